// Applying what the service says about one contact to the local store: the three-way merge,
// the new base, and the conflicts it finds. Synchronous: call inside a store transaction.
import { sql } from 'kysely';
import { newId } from '../../db/ids';
import { conflictFieldsOf, deleteConflict, hasConflicts, upsertConflict } from '../../db/queries/conflicts';
import { nowIso, parseJson } from '../../db/queries/json';
import { prepare } from '../../db/prepared';
import type { ContactsTable } from '../../db/schema';
import type { Store } from '../../db/store';
import { remoteFingerprint } from './fingerprint';
import { mergeContact, type MergeResult, type PendingExtend, type SentValues } from './merge';
import type { RemoteContact } from './parse';
import { remoteSnapshot, type StateResolver } from './remote-snapshot';
import { EDITABLE_FIELDS, FULL_ROW_COLUMNS, baseOf, fromRow, fullRowValues, isRowCopy, toColumns, type Snapshot } from './snapshot';
import { mayBeUnlinkedCreate } from './unlinked-creates';

/** What a contact's unsent changes say for a merge. */
export interface OpenEdits {
  /** Extends not yet known to be on the service, oldest first. */
  extendsOf: PendingExtend[];
  /** Fields that unsent edits (updates, pipeline moves) touch. */
  touched: Set<string>;
  /** Values that edits whose outcome is unknown or refused (they may have been applied) sent, by field. */
  sent: Map<string, unknown[]>;
  /** The values fields held when unsent updates of them were made (their ops' base), by field. */
  editedOver: Map<string, unknown[]>;
}

// Run per op on the push path and per chunk of a pull's merge: built once (db/prepared.ts).
const openEditsQuery = prepare<{ contactIds: string }>()((db, p) =>
  db
    .selectFrom('outbox')
    .select(['contact_id', 'kind', 'payload', 'state', 'base'])
    .where('contact_id', 'in', sql<string>`(select value from json_each(${p('contactIds')}))`)
    .where('state', '!=', 'done')
    .where('kind', 'in', ['contact.extend', 'contact.update', 'contact.pipeline'])
    .orderBy('seq'),
);
// The first pass after a contact's digest can be recorded writes only that, for every contact.
const recordFingerprint = prepare<{ id: string; fingerprint: string | null }>()((db, p) =>
  db.updateTable('contacts').set({ remote_fp: p('fingerprint') }).where('id', '=', p('id')),
);

/** The open edits of each of these contacts that has any, in one query. */
export function openEditsByContact(store: Store, contactIds: readonly string[]): Map<string, OpenEdits> {
  const map = new Map<string, OpenEdits>();
  for (const row of store.all(openEditsQuery.with({ contactIds: JSON.stringify(contactIds) }))) {
    let edits = map.get(row.contact_id);
    if (!edits) map.set(row.contact_id, (edits = { extendsOf: [], touched: new Set(), sent: new Map(), editedOver: new Map() }));
    const payload = parseJson<Record<string, unknown>>(row.payload, {});
    // Sent at least once and not known to be done: the service may hold these values. A pending
    // edit's payload is not what went out (new edits join it, under a new key), so not it.
    const sent = row.state !== 'pending' ? edits.sent : null;
    if (row.kind === 'contact.pipeline') {
      edits.touched.add('pipelineStateId');
      if (sent) addSent(sent, 'pipelineStateId', payload.stateId ?? null);
    } else if (row.kind === 'contact.update') {
      const base = parseJson<Record<string, unknown>>(row.base, {});
      for (const field of Object.keys(payload)) {
        edits.touched.add(field);
        if (sent) addSent(sent, field, payload[field]);
        if (field in base) addSent(edits.editedOver, field, base[field]);
      }
    } else if (typeof payload.text === 'string' && payload.text) {
      edits.extendsOf.push({ field: payload.field === 'meetingContext' ? 'meetingContext' : 'additionalInfo', text: payload.text });
    }
  }
  return map;
}

function addSent(sent: Map<string, unknown[]>, field: string, value: unknown): void {
  const values = sent.get(field);
  if (values) values.push(value);
  else sent.set(field, [value]);
}

/** The open edits of one contact. */
export function openEditsOf(store: Store, contactId: string): OpenEdits {
  return openEditsByContact(store, [contactId]).get(contactId) ?? { extendsOf: [], touched: new Set(), sent: new Map(), editedOver: new Map() };
}

export interface ApplyOptions {
  resolveState: StateResolver;
  /** Field values the service just accepted from us: they are the base now. */
  accepted?: Partial<Snapshot>;
  extendsOf?: PendingExtend[];
  touched?: ReadonlySet<string>;
  sent?: SentValues;
  editedOver?: SentValues;
  /** Whether the contact has open conflicts (looked up when not given). */
  conflicted?: boolean;
  /** remoteFingerprint(remote), from a pull: recorded when the merge leaves no conflict (0006). */
  fingerprint?: string;
  /** Told the merge's outcome (a link of a new contact sends what only the app holds: link-creates.ts). */
  onMerged?: (result: MergeResult) => void;
}

/** Merges a remote contact into its local row. Answers whether local data changed. */
export function applyRemoteContact(store: Store, row: ContactsTable, remote: RemoteContact, options: ApplyOptions): boolean {
  const local = fromRow(row);
  const storedBase = baseOf(row, local);
  const base = storedBase || options.accepted ? { ...(storedBase ?? {}), ...(options.accepted ?? {}) } : null;
  const remoteSnap = remoteSnapshot(remote, base, options.resolveState);
  let { extendsOf: pendingExtends, touched, sent, editedOver } = options;
  if (!pendingExtends || !touched || !sent || !editedOver) {
    const open = openEditsOf(store, row.id);
    pendingExtends ??= open.extendsOf;
    touched ??= open.touched;
    sent ??= open.sent;
    editedOver ??= open.editedOver;
  }
  const conflicted = options.conflicted ?? hasConflicts(store, row.id);
  // A field the user was shown a conflict on, and has not chosen for, is changed here whatever it
  // holds now. A field cleared here before the contact was linked to a teammate's (link-creates.ts)
  // holds the empty base itself: read as unchanged, the next merge took the service's value and
  // the conflict was gone without the user's choice.
  if (conflicted) touched = new Set([...touched, ...conflictFieldsOf(store, row.id)]);
  const result = mergeContact({ base, local, remote: remoteSnap, pendingExtends, touched, sent, editedOver });
  options.onMerged?.(result);

  const localChanged = Object.keys(result.local).length > 0;
  const set: Partial<ContactsTable> = { ...toColumns(result.local) };
  // A NULL base stays NULL while the row is still the service's copy (a pull that changes
  // nothing writes nothing). When the row changes the base is written out, so the trigger that
  // keeps a NULL base on local edits (migration 0005) leaves this sync write alone.
  const stillCopy = row.base === null && row.remote_id !== null && !localChanged && isRowCopy(result.base, local);
  if (!stillCopy) {
    const newBase = JSON.stringify(result.base);
    if (localChanged || newBase !== row.base) set.base = newBase;
  }
  if (row.remote_id !== remote.id) set.remote_id = remote.id;
  if (localChanged) set.updated_at = nowIso();
  let fingerprint = row.remote_fp;
  if (options.fingerprint !== undefined) fingerprint = result.conflicts.length ? null : options.fingerprint;
  if (Object.keys(set).length) {
    // In the same statement, so the trigger of 0006 leaves the new digest alone.
    if (fingerprint !== row.remote_fp) set.remote_fp = fingerprint;
    store.run(store.db.updateTable('contacts').set(set).where('id', '=', row.id));
  } else if (fingerprint !== row.remote_fp) {
    store.run(recordFingerprint.with({ id: row.id, fingerprint }));
  }

  if (conflicted) {
    for (const field of result.settled) deleteConflict(store, row.id, field);
    // The service is back at the base: its value the user was offered is gone (a state it then
    // removed, say), and what is left is the local change, sent as any other.
    for (const field of result.localOnly) deleteConflict(store, row.id, field);
    deleteConflict(store, row.id, 'deleted');
  }
  for (const c of result.conflicts) upsertConflict(store, { contactId: row.id, field: c.field, mine: c.mine, theirs: c.theirs, base: c.base });
  return localChanged || result.conflicts.length > 0;
}

/** A contact the app has never seen, as the service has it: every field, defaults filled in. */
function fullSnapshot(remote: RemoteContact, resolveState: StateResolver): Snapshot {
  const s = remoteSnapshot(remote, null, resolveState);
  return {
    name: s.name ?? remote.name,
    emails: s.emails ?? [],
    phones: s.phones ?? [],
    company: s.company ?? null,
    position: s.position ?? null,
    address: s.address ?? null,
    website: s.website ?? null,
    socialUrl: s.socialUrl ?? null,
    additionalInfo: s.additionalInfo ?? null,
    meetingContext: s.meetingContext ?? null,
    pipelineStateId: s.pipelineStateId ?? null,
    status: s.status ?? null,
    creationSource: s.creationSource ?? null,
    tags: s.tags ?? [],
    lastContactAt: s.lastContactAt ?? null,
    companyId: s.companyId ?? null,
    companyIds: s.companyIds ?? [],
  };
}

const INSERT_COLUMNS = ['id', 'remote_id', ...FULL_ROW_COLUMNS, 'base', 'remote_fp', 'created_at', 'updated_at'] as const satisfies readonly (keyof ContactsTable)[];

/** The INSERT's values (INSERT_COLUMNS order) for a contact the app has never seen. */
function newRow(remote: RemoteContact, resolveState: StateResolver, now: string, id = newId()): unknown[] {
  const full = fullSnapshot(remote, resolveState);
  // Base NULL: the row is the service's copy (migration 0005), not written out twice. Its digest
  // is recorded now (0006), so the next pull does not merge it again only to record it: ~4 µs
  // per contact here instead of a write of every row in that pass.
  return [id, remote.id, ...fullRowValues(full), null, remoteFingerprint(remote), now, now];
}

/** A contact the app has never seen: inserted as the service has it (under `id` when the caller chose it). */
export function insertRemoteContact(store: Store, remote: RemoteContact, resolveState: StateResolver, id?: string): string {
  const values = newRow(remote, resolveState, nowIso(), id);
  insertStatements(store).insert.run(values);
  return values[0] as string;
}

/**
 * A contact an online action (a wizard confirm) gives the user, found already stored: it may be
 * a pull's copy of the service's, which that pull takes out again if its listing then fails.
 * Its base, NULL while the row is only that copy (migration 0005), is written out: the row is
 * then no longer the pass's alone, and stays (pull.ts).
 */
export function keepStoredContact(store: Store, contactId: string): void {
  const row = store.first(store.db.selectFrom('contacts').selectAll().where('id', '=', contactId).where('base', 'is', null));
  if (row?.remote_id) store.run(store.db.updateTable('contacts').set({ base: JSON.stringify(fromRow(row)) }).where('id', '=', contactId));
}

/**
 * Contacts new to the app, as a pull stores them: a contact whose remote id is here already
 * (linked meanwhile) is skipped, and so is one that may be our own create, not yet linked (it is
 * linked when the create is settled, or stored by a later pull). Answers the ids of those stored.
 */
export function storeNewRemoteContacts(
  store: Store,
  remotes: RemoteContact[],
  resolveState: StateResolver,
  heldBack: ((remote: RemoteContact) => boolean) | null = mayBeUnlinkedCreate(store),
): string[] {
  const ids: string[] = [];
  const { insertIfNew } = insertStatements(store);
  const now = nowIso();
  for (const remote of remotes) {
    if (heldBack?.(remote)) continue;
    const values = newRow(remote, resolveState, now);
    if (insertIfNew.run(values).changes) ids.push(values[0] as string);
  }
  return ids;
}

// A pull inserts thousands of rows: statements prepared once, not a build per row.
type Statement = ReturnType<Store['sqlite']['prepare']>;
const statements = new WeakMap<Store, { insert: Statement; insertIfNew: Statement }>();
function insertStatements(store: Store) {
  let prepared = statements.get(store);
  if (!prepared) {
    const insert = `INSERT INTO contacts (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map(() => '?').join(', ')})`;
    prepared = { insert: store.sqlite.prepare(insert), insertIfNew: store.sqlite.prepare(`${insert} ON CONFLICT (remote_id) DO NOTHING`) };
    statements.set(store, prepared);
  }
  return prepared;
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
