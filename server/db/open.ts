// Opens (creating and migrating) the service database in a data directory.
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
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
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DB_FILE_NAME);
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
