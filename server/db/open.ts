// Opens (creating and migrating) the service database in a data directory.
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationProvider } from './migrations/index';
import type { ServiceDatabase } from './schema';

export const DB_FILE_NAME = 'service.sqlite';

export type ServiceDb = Kysely<ServiceDatabase>;

export interface OpenedDb {
  db: ServiceDb;
  sqlite: Database.Database;
  close(): Promise<void>;
}

export async function openServiceDb(dataDir: string): Promise<OpenedDb> {
  // The contacts are the team's: readable by this user only (SQLite gives its -wal and -shm
  // files the database file's mode).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DB_FILE_NAME);
  writeFileSync(file, '', { mode: 0o600, flag: 'a' }); // creates it with that mode; an existing file is left as it is
  const sqlite = new Database(file);
  // WAL + busy_timeout: the CLI (token create/revoke) may write while a server has the file open.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<ServiceDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Could not migrate the service database at ${file} (migration ${failed}): ${String(error)}`);
  }
  return { db, sqlite, close: () => db.destroy() };
}
