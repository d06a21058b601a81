// A contact a pull stores has no base written out: NULL means "the row is the service's copy".
// What a user relies on: an edit made afterwards is still theirs after the next sync (the old
// values became the base the moment the row changed), and the service's changes still come in.
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { openStore } from '../../db/open';
import { contactRow } from '../../db/queries/contacts';
import type { Store } from '../../db/store';
import { applyRemoteContact, storeNewRemoteContacts } from '../../main/sync/apply';
import { parsePage, type RemoteContact } from '../../main/sync/parse';
import { StateMap } from '../../main/sync/pipeline-states';
import { COLUMNS, FULL_ROW_COLUMNS, baseOf, fromRow } from '../../main/sync/snapshot';
import { tempFolder } from '../helpers/temp';

const folders: { remove: () => void }[] = [];
const stores: Store[] = [];
afterEach(() => {
  stores.splice(0).forEach((s) => s.close());
  folders.splice(0).forEach((f) => f.remove());
});

async function newStore(): Promise<Store> {
  const folder = tempFolder();
  folders.push(folder);
  const store = await openStore(`${folder.path}/store.sqlite`);
  stores.push(store);
  return store;
}

const REMOTE_ID = '0193a1b2-0000-7000-8000-000000000001';
function remote(fields: Record<string, unknown> = {}): RemoteContact {
  const member = { '@id': `/api/contacts/${REMOTE_ID}`, id: REMOTE_ID, name: 'Ada Lovelace', emails: ['ada@example.com'], phones: ['+44 20 7946 0000'], company: 'Engines Ltd', position: 'Analyst', tags: ['math'], ...fields };
  return parsePage({ 'hydra:member': [member], 'hydra:totalItems': 1 }).contacts[0]!;
}

async function pulledContact(): Promise<{ store: Store; id: string }> {
  const store = await newStore();
  const [id] = store.transaction(() => storeNewRemoteContacts(store, [remote()], new StateMap(store).resolve));
  return { store, id: id! };
}

const row = (store: Store, id: string) => contactRow(store, id)!;
const merge = (store: Store, id: string, from: RemoteContact) =>
  store.transaction(() => applyRemoteContact(store, row(store, id), from, { resolveState: new StateMap(store).resolve }));

describe('a contact stored by a pull', () => {
  it('keeps no copy of its base: the row is the base', async () => {
    const { store, id } = await pulledContact();
    expect(row(store, id).base).toBeNull();
    expect(baseOf(row(store, id))).toEqual(fromRow(row(store, id)));
    expect(baseOf(row(store, id))).toMatchObject({ name: 'Ada Lovelace', company: 'Engines Ltd', emails: ['ada@example.com'], tags: ['math'] });
  });

  it('has a trigger that watches every synced column and keeps every snapshot field', async () => {
    // A column added to the snapshot later needs a migration that widens the trigger.
    const store = await newStore();
    const { sql } = store.raw<{ sql: string }>(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'contacts_base_kept'`)[0]!;
    const watched = /UPDATE OF ([\w, ]+) ON contacts/.exec(sql)![1]!.split(',').map((c) => c.trim());
    expect([...watched].sort()).toEqual([...FULL_ROW_COLUMNS].sort());
    for (const field of Object.keys(COLUMNS)) expect(sql).toContain(`'${field}'`);
  });

  it('gets its old values as the base when any writer changes it', async () => {
    const { store, id } = await pulledContact();
    const before = fromRow(row(store, id));
    store.run(store.db.updateTable('contacts').set({ position: 'Countess' }).where('id', '=', id));
    expect(row(store, id).position).toBe('Countess');
    expect(row(store, id).base).not.toBeNull();
    expect(baseOf(row(store, id))).toEqual(before);
  });

  it('still takes an edit when a stored list cannot be read, keeping it as empty (as the app reads it)', async () => {
    const { store, id } = await pulledContact();
    store.sqlite.prepare(`UPDATE contacts SET tags = 'not json' WHERE id = ?`).run(id);
    expect(row(store, id).base).not.toBeNull(); // that write changed a synced column too
    store.sqlite.prepare(`UPDATE contacts SET base = NULL WHERE id = ?`).run(id);
    store.run(store.db.updateTable('contacts').set({ position: 'Countess' }).where('id', '=', id));
    expect(row(store, id).position).toBe('Countess');
    expect(baseOf(row(store, id))).toMatchObject({ position: 'Analyst', tags: [] });
  });

  it('keeps a base a write sets itself, and stays NULL on writes to other columns', async () => {
    const { store, id } = await pulledContact();
    store.run(store.db.updateTable('contacts').set({ updated_at: '2030-01-01T00:00:00.000Z' }).where('id', '=', id));
    expect(row(store, id).base).toBeNull();
    store.run(store.db.updateTable('contacts').set({ company: 'Mine', base: JSON.stringify({ company: 'Theirs' }) }).where('id', '=', id));
    expect(baseOf(row(store, id))).toEqual({ company: 'Theirs' });
  });

  it('is not given a base when it was never synced', async () => {
    const store = await newStore();
    const id = newId();
    const now = new Date().toISOString();
    store.run(store.db.insertInto('contacts').values({ id, name: 'Local Only', emails: '[]', phones: '[]', tags: '[]', company_ids: '[]', created_at: now, updated_at: now }));
    store.run(store.db.updateTable('contacts').set({ name: 'Still Local' }).where('id', '=', id));
    expect(row(store, id).base).toBeNull();
    expect(baseOf(row(store, id))).toBeNull();
  });

  it('writes nothing when the service still has the same copy', async () => {
    const { store, id } = await pulledContact();
    const before = row(store, id);
    expect(merge(store, id, remote())).toBe(false);
    expect(row(store, id)).toEqual(before);
  });

  it('takes the service’s change and keeps the base in step with it', async () => {
    const { store, id } = await pulledContact();
    expect(merge(store, id, remote({ company: 'Analytical Engines' }))).toBe(true);
    expect(row(store, id).company).toBe('Analytical Engines');
    expect(baseOf(row(store, id))).toEqual(fromRow(row(store, id)));
  });

  it('keeps a local edit made after the pull while the service’s own change comes in', async () => {
    const { store, id } = await pulledContact();
    store.run(store.db.updateTable('contacts').set({ position: 'Countess' }).where('id', '=', id));
    merge(store, id, remote({ company: 'Analytical Engines' }));
    expect(row(store, id)).toMatchObject({ position: 'Countess', company: 'Analytical Engines' });
    // The base is the service's copy: the local edit is still a change to send.
    expect(baseOf(row(store, id))).toMatchObject({ position: 'Analyst', company: 'Analytical Engines' });
  });
});
