// Pull: the service's pipeline states and full contact listing, merged into the local store.
// Everything is fetched and validated first and applied in one transaction, so a malformed
// page fails the pass and changes nothing locally. Remote deletions are applied only after a
// complete pass (totalItems steady) and a 404 for the missing contact; a contact with local
// changes is never removed silently: that is a conflict.
import { upsertConflict } from '../../db/queries/conflicts';
import type { ContactsTable } from '../../db/schema';
import type { Store } from '../../db/store';
import { applyRemoteContact, insertRemoteContact, pendingExtendsByContact } from './apply';
import type { RemoteClient } from './client';
import { listAll } from './listing';
import { StateMap } from './pipeline-states';
import { forEachLimited } from './pool';

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

export async function pull(deps: PullDeps): Promise<PullResult> {
  const { store, client } = deps;
  const remoteStates = await client.pipelineStates();
  const listing = await listAll(client, deps.concurrency, deps.onProgress);

  const result: PullResult = { changed: false, statesChanged: false, inserted: 0, deleted: 0, complete: listing.complete };
  const missing: ContactsTable[] = [];
  store.transaction(() => {
    const states = new StateMap(store);
    if (remoteStates) states.apply(remoteStates);
    const rows = store.all(store.db.selectFrom('contacts').selectAll().where('remote_id', 'is not', null));
    const byRemote = new Map(rows.map((r) => [r.remote_id!, r]));
    const extendsMap = pendingExtendsByContact(store);
    for (const remote of listing.contacts) {
      const row = byRemote.get(remote.id);
      if (row) {
        byRemote.delete(remote.id);
        if (applyRemoteContact(store, row, remote, { resolveState: states.resolve, extendsOf: extendsMap.get(row.id) ?? [] })) result.changed = true;
      } else {
        insertRemoteContact(store, remote, states.resolve);
        result.inserted++;
        result.changed = true;
      }
    }
    missing.push(...byRemote.values());
    result.statesChanged = states.changed;
  });
  if (!listing.complete || missing.length === 0) return result;

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
