// Applying what the service says about one contact to the local store: the three-way merge,
// the new base, and the conflicts it finds. Synchronous: call inside a store transaction.
import { randomUUID } from 'node:crypto';
import { deleteConflict, upsertConflict } from '../../db/queries/conflicts';
import { nowIso, parseJson } from '../../db/queries/json';
import type { ContactsTable } from '../../db/schema';
import type { Store } from '../../db/store';
import { mergeContact, type PendingExtend } from './merge';
import type { RemoteContact } from './parse';
import { remoteSnapshot, type StateResolver } from './remote-snapshot';
import { EDITABLE_FIELDS, fromRow, parseBase, toColumns, type Snapshot } from './snapshot';

/** Extends not yet known to be on the service, per contact, oldest first. */
export function pendingExtendsByContact(store: Store, contactId?: string): Map<string, PendingExtend[]> {
  let query = store.db
    .selectFrom('outbox')
    .select(['contact_id', 'payload'])
    .where('kind', '=', 'contact.extend')
    .where('state', '!=', 'done')
    .orderBy('seq');
  if (contactId) query = query.where('contact_id', '=', contactId);
  const map = new Map<string, PendingExtend[]>();
  for (const row of store.all(query)) {
    const p = parseJson<{ text?: string; field?: string }>(row.payload, {});
    if (!p.text) continue;
    const field = p.field === 'meetingContext' ? 'meetingContext' : 'additionalInfo';
    const list = map.get(row.contact_id) ?? [];
    list.push({ field, text: p.text });
    map.set(row.contact_id, list);
  }
  return map;
}

export interface ApplyOptions {
  resolveState: StateResolver;
  /** Field values the service just accepted from us: they are the base now. */
  accepted?: Partial<Snapshot>;
  extendsOf?: PendingExtend[];
}

/** Merges a remote contact into its local row. Answers whether local data changed. */
export function applyRemoteContact(store: Store, row: ContactsTable, remote: RemoteContact, options: ApplyOptions): boolean {
  const storedBase = parseBase(row.base);
  const base = storedBase || options.accepted ? { ...(storedBase ?? {}), ...(options.accepted ?? {}) } : null;
  const local = fromRow(row);
  const remoteSnap = remoteSnapshot(remote, base, options.resolveState);
  const pendingExtends = options.extendsOf ?? pendingExtendsByContact(store, row.id).get(row.id) ?? [];
  const result = mergeContact({ base, local, remote: remoteSnap, pendingExtends });

  const localChanged = Object.keys(result.local).length > 0;
  const newBase = JSON.stringify(result.base);
  const set: Partial<ContactsTable> = { ...toColumns(result.local) };
  if (newBase !== row.base) set.base = newBase;
  if (row.remote_id !== remote.id) set.remote_id = remote.id;
  if (localChanged) set.updated_at = nowIso();
  if (Object.keys(set).length) store.run(store.db.updateTable('contacts').set(set).where('id', '=', row.id));

  for (const field of result.settled) deleteConflict(store, row.id, field);
  deleteConflict(store, row.id, 'deleted');
  for (const c of result.conflicts) upsertConflict(store, { contactId: row.id, field: c.field, mine: c.mine, theirs: c.theirs, base: c.base });
  return localChanged || result.conflicts.length > 0;
}

/** A contact the app has never seen: inserted as the service has it. */
export function insertRemoteContact(store: Store, remote: RemoteContact, resolveState: StateResolver): string {
  const snap = remoteSnapshot(remote, null, resolveState);
  const full: Snapshot = {
    name: snap.name ?? remote.name,
    emails: snap.emails ?? [],
    phones: snap.phones ?? [],
    company: null,
    position: null,
    address: null,
    website: null,
    socialUrl: null,
    additionalInfo: null,
    meetingContext: null,
    pipelineStateId: null,
    status: null,
    creationSource: null,
    tags: [],
    lastContactAt: null,
    companyId: null,
    companyIds: [],
    ...snap,
  };
  const id = randomUUID();
  const now = nowIso();
  store.run(
    store.db.insertInto('contacts').values({
      id,
      remote_id: remote.id,
      ...(toColumns(full) as Omit<ContactsTable, 'id' | 'remote_id' | 'base' | 'created_at' | 'updated_at'>),
      base: JSON.stringify(full),
      created_at: now,
      updated_at: now,
    }),
  );
  return id;
}

/** The snapshot of a create we sent: what the service holds if it applied exactly that. */
export function sentSnapshot(payload: Record<string, unknown>): Partial<Snapshot> {
  const out: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    if (field === 'pipelineStateId') out[field] = null;
    else if (field === 'emails' || field === 'phones') out[field] = (payload[field] as string[] | undefined) ?? [];
    else out[field] = payload[field] ?? null;
  }
  return out as Partial<Snapshot>;
}
