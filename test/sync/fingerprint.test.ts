// A later sync merges only the contacts the service changed (migration 0006): a contact whose
// copy on the service is the one it was last merged from, untouched here since, is skipped.
// What a user relies on: every change on the service still comes in (also a change back to an
// earlier value), every edit made here still goes out, and a conflict is merged until it
// settles — while a pass with nothing changed does not merge the address book again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/open';
import { storeNewRemoteContacts } from '../../main/sync/apply';
import { remoteFingerprint } from '../../main/sync/fingerprint';
import { parsePage } from '../../main/sync/parse';
import { StateMap } from '../../main/sync/pipeline-states';
import { FULL_ROW_COLUMNS } from '../../main/sync/snapshot';
import { tempFolder } from '../helpers/temp';
import { startTestApp, type TestApp } from './helpers/app';
import { seedContacts, startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
const COUNT = 40;
let remoteIds: string[] = [];

beforeAll(async () => {
  service = await startTestService();
  remoteIds = await seedContacts(service, COUNT, (i) => ({ name: `Print Person ${i}`, emails: [`print${i}@example.com`], company: 'Printco', position: 'Buyer', creationSource: null }));
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
  expect((await app.call('sync.now', {})).lastError).toBeNull(); // stores them, with their digests
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

const localId = (i: number) => app.core.store.raw<{ id: string }>('SELECT id FROM contacts WHERE remote_id = ?', remoteIds[i])[0]!.id;
const person = (i: number) => app.call('contacts.get', { id: localId(i) });
const digestOf = (i: number) => app.core.store.raw<{ fp: string | null }>('SELECT remote_fp AS fp FROM contacts WHERE remote_id = ?', remoteIds[i])[0]!.fp;

/** Runs a pass; answers how many contacts it merged (the merge's progress total; 0 when none). */
async function passMerging(): Promise<number> {
  let merged = 0;
  const unsubscribe = app.core.events.subscribe((event, payload) => {
    const { phase, progress } = payload as { phase: string; progress: { total: number } | null };
    if (event === 'sync.status' && phase === 'merging' && progress) merged = progress.total;
  });
  try {
    expect((await app.call('sync.now', {})).lastError).toBeNull();
  } finally {
    unsubscribe();
  }
  return merged;
}

describe('a later pull', () => {
  const withDigest = () => app.core.store.raw<{ n: number }>('SELECT count(*) AS n FROM contacts WHERE remote_fp IS NOT NULL')[0]!.n;

  it('merges none of the contacts the first sync stored when nothing changed', async () => {
    expect(withDigest()).toBe(COUNT);
    expect(await passMerging()).toBe(0);
    expect((await app.call('contacts.list', {})).total).toBe(COUNT);
  });

  it('merges every contact that has no digest (as after an upgrade) and records one for each', async () => {
    app.core.store.sqlite.exec('UPDATE contacts SET remote_fp = NULL');
    expect(await passMerging()).toBe(COUNT);
    expect(withDigest()).toBe(COUNT);
    expect(await passMerging()).toBe(0);
  });

  it('merges only the contacts the service changed, and takes their changes', async () => {
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[3]}`, { company: 'Changed Co' });
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[30]}`, { position: 'Changed Lead' });
    expect(await passMerging()).toBe(2);
    expect((await person(3)).company).toBe('Changed Co');
    expect((await person(30)).position).toBe('Changed Lead');
    expect((await person(4)).company).toBe('Printco');
  });

  it('follows the service back to an earlier value', async () => {
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[5]}`, { company: 'Interim Co' });
    expect(await passMerging()).toBe(1);
    expect((await person(5)).company).toBe('Interim Co');
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[5]}`, { company: 'Printco' });
    expect(await passMerging()).toBe(1);
    expect((await person(5)).company).toBe('Printco');
    expect(await passMerging()).toBe(0);
  });

  it('merges a contact edited here, sends the edit, and skips it again once both sides agree', async () => {
    await app.call('contacts.update', { id: localId(7), patch: { position: 'Local Lead' } });
    expect(digestOf(7)).toBeNull(); // the edit cleared it
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[7]}`, { company: 'Their Co' }); // another field, meanwhile
    const status = await app.drain();
    expect(status.pending).toBe(0);
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    expect(await person(7)).toMatchObject({ position: 'Local Lead', company: 'Their Co' });
    const onService = (await service.api.allContacts()).find((c) => c.id === remoteIds[7]);
    expect(onService).toMatchObject({ position: 'Local Lead', company: 'Their Co' });
    await passMerging(); // the service's copy is now the one the base was built from: its digest is recorded
    expect(digestOf(7)).not.toBeNull();
    expect(await passMerging()).toBe(0);
  });

  it('merges a contact with a conflict on every pass until it settles', async () => {
    await app.call('contacts.update', { id: localId(9), patch: { name: 'Mine Name' } });
    await service.api.ok('PATCH', `/api/contacts/${remoteIds[9]}`, { name: 'Their Name' });
    expect(await passMerging()).toBe(1);
    const conflicts = await app.call('sync.conflicts', {});
    expect(conflicts.map((c) => [c.field, c.mine, c.theirs])).toEqual([['name', 'Mine Name', 'Their Name']]);
    expect(digestOf(9)).toBeNull();
    expect(await passMerging()).toBe(1); // the service did not change it, but the conflict is open

    await service.api.ok('PATCH', `/api/contacts/${remoteIds[9]}`, { name: 'Mine Name' }); // settled on the service
    expect(await passMerging()).toBe(1);
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    expect((await person(9)).name).toBe('Mine Name');
    const status = await app.drain();
    expect(status.pending).toBe(0);
    expect(status.conflicts).toBe(0);
  });
});

describe('the digest', () => {
  const member = (fields: Record<string, unknown>) => parsePage({ 'hydra:member': [fields], 'hydra:totalItems': 1 }).contacts[0]!;

  it('is the same for the same copy however the service orders its keys, and differs for any changed field', () => {
    const one = member({ id: 'c1', name: 'Ada', company: 'Engines', emails: ['ada@example.com'], tags: ['math'] });
    const reordered = member({ tags: ['math'], emails: ['ada@example.com'], company: 'Engines', name: 'Ada', id: 'c1' });
    expect(remoteFingerprint(reordered)).toBe(remoteFingerprint(one));
    for (const change of [{ name: 'Ada L' }, { company: null }, { emails: ['ada@example.org'] }, { tags: [] }, { id: 'c2' }, { position: 'Analyst' }]) {
      expect(remoteFingerprint(member({ id: 'c1', name: 'Ada', company: 'Engines', emails: ['ada@example.com'], tags: ['math'], ...change }))).not.toBe(remoteFingerprint(one));
    }
  });

  it('is cleared by any write of a synced column, the base or the link that does not set a new one', async () => {
    const folder = tempFolder();
    const store = await openStore(`${folder.path}/store.sqlite`);
    try {
      const [id] = store.transaction(() => storeNewRemoteContacts(store, [member({ id: 'r1', name: 'Ada' })], new StateMap(store).resolve));
      const digest = () => store.raw<{ fp: string | null }>('SELECT remote_fp AS fp FROM contacts WHERE id = ?', id)[0]!.fp;
      const write = (sql: string, ...values: unknown[]) => store.sqlite.prepare(sql).run(...values);
      const setDigest = () => write('UPDATE contacts SET remote_fp = ? WHERE id = ?', 'd1', id);

      // The trigger watches every synced column (a column added later needs a migration that widens it).
      const sql = store.raw<{ sql: string }>(`SELECT sql FROM sqlite_master WHERE name = 'contacts_remote_fp_cleared'`)[0]!.sql;
      const watched = /UPDATE OF ([\w, ]+) ON contacts/.exec(sql)![1]!.split(',').map((c) => c.trim());
      expect([...watched].sort()).toEqual([...FULL_ROW_COLUMNS, 'base', 'remote_id'].sort());

      for (const column of watched) {
        setDigest();
        expect(digest()).toBe('d1');
        const value = column === 'name' ? 'Changed' : ['emails', 'phones', 'tags', 'company_ids'].includes(column) ? '["x"]' : column === 'remote_id' ? 'r2' : null;
        write(`UPDATE contacts SET ${column} = ? WHERE id = ?`, value, id);
        expect(digest(), column).toBeNull();
      }
      setDigest();
      write('UPDATE contacts SET updated_at = ? WHERE id = ?', '2030-01-01T00:00:00.000Z', id);
      expect(digest()).toBe('d1'); // not a synced column
      // A write that records its own digest keeps it (as the merge writes: values, base and digest).
      write('UPDATE contacts SET company = ?, base = ?, remote_fp = ? WHERE id = ?', 'New Co', '{"company":"New Co"}', 'd2', id);
      expect(digest()).toBe('d2');
    } finally {
      store.close();
      folder.remove();
    }
  });
});
