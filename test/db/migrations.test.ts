import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../db/open';
import { migrationProvider, migrations } from '../../db/migrations/index';
import { tempFolder } from '../helpers/temp';

const folders: { remove: () => void }[] = [];
afterEach(() => folders.splice(0).forEach((f) => f.remove()));

function file(): string {
  const folder = tempFolder();
  folders.push(folder);
  return `${folder.path}/store.sqlite`;
}

const tables = (path: string) =>
  new Database(path, { readonly: true })
    .prepare("select name from sqlite_master where type in ('table') and name not like 'sqlite_%' and name not like 'kysely_%' and name not like 'contacts_fts_%' order by name")
    .all()
    .map((r) => (r as { name: string }).name);

describe('migrations', () => {
  it('creates every table, the FTS index and the default pipeline on an empty file', async () => {
    const path = file();
    const store = await openStore(path);
    store.close();
    expect(tables(path)).toEqual(expect.arrayContaining(['contacts', 'contacts_fts', 'email_drafts', 'outbox', 'pipeline_states', 'settings', 'sync_state', 'tasks']));
    const db = new Database(path, { readonly: true });
    const fts = db.prepare("select sql from sqlite_master where name = 'contacts_fts'").get() as { sql: string };
    expect(fts.sql).toContain("prefix='2 3'");
    const states = db.prepare('select name from pipeline_states order by position').all() as { name: string }[];
    expect(states.map((s) => s.name)[0]).toBe('New lead');
    const applied = db.prepare('select name from kysely_migration order by name').all() as { name: string }[];
    expect(applied.map((m) => m.name)).toEqual(Object.keys(migrations).sort());
    db.close();
  });

  it('re-opens a migrated file without re-running migrations or losing data', async () => {
    const path = file();
    const first = await openStore(path);
    first.sqlite.prepare("insert into contacts (id, name, created_at, updated_at) values ('c1', 'Ada Lovelace', 'x', 'x')").run();
    const statesBefore = first.raw<{ n: number }>('select count(*) as n from pipeline_states')[0]!.n;
    first.close();
    const second = await openStore(path);
    expect(second.raw<{ name: string }>('select name from contacts')).toEqual([{ name: 'Ada Lovelace' }]);
    expect(second.raw<{ n: number }>('select count(*) as n from pipeline_states')[0]!.n).toBe(statesBefore);
    second.close();
  });

  it('keeps the store where only its user can read it: folder 0700, database and WAL files 0600', async () => {
    const folder = tempFolder();
    folders.push(folder);
    const path = `${folder.path}/new-folder/store.sqlite`;
    const store = await openStore(path);
    store.sqlite.prepare("insert into settings (key, value) values ('k', '1')").run();
    const mode = (p: string) => statSync(p).mode & 0o777;
    expect(mode(`${folder.path}/new-folder`)).toBe(0o700);
    for (const f of [path, `${path}-wal`, `${path}-shm`]) expect(mode(f), f).toBe(0o600);
    store.close();
  });

  it('opens with WAL, foreign keys on and a busy timeout', async () => {
    const store = await openStore(file());
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    store.close();
  });

  it('a migration stopped halfway leaves the store as it was, and the next start finishes it', async () => {
    const path = file();
    // A store as the second release left it, with a contact in it.
    const old = new Database(path);
    old.pragma('journal_mode = WAL');
    const oldDb = new Kysely<unknown>({ dialect: new SqliteDialect({ database: old }) });
    expect((await new Migrator({ db: oldDb, provider: migrationProvider }).migrateTo('0002_default_pipeline')).error).toBeUndefined();
    old.prepare("INSERT INTO contacts (id, name, created_at, updated_at) VALUES ('c1', 'Kept Contact', 'now', 'now')").run();
    // 0003's last statement will fail (as a full disk would make it), after its first two ran.
    old.exec('CREATE INDEX outbox_entity ON outbox (id)');
    await oldDb.destroy();

    await expect(openStore(path)).rejects.toThrow(/migration 0003_sync_conflicts/);
    const after = new Database(path);
    expect(after.prepare("SELECT name FROM sqlite_master WHERE name = 'sync_conflicts'").all()).toEqual([]);
    expect((after.pragma('table_info(email_drafts)') as { name: string }[]).map((c) => c.name)).not.toContain('last_error');
    expect(after.prepare('SELECT name FROM kysely_migration ORDER BY name').all()).toEqual([{ name: '0001_initial' }, { name: '0002_default_pipeline' }]);
    after.exec('DROP INDEX outbox_entity');
    after.close();

    const store = await openStore(path);
    expect(store.raw<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name').map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(store.raw('SELECT name FROM contacts')).toEqual([{ name: 'Kept Contact' }]);
    store.close();
  });

  it('refuses, in plain words, a store a newer version migrated, and leaves it as it is', async () => {
    const path = file();
    (await openStore(path)).close();
    const raw = new Database(path);
    raw.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('0099_from_the_future', 'then')").run();
    raw.close();
    await expect(openStore(path)).rejects.toThrow(/saved by a newer version of Rolodeck \(it has 0099_from_the_future\).*nothing was changed/);
    const check = new Database(path, { readonly: true });
    expect(check.prepare('SELECT count(*) AS n FROM kysely_migration').get()).toEqual({ n: Object.keys(migrations).length + 1 });
    check.close();
  });

  it('migration names are zero-padded so they sort in run order', () => {
    for (const name of Object.keys(migrations)) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  it('keeps the full-text index in step with inserts, updates and deletes', async () => {
    const store = await openStore(file());
    const match = (q: string) => store.raw<{ id: string }>('select c.id from contacts_fts f join contacts c on c.rowid = f.rowid where contacts_fts match ?', q).map((r) => r.id);
    store.sqlite
      .prepare("insert into contacts (id, name, company, phones, created_at, updated_at) values ('c1', 'Grace Hopper', 'Navy', '[\"+1 (415) 555-0100\"]', 'x', 'x')")
      .run();
    expect(match('"gr"*')).toEqual(['c1']);
    expect(match('"nav"*')).toEqual(['c1']);
    expect(match('"1415555"*')).toEqual(['c1']);
    store.sqlite.prepare("update contacts set company = 'Univac' where id = 'c1'").run();
    expect(match('"nav"*')).toEqual([]);
    expect(match('"uni"*')).toEqual(['c1']);
    store.sqlite.prepare("delete from contacts where id = 'c1'").run();
    expect(match('"gr"*')).toEqual([]);
    store.close();
  });
});

describe('phone search by digits (0004)', () => {
  it('finds a phone by its digits with or without the country code, and stays consistent through edits and deletes', async () => {
    const store = await openStore(file());
    const match = (q: string) => store.raw<{ id: string }>('select c.id from contacts_fts f join contacts c on c.rowid = f.rowid where contacts_fts match ?', q).map((r) => r.id);
    store.sqlite
      .prepare(`insert into contacts (id, name, phones, created_at, updated_at) values ('c1', 'Pat', '["+1 (415) 555-1177", "030 123456"]', 'x', 'x')`)
      .run();
    expect(match('"14155551177"*')).toEqual(['c1']);
    expect(match('"4155551177"*')).toEqual(['c1']);
    expect(match('"415555"*')).toEqual(['c1']);
    expect(match('"30123456"*')).toEqual(['c1']);
    store.sqlite.prepare(`update contacts set phones = '["+44 20 7946 0958"]' where id = 'c1'`).run();
    expect(match('"4155551177"*')).toEqual([]);
    expect(match('"2079460958"*')).toEqual(['c1']);
    store.sqlite.prepare(`delete from contacts where id = 'c1'`).run();
    expect(match('"2079460958"*')).toEqual([]);
    store.close();
  });

  it('re-indexes contacts stored before it ran', async () => {
    const path = file();
    const { Kysely, Migrator, SqliteDialect } = await import('kysely');
    const sqlite = new Database(path);
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
    const upTo = Object.keys(migrations).filter((n) => n < '0004');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => Object.fromEntries(upTo.map((n) => [n, migrations[n]!])) } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    sqlite.prepare(`insert into contacts (id, name, phones, created_at, updated_at) values ('old', 'Old Contact', '["+1 415 555 0000"]', 'x', 'x')`).run();
    sqlite.close();
    const store = await openStore(path);
    const found = store.raw<{ id: string }>(`select c.id from contacts_fts f join contacts c on c.rowid = f.rowid where contacts_fts match '"4155550000"*'`);
    expect(found.map((r) => r.id)).toEqual(['old']);
    store.sqlite.prepare(`update contacts set name = 'Renamed' where id = 'old'`).run(); // the delete of old terms must match
    expect(store.raw(`select c.id from contacts_fts f join contacts c on c.rowid = f.rowid where contacts_fts match '"renamed"*'`)).toHaveLength(1);
    expect(store.raw(`select rowid from contacts_fts where contacts_fts match '"contact"*'`)).toEqual([]); // old terms really gone
    store.close();
  });
});
