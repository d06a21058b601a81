// A sync of a large address book merges the contacts it knew a chunk at a time and lets the app
// answer between chunks. What a user relies on: every contact of a long listing gets the
// service's changes (not only the first chunk's), an edit made while the merge runs is answered
// at once, and that edit is merged like any other: kept, and a conflict where the service
// changed the same field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteClient } from '../../main/sync/client';
import { linkedContacts, pull } from '../../main/sync/pull';
import { startTestApp, type TestApp } from './helpers/app';
import { seedContacts, startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
const COUNT = 1_200; // more than two chunks of the merge
let remoteIds: string[] = []; // by person number (the service lists them in that order)

beforeAll(async () => {
  service = await startTestService();
  remoteIds = await seedContacts(service, COUNT, (i) => ({ name: `Chunk Person ${i}`, emails: [`chunk${i}@example.com`], company: 'Chunkco', position: 'Buyer', creationSource: null }));
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
  const first = await app.call('sync.now', {});
  expect(first.lastError).toBeNull();
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

/**
 * A pass skips the merge of contacts the service has not changed since their last merge
 * (migration 0006). These tests are about merging many: forget those digests, as after an
 * upgrade, so the next pass merges every contact again.
 */
function mergeAllNextPass(): void {
  app.core.store.sqlite.exec('UPDATE contacts SET remote_fp = NULL');
}

/** The local contact of person `i`. */
async function person(i: number) {
  const row = app.core.store.raw<{ id: string }>('SELECT id FROM contacts WHERE remote_id = ?', remoteIds[i])[0]!;
  return app.call('contacts.get', { id: row.id });
}

describe('merging a long listing', () => {
  it('brings the service’s changes into every chunk and keeps local edits in every chunk', async () => {
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[10]}`, { company: 'First Chunk Co' });
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[700]}`, { position: 'Second Chunk Lead' });
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[1150]}`, { name: 'Third Chunk Person' });
    await app.call('contacts.update', { id: (await person(20)).id, patch: { position: 'Local Lead' } });
    await app.call('contacts.update', { id: (await person(1190)).id, patch: { company: 'Local Co' } });

    const status = await app.drain();
    expect(status.lastError).toBeNull();
    expect(status.pending).toBe(0);
    expect((await person(10)).company).toBe('First Chunk Co');
    expect((await person(700)).position).toBe('Second Chunk Lead');
    expect((await person(1150)).name).toBe('Third Chunk Person');
    expect((await person(20)).position).toBe('Local Lead');
    expect((await person(1190)).company).toBe('Local Co');
    expect((await person(999)).company).toBe('Chunkco'); // untouched ones stay as they were
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    const onService = await service.api.allContacts();
    expect(onService.find((c) => c.id === remoteIds[20]).position).toBe('Local Lead');
    expect(onService.find((c) => c.id === remoteIds[1190]).company).toBe('Local Co');
  });

  it('answers an edit made while the merge runs, and merges that edit like any other', async () => {
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[1160]}`, { name: 'Service Name' });
    const target = (await person(1160)).id;
    mergeAllNextPass();
    let passDone = false;
    let editAnsweredDuringPass: boolean | null = null;
    let edit: Promise<unknown> | null = null;
    // The merge starts now (no chunk merged yet). The edit is queued behind its first chunk.
    const unsubscribe = app.core.events.subscribe((event, payload) => {
      const { phase, progress } = payload as { phase: string; progress: { done: number; total: number } | null };
      if (event !== 'sync.status' || edit || phase !== 'merging' || progress?.done !== 0) return;
      edit = new Promise((resolve) => setImmediate(resolve)).then(async () => {
        await app.call('contacts.update', { id: target, patch: { name: 'Local Name' } });
        editAnsweredDuringPass = !passDone;
      });
    });
    try {
      const status = await app.call('sync.now', {});
      passDone = true;
      await edit;
      expect(status.lastError).toBeNull();
    } finally {
      unsubscribe();
    }

    expect(editAnsweredDuringPass).toBe(true);
    expect((await person(1160)).name).toBe('Local Name');
    const conflicts = await app.call('sync.conflicts', {});
    expect(conflicts.map((c) => [c.contactId, c.field, c.mine, c.theirs])).toEqual([[target, 'name', 'Local Name', 'Service Name']]);
  });

  it('shows the merge’s progress in contacts once the listing’s pages are in', async () => {
    mergeAllNextPass();
    const seen: { phase: string; done: number; total: number }[] = [];
    const unsubscribe = app.core.events.subscribe((event, payload) => {
      const { phase, progress } = payload as { phase: string; progress: { done: number; total: number } | null };
      if (event === 'sync.status' && progress && (phase === 'pulling' || phase === 'merging')) seen.push({ phase, ...progress });
    });
    try {
      expect((await app.call('sync.now', {})).lastError).toBeNull();
    } finally {
      unsubscribe();
    }
    const pages = seen.filter((s) => s.phase === 'pulling');
    const merged = seen.filter((s) => s.phase === 'merging');
    expect(pages.at(-1)).toEqual({ phase: 'pulling', done: 40, total: 40 }); // 1,200 contacts, 30 a page
    expect(seen.indexOf(merged[0]!)).toBeGreaterThan(seen.indexOf(pages.at(-1)!)); // pages first, then the merge
    expect(merged[0]).toEqual({ phase: 'merging', done: 0, total: COUNT });
    expect(merged.at(-1)).toEqual({ phase: 'merging', done: COUNT, total: COUNT });
    for (let i = 1; i < merged.length; i++) expect(merged[i]!.done).toBeGreaterThanOrEqual(merged[i - 1]!.done);
  });

  it('stops between chunks when the app is stopping; the next pass merges the rest', async () => {
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[5]}`, { position: 'Early Change' });
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[1100]}`, { position: 'Late Change' });
    const client = new RemoteClient({ baseUrl: service.proxy.url, token: service.token });
    mergeAllNextPass();
    const stopped = await pull({ store: app.core.store, client, concurrency: 4, onProgress: () => {}, isStopped: () => true });
    expect(stopped.complete).toBe(false); // so nothing is taken for deleted
    expect((await person(5)).position).toBe('Early Change'); // the first chunk was merged
    expect((await person(1100)).position).toBe('Buyer'); // the third was not
    expect((await app.call('contacts.list', {})).total).toBe(COUNT);

    const status = await app.call('sync.now', {});
    expect(status.lastError).toBeNull();
    expect((await person(1100)).position).toBe('Late Change');
  });

  it('reads every link when it reads them a slice at a time, local-only contacts left out', async () => {
    await app.call('contacts.create', { name: 'Only Here' }); // not on the service yet: no link
    const store = app.core.store;
    const all = new Map(store.raw<{ remote_id: string; id: string }>('SELECT remote_id, id FROM contacts WHERE remote_id IS NOT NULL').map((r) => [r.remote_id, r.id]));
    expect(all.size).toBe(COUNT);
    for (const slice of [7, 600, COUNT, COUNT + 1]) expect((await linkedContacts(store, slice)).ids).toEqual(all);
  });
});
