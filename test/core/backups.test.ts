// Copies of the store (main/core/backups.ts): each is a whole store Rolodeck opens with all it
// held, made while the app writes; the newest few are kept; one is made a day, not at every
// start; closing waits for a copy under way; and a damaged store can be started again from the
// newest copy, the damaged file kept.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BACKUP_FOLDER, listBackups, StoreBackups } from '../../main/core/backups';
import { startCore, STORE_FILE } from '../../main/core/core';
import { restoreNewestBackup } from '../../main/core/restore-backup';
import { StoreOpenError } from '../../main/core/store-open-failure';
import { UNSURE_RESTORED } from '../../main/sync/key-scope';
import { CLI_TEST_TIMEOUT_MS } from '../helpers/cli-timeout';
import { startWeb } from '../helpers/start-web';
import { startTestCore } from '../helpers/core';
import { insertSyntheticContacts } from '../helpers/synthetic';
import { tempFolder } from '../helpers/temp';

const folder = tempFolder();
afterAll(() => folder.remove());
let n = 0;
const newFolder = () => {
  const path = join(folder.path, `data-${++n}`);
  mkdirSync(path);
  return path;
};
const DAY = 24 * 60 * 60 * 1000;
const NOT_SQLITE = 'A spreadsheet saved over the store by mistake.\n'.repeat(200);

describe('copies of the store', () => {
  it('a copy is a whole store: opened, it holds the contacts, tasks and work not yet sent, even when made while the app writes', async () => {
    const core = await startTestCore(newFolder());
    insertSyntheticContacts(core.store, 3_000);
    const ada = await core.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
    await core.call('tasks.create', { contactId: ada.id, title: 'Send the notes on the engine', dueDate: new Date(Date.now() + 7 * DAY).toISOString() });
    // Contacts created while the copy is made: each is in it or not, never half.
    const copying = core.backups.backUpNow();
    for (let i = 0; i < 20; i++) await core.call('contacts.create', { name: `During ${i}` });
    const copy = await copying;
    await core.dispose();
    expect(readdirSync(join(core.folder, BACKUP_FOLDER))).toEqual([copy.file.split('/').pop()]); // no partial file left

    const restored = newFolder();
    copyFileSync(copy.file, join(restored, STORE_FILE));
    const opened = await startTestCore(restored);
    expect(opened.store.raw('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect((await opened.call('contacts.list', { query: 'Ada Lovelace' })).items.map((c) => c.name)).toEqual(['Ada Lovelace']);
    expect((await opened.call('contacts.list', {})).total).toBeGreaterThanOrEqual(3_001);
    expect((await opened.call('tasks.list', { bucket: 'upcoming', contactId: ada.id })).items.map((t) => t.title)).toEqual(['Send the notes on the engine']);
    expect(opened.outbox().filter((op) => op.contact_id === ada.id).map((op) => op.kind)).toEqual(['contact.create', 'task.create']);
    await opened.dispose();
  });

  it('keeps the newest five copies, newest first', async () => {
    const core = await startTestCore(newFolder());
    let now = Date.parse('2026-11-01T09:00:00.000Z');
    const backups = new StoreBackups(core.store, core.folder, { now: () => now });
    for (let day = 0; day < 7; day++, now += DAY) await backups.backUpNow();
    const kept = listBackups(core.folder);
    expect(kept.map((b) => b.takenAt.toISOString())).toEqual(['2026-11-07', '2026-11-06', '2026-11-05', '2026-11-04', '2026-11-03'].map((d) => `${d}T09:00:00.000Z`));
    expect(readdirSync(join(core.folder, BACKUP_FOLDER))).toHaveLength(5);
    await backups.stop();
    await core.dispose();
  });

  it('copies made by hand in one day do not let the days before go: each day keeps its newest copy', async () => {
    const core = await startTestCore(newFolder());
    let now = new Date(2026, 10, 1, 9).getTime(); // 09:00 by the computer's clock, 1 November
    const backups = new StoreBackups(core.store, core.folder, { now: () => now });
    for (let day = 0; day < 5; day++, now += DAY) await backups.backUpNow();
    now -= DAY; // 5 November: "Make a copy now" pressed five times in the afternoon
    for (let hour = 1; hour <= 5; hour++) {
      now += 60 * 60 * 1000;
      await backups.backUpNow();
    }
    const local = (b: { takenAt: Date }) => `${b.takenAt.getDate()} Nov ${b.takenAt.getHours()}:00`;
    // The newest day keeps its newest five (each copy is as large as the store); the days before stay.
    expect(listBackups(core.folder, now).map(local)).toEqual(['5 Nov 14:00', '5 Nov 13:00', '5 Nov 12:00', '5 Nov 11:00', '5 Nov 10:00', '4 Nov 9:00', '3 Nov 9:00', '2 Nov 9:00', '1 Nov 9:00']);
    // Pressed once more that day: still the newest five of the day.
    now += 60 * 60 * 1000;
    await backups.backUpNow();
    expect(listBackups(core.folder, now).map(local)).toEqual(['5 Nov 15:00', '5 Nov 14:00', '5 Nov 13:00', '5 Nov 12:00', '5 Nov 11:00', '4 Nov 9:00', '3 Nov 9:00', '2 Nov 9:00', '1 Nov 9:00']);
    // The next day's copy: of 5 November only its newest stays, and 1 November goes.
    now = new Date(2026, 10, 6, 9).getTime();
    await backups.backUpNow();
    expect(listBackups(core.folder, now).map(local)).toEqual(['6 Nov 9:00', '5 Nov 15:00', '4 Nov 9:00', '3 Nov 9:00', '2 Nov 9:00']);
    await backups.stop();
    await core.dispose();
  });

  it('makes a copy soon after start when the newest is a day old, and none when it is younger', async () => {
    const core = await startTestCore(newFolder());
    const now = Date.now();
    await new StoreBackups(core.store, core.folder, { now: () => now - 2 * DAY }).backUpNow();

    const due = new StoreBackups(core.store, core.folder, { firstAfterMs: 20 });
    due.start();
    await vi.waitFor(() => expect(listBackups(core.folder)).toHaveLength(2), { timeout: 5_000 });
    await due.stop();
    expect(listBackups(core.folder)[0]!.takenAt.getTime()).toBeGreaterThanOrEqual(now);

    const notDue = new StoreBackups(core.store, core.folder, { firstAfterMs: 20 });
    notDue.start();
    await new Promise((r) => setTimeout(r, 300));
    await notDue.stop();
    expect(listBackups(core.folder)).toHaveLength(2);
    await core.dispose();
  });

  it('looks again every while: a copy is made once the newest turns a day old by the clock, or when the newest is dated ahead', async () => {
    const core = await startTestCore(newFolder());
    let now = Date.parse('2026-11-02T09:00:00.000Z');
    await new StoreBackups(core.store, core.folder, { now: () => now }).backUpNow();
    const looking = new StoreBackups(core.store, core.folder, { now: () => now, firstAfterMs: 10, checkEveryMs: 20 });
    looking.start();
    await new Promise((r) => setTimeout(r, 150));
    expect(listBackups(core.folder)).toHaveLength(1); // not a day old yet
    now += DAY; // the computer slept; the wall clock went on
    await vi.waitFor(() => expect(listBackups(core.folder)).toHaveLength(2), { timeout: 5_000 });
    await looking.stop();

    // A copy dated a year ahead (the clock was wrong then) does not hold the next ones off.
    const ahead = newFolder();
    const later = await startTestCore(ahead);
    await new StoreBackups(later.store, ahead, { now: () => Date.now() + 365 * DAY }).backUpNow();
    const fresh = new StoreBackups(later.store, ahead, { firstAfterMs: 10, checkEveryMs: 20 });
    fresh.start();
    await vi.waitFor(() => expect(listBackups(ahead)).toHaveLength(2), { timeout: 5_000 });
    // The copy just made counts as the newest (the one dated ahead goes last, the first to be
    // let go), so no more are made at the next looks.
    await new Promise((r) => setTimeout(r, 200));
    await fresh.stop();
    const [newest, last] = listBackups(ahead);
    expect(newest!.takenAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(last!.takenAt.getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
    expect(listBackups(ahead)).toHaveLength(2);
    await later.dispose();
    await core.dispose();
  });

  it('a copy cut off by a crash is cleared at the next start', async () => {
    const core = await startTestCore(newFolder());
    const { file } = await core.backups.backUpNow();
    writeFileSync(`${file.replace('.sqlite', '-2.sqlite')}.partial`, 'half a copy');
    const backups = new StoreBackups(core.store, core.folder, { firstAfterMs: 60_000 });
    backups.start();
    await backups.stop();
    expect(readdirSync(join(core.folder, BACKUP_FOLDER))).toEqual([file.split('/').pop()]);
    await core.dispose();
  });

  it('closing waits for a copy under way, which is whole; none is started after', async () => {
    const core = await startTestCore(newFolder());
    insertSyntheticContacts(core.store, 5_000);
    const copying = core.backups.backUpNow();
    await core.close();
    const copy = await copying;
    expect(existsSync(copy.file)).toBe(true);
    await expect(core.backups.backUpNow()).rejects.toThrow('The store is closing: no copy is made.');
    const restored = newFolder();
    copyFileSync(copy.file, join(restored, STORE_FILE));
    const opened = await startTestCore(restored);
    expect((await opened.call('contacts.list', {})).total).toBe(5_000);
    await opened.dispose();
    await core.dispose();
  });
});

describe('a damaged store with a copy', () => {
  async function damagedWithCopy(): Promise<{ dataFolder: string; storeFile: string; takenAt: Date }> {
    const dataFolder = newFolder();
    const core = await startTestCore(dataFolder);
    await core.call('contacts.create', { name: 'Grace Hopper', emails: ['grace@example.com'] });
    const { takenAt } = await core.backups.backUpNow();
    await core.dispose();
    const storeFile = join(dataFolder, STORE_FILE);
    writeFileSync(storeFile, NOT_SQLITE);
    return { dataFolder, storeFile, takenAt };
  }

  it('names the copy, and starting from it brings its contacts back, the damaged file kept and the copy’s unsent work marked unsure', async () => {
    const { dataFolder, storeFile, takenAt } = await damagedWithCopy();
    const failure = await startCore({ dataFolder, sync: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreOpenError);
    expect((failure as StoreOpenError).backup?.takenAt).toEqual(takenAt);
    expect((failure as Error).message).toContain(`Or start from the copy Rolodeck made of it on ${takenAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`);

    expect(restoreNewestBackup(storeFile, dataFolder)?.takenAt).toEqual(takenAt);
    const core = await startTestCore(dataFolder);
    expect((await core.call('contacts.list', {})).items.map((c) => c.name)).toEqual(['Grace Hopper']);
    // The create it lists as not sent may have reached the service since the copy: unsure, asked first.
    expect(core.outbox().map((op) => [op.kind, op.state])).toEqual([['contact.create', 'ambiguous']]);
    const kept = readdirSync(dataFolder).filter((name) => name.startsWith(`${STORE_FILE}.damaged-`) && !/-(wal|shm)$/.test(name));
    expect(kept.map((name) => readFileSync(join(dataFolder, name), 'utf8'))).toEqual([NOT_SQLITE]);
    await core.dispose();
    // Marked once: a later start leaves the outbox as it is (a retried op is not marked again).
    const again = await startTestCore(dataFolder);
    expect(readdirSync(join(dataFolder, BACKUP_FOLDER)).filter((name) => !name.endsWith('.sqlite'))).toEqual([]);
    again.store.sqlite.prepare("UPDATE outbox SET state = 'pending'").run();
    await again.dispose();
    const third = await startTestCore(dataFolder);
    expect(third.outbox().map((op) => op.state)).toEqual(['pending']);
    await third.dispose();
  });

  it('a newest copy that is not whole is passed over for an older one', async () => {
    const dataFolder = newFolder();
    const core = await startTestCore(dataFolder);
    await core.call('contacts.create', { name: 'Grace Hopper' });
    let now = Date.now() - 2 * DAY;
    const backups = new StoreBackups(core.store, dataFolder, { now: () => now });
    const older = await backups.backUpNow();
    now += DAY;
    const newest = await backups.backUpNow();
    await core.dispose();
    writeFileSync(newest.file, NOT_SQLITE); // copied from a store already going bad
    const storeFile = join(dataFolder, STORE_FILE);
    writeFileSync(storeFile, NOT_SQLITE);
    expect(restoreNewestBackup(storeFile, dataFolder)?.takenAt).toEqual(older.takenAt);
    const opened = await startTestCore(dataFolder);
    expect((await opened.call('contacts.list', {})).items.map((c) => c.name)).toEqual(['Grace Hopper']);
    await opened.dispose();
    expect(readdirSync(dataFolder).filter((name) => name.includes('.restoring'))).toEqual([]);
  });

  it('a task, and a new contact without an email, from the copy are refused for the user to check: nothing finds them on the service; a refused email waits for the user', async () => {
    const dataFolder = newFolder();
    const core = await startTestCore(dataFolder);
    const ada = await core.call('contacts.create', { name: 'Ada Lovelace' });
    await core.call('tasks.create', { contactId: ada.id, title: 'Call Ada', dueDate: new Date(Date.now() + DAY).toISOString() });
    // An email the service refused when the copy was made: corrected and sent after it, it may have gone.
    const grace = await core.call('contacts.create', { name: 'Grace Hopper', emails: ['grace@example.com'] });
    const draft = await core.call('email.save', { contactId: grace.id, to: 'grace@example.com', subject: 'Tuesday', body: 'See you then.' });
    await core.call('email.send', { draftId: draft.id });
    core.store.sqlite.prepare("UPDATE outbox SET state = 'rejected', last_error = 'Refused: 422' WHERE kind IN ('email.send', 'contact.create')").run();
    core.store.sqlite.prepare("UPDATE email_drafts SET status = 'failed'").run();
    await core.backups.backUpNow();
    await core.dispose();
    writeFileSync(join(dataFolder, STORE_FILE), NOT_SQLITE);
    restoreNewestBackup(join(dataFolder, STORE_FILE), dataFolder);
    const opened = await startTestCore(dataFolder);
    const ops = opened.store.raw<{ kind: string; state: string; last_error: string }>('SELECT kind, state, last_error FROM outbox ORDER BY seq');
    expect(ops.map((op) => [op.kind, op.state])).toEqual([
      ['contact.create', 'rejected'],
      ['task.create', 'rejected'],
      ['contact.create', 'ambiguous'], // Grace: looked for by her email
      ['email.send', 'ambiguous'],
    ]);
    expect(ops[0]!.last_error).toBe(UNSURE_RESTORED);
    expect(ops[1]!.last_error).toBe(UNSURE_RESTORED);
    const [kept] = await opened.call('email.drafts', { contactId: grace.id });
    expect(kept!.status).toBe('needs_attention');
    await opened.dispose();
  });

  it('without a copy, nothing is moved and the message offers none', async () => {
    const dataFolder = newFolder();
    const storeFile = join(dataFolder, STORE_FILE);
    writeFileSync(storeFile, NOT_SQLITE);
    const failure = (await startCore({ dataFolder, sync: false }).catch((error: unknown) => error)) as StoreOpenError;
    expect(failure.backup).toBeNull();
    expect(failure.message).not.toContain('copy');
    expect(restoreNewestBackup(storeFile, dataFolder)).toBeNull();
    expect(readFileSync(storeFile, 'utf8')).toBe(NOT_SQLITE);
  });

  it('start:web says how to start from the copy, and --restore-newest-copy does', { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
    const { dataFolder, storeFile } = await damagedWithCopy();
    const refused = await startWeb('--data', dataFolder, '--port', '0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`To start from the newest copy instead: npm run start:web -- --restore-newest-copy --data ${dataFolder}`);
    expect(readFileSync(storeFile, 'utf8')).toBe(NOT_SQLITE);

    const started = await startWeb('--data', dataFolder, '--port', '0', '--restore-newest-copy');
    expect(started.stdout).toContain('rolodeck: moved the damaged store aside and started from the copy of ');
    expect(started.stdout).toContain('Rolodeck is running at http://127.0.0.1:');
    const core = await startTestCore(dataFolder);
    expect((await core.call('contacts.list', {})).items.map((c) => c.name)).toEqual(['Grace Hopper']);
    await core.dispose();
  });
});

describe('Settings → Copies (settings.storeCopies, settings.copyStore)', () => {
  it('says where the copies are and when the newest was made; a copy made on request is counted', async () => {
    const core = await startTestCore(newFolder());
    expect(await core.call('settings.storeCopies', {})).toEqual({ folder: join(core.folder, BACKUP_FOLDER), newest: null, count: 0, keep: 5 });
    const before = Date.now();
    const made = await core.call('settings.copyStore', {});
    expect(made.count).toBe(1);
    expect(Date.parse(made.newest!)).toBeGreaterThanOrEqual(before - 1);
    expect(await core.call('settings.storeCopies', {})).toEqual(made);
    await core.dispose();
  });

  it('a copy that cannot be written is said in words, and nothing changes', async () => {
    const core = await startTestCore(newFolder());
    await core.call('contacts.create', { name: 'Ada Lovelace' });
    writeFileSync(join(core.folder, BACKUP_FOLDER), 'a file where the folder would be');
    const error = await core.fail('settings.copyStore', {});
    expect(error.code).toBe('store_failed');
    expect(error.message).toMatch(new RegExp(`^No copy could be written to ${join(core.folder, BACKUP_FOLDER).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+\\)\\. Your data is as it was\\.$`));
    expect((await core.call('contacts.list', {})).items.map((c) => c.name)).toEqual(['Ada Lovelace']);
    await core.dispose();
  });

  it('refuses input it does not take', async () => {
    const core = await startTestCore(newFolder());
    expect((await core.fail('settings.copyStore', { now: true })).code).toBe('invalid_input');
    await core.dispose();
  });
});
