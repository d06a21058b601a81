// The store failing during a sync (a full disk, another program holding it, an I/O error) is a
// failure of this computer, never the service refusing a change: a change whose request may have
// gone out is settled as one whose answer was lost (a create looked up by its email, an email left
// to the user), one that had not gone out waits to be sent, and the pass stops in words.
// The full disk is SQLite's own: the store may not grow past its size (max_page_count).
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../../preload/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const DISK_FULL = /^The disk is full: .*nothing is lost, and sync will try again/;

/** From now on the store may not grow: any write needing a new page fails with SQLITE_FULL. */
function fillDisk(a: TestApp): () => void {
  const sqlite = a.core.store.sqlite;
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.pragma(`max_page_count = ${Number(sqlite.pragma('page_count', { simple: true }))}`);
  return () => void sqlite.pragma('max_page_count = 1073741823');
}

/** Runs `work` while console.error is quiet (the store's failures are logged by design). */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    return await work();
  } finally {
    logged.mockRestore();
    warned.mockRestore();
  }
}

const outbox = (a: TestApp) => a.core.store.raw<{ kind: string; state: string }>('select kind, state from outbox order by seq');

describe('the store failing during a sync', () => {
  it('a new contact the service made while the disk was full is linked once space is freed: one contact here and there, nothing refused', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await app.drain(); // the service's pipeline states are stored before the disk fills
    // Long notes: recording the service's answer (the contact's base) needs new pages.
    const made = await app.call('contacts.create', { name: 'Grace Hopper', emails: ['grace@navy.example'], additionalInfo: 'y'.repeat(3000) });
    const freeSpace = fillDisk(app);

    const full = await quietly(() => app.call('sync.now', {}));
    expect(full).toMatchObject({ rejected: 0, pending: 1 });
    expect(full.lastError).toMatch(DISK_FULL);
    expect(outbox(app)).toEqual([{ kind: 'contact.create', state: 'ambiguous' }]);
    expect(await app.call('sync.rejected', {})).toEqual([]);
    expect((await service.api.allContacts()).filter((c) => c.name === 'Grace Hopper')).toHaveLength(1);

    freeSpace();
    const status = await app.drain();
    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0, lastError: null });
    const there = (await service.api.allContacts()).filter((c) => c.name === 'Grace Hopper');
    expect(there).toHaveLength(1);
    const here = (await app.call('contacts.list', { query: 'Grace Hopper' })).items;
    expect(here.map((c) => c.id)).toEqual([made.id]);
    expect((await app.call('contacts.get', { id: made.id })).remoteId).toBe(there[0].id);
    expect(service.proxy.log.filter((r) => r.method === 'POST' && r.path === '/api/contacts' && r.body.includes('Grace Hopper'))).toHaveLength(1);
  });

  // Recording the send needs new pages (the email's history keeps the version sent). The sizes
  // of the two bodies put the store's last page where, for the shorter one, the small write that
  // says the outcome is unknown still fits (as a refusal's did), and for the longer one not even
  // that: the send stays marked as on its way, and the next pass settles it.
  it.each([
    { body: 'Only once, please. '.repeat(155), left: 'ambiguous' },
    { body: 'Only once, please. '.repeat(300), left: 'sending' },
  ])('an email the service sent while the disk was full is not marked failed nor sent again: it waits for the user (left $left)', async ({ body, left }) => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Ada Full', emails: ['ada@full.example'] });
    await app.drain();
    const subject = `Disk full ${left}`;
    const draft = await app.call('email.save', { contactId: c.id, to: 'ada@full.example', subject, body });
    await app.call('email.send', { draftId: draft.id });
    const freeSpace = fillDisk(app);

    const full = await quietly(() => app.call('sync.now', {}));
    expect(full.lastError).toMatch(DISK_FULL);
    expect(full.rejected).toBe(0);
    expect(outbox(app)).toEqual([{ kind: 'email.send', state: left }]);
    expect(service.db.sentEmails().filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await app.call('email.drafts', { contactId: c.id }))[0]!.status).not.toBe('failed');

    freeSpace();
    let status = await app.drain();
    status = await app.drain();
    expect(status).toMatchObject({ needsAttention: 1, rejected: 0, pending: 0, lastError: null });
    const [waiting, ...others] = await app.call('sync.rejected', {});
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ kind: 'email.send', state: 'needs_attention', error: expect.stringMatching(/will not send it again on its own/) });
    expect((await app.call('email.drafts', { contactId: c.id }))[0]).toMatchObject({ status: 'needs_attention' });
    expect(service.db.sentEmails().filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('a change that had not gone out when the store failed is not refused: it waits, and goes once the store can be written', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await app.drain();
    const made = await app.call('contacts.create', { name: 'Held Store', emails: ['held@store.example'] });
    app.core.store.sqlite.pragma('busy_timeout = 100');
    // Another program takes the store's write lock as the push begins: its first write (the
    // change marked as on its way, before any request) finds the store busy.
    const other = new Database(app.core.store.sqlite.name);
    const off = app.core.events.subscribe((event, payload) => {
      if (event === 'sync.status' && (payload as SyncStatus).phase === 'pushing' && !other.inTransaction) other.exec('BEGIN IMMEDIATE');
    });
    let held: SyncStatus;
    try {
      held = await quietly(() => app.call('sync.now', {}));
    } finally {
      off();
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
    expect(held).toMatchObject({ pending: 1, rejected: 0 });
    expect(held.lastError).toMatch(/^Another program held Rolodeck's store at .*so sync stopped\. Nothing is lost; sync will try again\.$/);
    expect(outbox(app)).toEqual([{ kind: 'contact.create', state: 'pending' }]);
    expect(service.proxy.log.filter((r) => r.method === 'POST' && r.body.includes('Held Store'))).toEqual([]);

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    const there = (await service.api.allContacts()).filter((c) => c.name === 'Held Store');
    expect(there).toHaveLength(1);
    expect((await app.call('contacts.get', { id: made.id })).remoteId).toBe(there[0].id);
  });
});
