// Opens (and migrates) the local SQLite store. Plain Node: no Electron here.
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrationProvider } from './migrations/index';
import type { Database as Schema } from './schema';
import { Store } from './store';

export interface OpenOptions {
  /** Path of a better_sqlite3.node built for this runtime (Electron keeps its own build). */
  nativeBinding?: string;
}

export async function openStore(file: string, options: OpenOptions = {}): Promise<Store> {
  if (file !== ':memory:') {
    // The address book is the user's alone: a folder only they can enter, and a database file
    // only they can read (SQLite gives its -wal and -shm files the database file's mode).
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    if (!existsSync(file)) writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  }
  const sqlite = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A checkpoint inside a commit is what makes an edit's slowest 5% slow: let the WAL grow to
  // ~80 MB before SQLite forces one, and checkpoint passively when the app is idle (Store).
  sqlite.pragma('wal_autocheckpoint = 20000');
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db: kysely, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    sqlite.close();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Could not migrate the store at ${file} (migration ${failed}): ${String(error)}`);
  }
  return new Store(sqlite, kysely);
}
