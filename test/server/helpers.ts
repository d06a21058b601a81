// Helpers of the server tests: the reference service on 127.0.0.1 (shared with the conformance
// suite), and the database read straight from its file.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DB_FILE_NAME } from '../../server/db/open';

export { startReferenceService as startTestService, type ReferenceService as TestService } from '../conformance/target';

const TABLES = [
  'contacts', 'contact_emails', 'contact_companies', 'companies', 'tasks', 'pipeline_states',
  'wizard_confirmations', 'email_sessions', 'email_session_events', 'email_messages', 'idempotency_keys', 'api_tokens',
];

/** Every table's rows, read straight from the database file: "nothing changed" means these are equal. */
export function databaseSnapshot(dataDir: string): Record<string, unknown[]> {
  const db = new Database(join(dataDir, DB_FILE_NAME), { readonly: true });
  try {
    const snapshot: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const rows = db.prepare(`SELECT * FROM ${table}`).all() as Array<Record<string, unknown>>;
      // last_used_at moves on authenticated reads; it is bookkeeping, not data.
      snapshot[table] = table === 'api_tokens' ? rows.map(({ last_used_at: _, ...r }) => r) : rows;
    }
    return snapshot;
  } finally {
    db.close();
  }
}

export function queryDatabase<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(dataDir, DB_FILE_NAME), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
