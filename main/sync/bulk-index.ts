// A pull stores thousands of new contacts. The search index (FTS5, kept by a per-row trigger)
// costs most of that: FTS5 writes its pending terms out at the end of every statement, and the
// trigger runs per row, so indexing row by row costs ~10x what one INSERT … SELECT over many
// rows costs. withBulkIndex runs a batch of inserts with the trigger suspended and then indexes
// the batch's rows in one statement, using the trigger's own expressions (read from the schema),
// so the index holds exactly what the trigger would have written. It runs inside one
// transaction: at every commit the index and the table agree, and if anything fails the
// trigger comes back with the rollback.
import type { Store } from '../../db/store';

const TRIGGER = 'contacts_fts_insert';
const SHAPE = /^CREATE TRIGGER\s+\w+\s+AFTER INSERT ON contacts\s+BEGIN\s+INSERT INTO (\w+)\s*\(([^)]*)\)\s*VALUES\s*\(([\s\S]*)\)\s*;\s*END$/i;

/**
 * Runs `insert` (synchronous inserts into contacts) in one transaction with the rows it adds
 * indexed in bulk. Falls back to the per-row trigger when the schema is not the expected one.
 */
export function withBulkIndex<T>(store: Store, insert: () => T extends Promise<unknown> ? never : T): T {
  return store.transaction(() => {
    const row = store.raw<{ sql: string }>(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?`, TRIGGER)[0];
    const match = row ? SHAPE.exec(row.sql.trim()) : null;
    if (!row || !match) return insert();
    const [, table, columns, values] = match;
    // Inside this (synchronous) transaction only `insert` adds rows, each above the current maximum.
    const before = store.raw<{ m: number | null }>('SELECT max(rowid) AS m FROM contacts')[0]?.m ?? 0;
    store.sqlite.exec(`DROP TRIGGER ${TRIGGER}`);
    const result = insert();
    store.sqlite.prepare(`INSERT INTO ${table}(${columns}) SELECT ${values!.replace(/\bnew\./g, 'c.')} FROM contacts c WHERE c.rowid > ?`).run(before);
    store.sqlite.exec(row.sql);
    return result;
  });
}
