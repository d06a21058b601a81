// Pull: the service's pipeline states and full contact listing, merged into the local store.
// Every page is validated as it arrives; new contacts are inserted in batches (taken out
// again if a later page fails) and known ones merged in one transaction once the listing is
// complete, so a malformed page fails the pass and changes nothing locally. Remote deletions are applied only after a
// complete pass (totalItems steady) and a 404 for the missing contact; a contact with local
// changes is never removed silently: that is a conflict.
import { contactsWithConflicts, upsertConflict } from '../../db/queries/conflicts';
import type { ContactsTable } from '../../db/schema';
import type { Store } from '../../db/store';
import { applyRemoteContact, insertRemoteContact, pendingExtendsByContact, touchedFieldsByContact } from './apply';
import type { RemoteClient } from './client';
import { beginBulkIndex } from './bulk-index';
import { listAll } from './listing';
import type { RemoteContact } from './parse';
import { StateMap } from './pipeline-states';
import { forEachLimited } from './pool';

const INSERT_BATCH = 1000;
/** Below this many contacts here, a pull counts as a first sync (bulk insert and index). */
const BULK_BELOW = 1000;

export interface PullResult {
  changed: boolean;
  statesChanged: boolean;
  inserted: number;
  deleted: number;
  complete: boolean;
}

export interface PullDeps {
  store: Store;
  client: RemoteClient;
  concurrency: number;
  onProgress: (done: number, total: number) => void;
}

function hasOpenOps(store: Store, contactId: string): boolean {
  return Boolean(
    store.first(store.db.selectFrom('outbox').select('id').where('contact_id', '=', contactId).where('state', '!=', 'done').limit(1)),
  );
}

const LINKED_SERVICE = 'linkedService';

/** Records which service the remote ids belong to (the first one synced); answers whether it is this one. */
function sameService(store: Store, baseUrl: string): boolean {
  const row = store.first(store.db.selectFrom('sync_state').select('value').where('key', '=', LINKED_SERVICE));
  if (!row) {
    store.run(store.db.insertInto('sync_state').values({ key: LINKED_SERVICE, value: JSON.stringify(baseUrl) }));
    return true;
  }
  return JSON.parse(row.value) === baseUrl;
}

export async function pull(deps: PullDeps): Promise<PullResult> {
  const { store, client } = deps;
  const remoteStates = await client.pipelineStates();
  const result: PullResult = { changed: false, statesChanged: false, inserted: 0, deleted: 0, complete: false };
  if (remoteStates) {
    store.transaction(() => {
      const states = new StateMap(store);
      states.apply(remoteStates);
      result.statesChanged = states.changed;
    });
  }

  // Contacts new to the app are inserted in batches as the listing arrives; if the listing then
  // fails, they are taken out again, so a failed pass changes nothing. Known contacts are
  // merged at the end, at once.
  const known = new Set(store.all(store.db.selectFrom('contacts').select('remote_id').where('remote_id', 'is not', null)).map((r) => r.remote_id!));
  const insertedIds: string[] = [];
  let buffer: RemoteContact[] = [];
  const insertAll = (batch: RemoteContact[]) => {
    const states = new StateMap(store);
    for (const remote of batch) {
      if (store.first(store.db.selectFrom('contacts').select('id').where('remote_id', '=', remote.id))) continue;
      insertedIds.push(insertRemoteContact(store, remote, states.resolve));
    }
    if (states.changed) result.statesChanged = true;
  };
  // Fewer, larger transactions: the search index is far cheaper to build in big batches.
  const flush = () => {
    const batch = buffer;
    buffer = [];
    if (batch.length) store.transaction(() => insertAll(batch));
  };
  // A first sync (few contacts here yet) keeps everything for one transaction at the end, where
  // the search index is filled in bulk; later syncs insert as pages arrive.
  const firstSync = known.size < BULK_BELOW;
  let listing;
  try {
    listing = await listAll(client, deps.concurrency, deps.onProgress, (contacts) => {
      for (const c of contacts) if (!known.has(c.id)) buffer.push(c);
      if (!firstSync && buffer.length >= INSERT_BATCH) flush();
    });
    if (firstSync && buffer.length >= BULK_BELOW) {
      const batch = buffer;
      buffer = [];
      store.transaction(() => {
        const bulk = beginBulkIndex(store);
        insertAll(batch);
        bulk?.finish();
      });
    }
    flush();
  } catch (error) {
    buffer = [];
    store.transaction(() => {
      for (const id of insertedIds) {
        const used = store.first(store.db.selectFrom('outbox').select('id').where('contact_id', '=', id).limit(1));
        if (!used) store.run(store.db.deleteFrom('contacts').where('id', '=', id));
      }
    });
    throw error;
  }
  result.complete = listing.complete;
  result.inserted = insertedIds.length;
  if (insertedIds.length) result.changed = true;

  const missing: ContactsTable[] = [];
  store.transaction(() => {
    const states = new StateMap(store);
    const rows = store.all(store.db.selectFrom('contacts').selectAll().where('remote_id', 'is not', null));
    const byRemote = new Map(rows.map((r) => [r.remote_id!, r]));
    const extendsMap = pendingExtendsByContact(store);
    const touchedMap = touchedFieldsByContact(store);
    const conflicted = contactsWithConflicts(store);
    const inserted = new Set(insertedIds);
    for (const remote of listing.contacts) {
      const row = byRemote.get(remote.id);
      if (!row) continue; // taken out meanwhile (resolved as deleted)
      byRemote.delete(remote.id);
      if (inserted.has(row.id) && row.base !== null && !conflicted.has(row.id)) {
        // Inserted during this pass: merge only if the user touched it since.
        if (!extendsMap.has(row.id) && !touchedMap.has(row.id)) continue;
      }
      const options = { resolveState: states.resolve, extendsOf: extendsMap.get(row.id) ?? [], touched: touchedMap.get(row.id) ?? new Set<string>(), conflicted: conflicted.has(row.id) };
      if (applyRemoteContact(store, row, remote, options)) result.changed = true;
    }
    missing.push(...byRemote.values());
    if (states.changed) result.statesChanged = true;
  });
  if (!listing.complete || missing.length === 0) return result;
  // Contacts linked to one service are not "deleted" because the app now talks to another.
  if (!sameService(store, client.baseUrl)) return result;

  // Missing from a complete listing: confirm each is really gone before touching it.
  const gone: ContactsTable[] = [];
  await forEachLimited(missing, deps.concurrency, async (row) => {
    const remote = await client.getContact(row.remote_id!);
    if (remote === null) gone.push(row);
    else
      store.transaction(() => {
        const current = store.first(store.db.selectFrom('contacts').selectAll().where('id', '=', row.id));
        if (current && applyRemoteContact(store, current, remote, { resolveState: new StateMap(store).resolve })) result.changed = true;
      });
  });
  store.transaction(() => {
    for (const row of gone) {
      if (hasOpenOps(store, row.id)) {
        upsertConflict(store, { contactId: row.id, field: 'deleted', mine: row.name, theirs: null, base: row.name });
      } else {
        store.run(store.db.deleteFrom('outbox').where('contact_id', '=', row.id));
        store.run(store.db.deleteFrom('contacts').where('id', '=', row.id));
        result.deleted++;
      }
      result.changed = true;
    }
  });
  return result;
}
