// A first sync inserts thousands of contacts. The search index (FTS5, kept by a per-row
// trigger) costs most of that time; filled in one statement afterwards it is ~3x cheaper.
// This runs the trigger's own expressions as one INSERT … SELECT, so the index holds exactly
// what the trigger would have written. It must run inside the caller's transaction: if
// anything fails, the dropped trigger comes back with the rollback.
import type { Store } from '../../db/store';

const TRIGGER = 'contacts_fts_insert';
const SHAPE = /^CREATE TRIGGER\s+\w+\s+AFTER INSERT ON contacts\s+BEGIN\s+INSERT INTO (\w+)\s*\(([^)]*)\)\s*VALUES\s*\(([\s\S]*)\)\s*;\s*END$/i;

export interface BulkIndex {
  /** Indexes the rows inserted since begin() and puts the trigger back. */
  finish(): void;
}

/** Suspends the per-row trigger, or answers null when the schema is not the expected one. */
export function beginBulkIndex(store: Store): BulkIndex | null {
  const row = store.raw<{ sql: string }>(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?`, TRIGGER)[0];
  const match = row ? SHAPE.exec(row.sql.trim()) : null;
  if (!row || !match) return null;
  const [, table, columns, values] = match;
  const select = values!.replace(/\bnew\./g, 'c.');
  const from = store.raw<{ m: number | null }>('SELECT max(rowid) AS m FROM contacts')[0]?.m ?? 0;
  store.sqlite.exec(`DROP TRIGGER ${TRIGGER}`);
  return {
    finish: () => {
      store.sqlite.prepare(`INSERT INTO ${table}(${columns}) SELECT ${select} FROM contacts c WHERE c.rowid > ?`).run(from);
      store.sqlite.exec(row.sql);
    },
  };
}
