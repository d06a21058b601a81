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

/** Fields that unsent edits (updates, pipeline moves) touch, per contact. */
export function touchedFieldsByContact(store: Store, contactId?: string): Map<string, Set<string>> {
  let query = store.db
    .selectFrom('outbox')
    .select(['contact_id', 'kind', 'payload'])
    .where('kind', 'in', ['contact.update', 'contact.pipeline'])
    .where('state', '!=', 'done');
  if (contactId) query = query.where('contact_id', '=', contactId);
  const map = new Map<string, Set<string>>();
  for (const row of store.all(query)) {
    const set = map.get(row.contact_id) ?? new Set<string>();
    if (row.kind === 'contact.pipeline') set.add('pipelineStateId');
    else for (const field of Object.keys(parseJson<Record<string, unknown>>(row.payload, {}))) set.add(field);
    map.set(row.contact_id, set);
  }
  return map;
}

/** Both of the above for one contact, in one query (the push path runs this per op). */
export function openEditsOf(store: Store, contactId: string): { extendsOf: PendingExtend[]; touched: Set<string> } {
  const rows = store.all(
    store.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('contact_id', '=', contactId)
      .where('state', '!=', 'done')
      .where('kind', 'in', ['contact.extend', 'contact.update', 'contact.pipeline'])
      .orderBy('seq'),
  );
  const extendsOf: PendingExtend[] = [];
  const touched = new Set<string>();
  for (const row of rows) {
    const payload = parseJson<Record<string, unknown>>(row.payload, {});
    if (row.kind === 'contact.pipeline') touched.add('pipelineStateId');
    else if (row.kind === 'contact.update') for (const field of Object.keys(payload)) touched.add(field);
    else if (typeof payload.text === 'string' && payload.text) {
      extendsOf.push({ field: payload.field === 'meetingContext' ? 'meetingContext' : 'additionalInfo', text: payload.text });
    }
  }
  return { extendsOf, touched };
}

function hasConflicts(store: Store, contactId: string): boolean {
  return Boolean(store.first(store.db.selectFrom('sync_conflicts').select('field').where('contact_id', '=', contactId).limit(1)));
}

export interface ApplyOptions {
  resolveState: StateResolver;
  /** Field values the service just accepted from us: they are the base now. */
  accepted?: Partial<Snapshot>;
  extendsOf?: PendingExtend[];
  touched?: ReadonlySet<string>;
  /** Whether the contact has open conflicts (looked up when not given). */
  conflicted?: boolean;
}

/** Merges a remote contact into its local row. Answers whether local data changed. */
export function applyRemoteContact(store: Store, row: ContactsTable, remote: RemoteContact, options: ApplyOptions): boolean {
  const storedBase = parseBase(row.base);
  const base = storedBase || options.accepted ? { ...(storedBase ?? {}), ...(options.accepted ?? {}) } : null;
  const local = fromRow(row);
  const remoteSnap = remoteSnapshot(remote, base, options.resolveState);
  let pendingExtends = options.extendsOf;
  let touched = options.touched;
  if (!pendingExtends || !touched) ({ extendsOf: pendingExtends, touched } = openEditsOf(store, row.id));
  const result = mergeContact({ base, local, remote: remoteSnap, pendingExtends, touched });

  const localChanged = Object.keys(result.local).length > 0;
  const newBase = JSON.stringify(result.base);
  const set: Partial<ContactsTable> = { ...toColumns(result.local) };
  if (newBase !== row.base) set.base = newBase;
  if (row.remote_id !== remote.id) set.remote_id = remote.id;
  if (localChanged) set.updated_at = nowIso();
  if (Object.keys(set).length) store.run(store.db.updateTable('contacts').set(set).where('id', '=', row.id));

  if (options.conflicted ?? hasConflicts(store, row.id)) {
    for (const field of result.settled) deleteConflict(store, row.id, field);
    deleteConflict(store, row.id, 'deleted');
  }
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
  const row = { id, remote_id: remote.id, ...toColumns(full), base: JSON.stringify(full), created_at: now, updated_at: now } as ContactsTable;
  // A first sync inserts thousands of rows: one statement prepared once, not a build per row.
  insertStatement(store).run(INSERT_COLUMNS.map((c) => row[c] ?? null));
  return id;
}

const INSERT_COLUMNS = [
  'id', 'remote_id', 'name', 'position', 'email', 'phone', 'emails', 'phones', 'website', 'address', 'social_url', 'status',
  'creation_source', 'tags', 'additional_info', 'meeting_context', 'last_contact_at', 'pipeline_state_id', 'company',
  'company_id', 'company_ids', 'base', 'created_at', 'updated_at',
] as const satisfies readonly (keyof ContactsTable)[];

const insertStatements = new WeakMap<Store, ReturnType<Store['sqlite']['prepare']>>();
function insertStatement(store: Store) {
  let statement = insertStatements.get(store);
  if (!statement) {
    statement = store.sqlite.prepare(`INSERT INTO contacts (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map(() => '?').join(', ')})`);
    insertStatements.set(store, statement);
  }
  return statement;
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
