// Opens (and migrates) the local SQLite store. Plain Node: no Electron here.
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrationProvider, migrations } from './migrations/index';
import type { Database as Schema } from './schema';
import { searchFold } from './search-fold';
import { sortKey } from './sort-key';
import { Store } from './store';

export interface OpenOptions {
  /** Path of a better_sqlite3.node built for this runtime (Electron keeps its own build). */
  nativeBinding?: string;
}

/**
 * SQLite opens a file it may not write read-only, without a word, and every edit would then
 * fail one by one: writing the version number back as it is tells at once.
 */
function writable(sqlite: Database.Database, file: string): void {
  if (file === ':memory:') return;
  try {
    sqlite.pragma(`user_version = ${Number(sqlite.pragma('user_version', { simple: true }))}`);
  } catch (error) {
    throw new Error(`The store at ${file} cannot be written (${(error as Error).message}): check that the file and its folder belong to you and are not read-only.`);
  }
}

/** A store a newer Rolodeck has migrated: said plainly, and left as it is. */
function newerVersion(sqlite: Database.Database): void {
  const table = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`).get();
  if (!table) return;
  const names = (sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((r) => r.name);
  const unknown = names.filter((name) => !(name in migrations));
  if (unknown.length) {
    throw new Error(`This data was saved by a newer version of Rolodeck (it has ${unknown.join(', ')}). Install that version or a later one to open it; nothing was changed.`);
  }
}

export async function openStore(file: string, options: OpenOptions = {}): Promise<Store> {
  if (file !== ':memory:') {
    // The address book is the user's alone: a folder only they can enter, and a database file
    // only they can read (SQLite gives its -wal and -shm files the database file's mode).
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    if (!existsSync(file)) writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  }
  const sqlite = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  try {
    // The first read of the file: one that is not a database, or is damaged, fails here.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // A checkpoint inside a commit is what makes an edit's slowest 5% slow: let the WAL grow to
    // ~80 MB before SQLite forces one, and checkpoint passively when the app is idle (Store).
    sqlite.pragma('wal_autocheckpoint = 20000');
    // Before the migrations: the sort indexes are built on the first (migration 0009), the search
    // index's triggers call the second (0010), and every write of a name or company computes them.
    sqlite.function('sort_key', { deterministic: true }, sortKey);
    sqlite.function('search_fold', { deterministic: true }, searchFold);
    writable(sqlite, file);
    newerVersion(sqlite);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db: kysely, provider: migrationProvider });
  // SQLite's schema changes are transactional, but Kysely's SQLite adapter says they are not and
  // runs each statement on its own: a migration stopped halfway (disk full, a crash) would be
  // run again from its start on a store it had half changed, and fail there for good. One
  // transaction around every pending migration leaves the store as it was instead.
  sqlite.exec('BEGIN IMMEDIATE');
  let { error, results } = await migrator.migrateToLatest();
  try {
    if (!error) sqlite.exec('COMMIT');
  } catch (commitError) {
    error = commitError;
  }
  if (error) {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    sqlite.close();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Could not migrate the store at ${file} (migration ${failed}): ${String(error)}`, { cause: error });
  }
  return new Store(sqlite, kysely);
}
