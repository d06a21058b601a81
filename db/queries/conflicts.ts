// Sync conflicts: one row per contact and field that both sides changed since the last sync
// (or 'deleted' for a contact the service removed while it had local changes).
import { prepare } from '../prepared';
import type { Store } from '../store';
import { nowIso, parseJson } from './json';

export interface ConflictRow {
  contactId: string;
  contactName: string;
  field: string;
  mine: unknown;
  theirs: unknown;
  base: unknown;
  detectedAt: string;
}

/** Records (or refreshes) a conflict; the first detection time is kept. */
export function upsertConflict(store: Store, c: { contactId: string; field: string; mine: unknown; theirs: unknown; base: unknown }): void {
  const values = {
    mine: JSON.stringify(c.mine ?? null),
    theirs: JSON.stringify(c.theirs ?? null),
    base: JSON.stringify(c.base ?? null),
  };
  store.run(
    store.db
      .insertInto('sync_conflicts')
      .values({ contact_id: c.contactId, field: c.field, ...values, detected_at: nowIso() })
      .onConflict((oc) => oc.columns(['contact_id', 'field']).doUpdateSet(values)),
  );
}

export function deleteConflict(store: Store, contactId: string, field: string): number {
  return store.run(store.db.deleteFrom('sync_conflicts').where('contact_id', '=', contactId).where('field', '=', field)).changes;
}

/** Every open conflict of a contact. */
export function deleteConflictsOf(store: Store, contactId: string): void {
  store.run(store.db.deleteFrom('sync_conflicts').where('contact_id', '=', contactId));
}

function selectConflicts(store: Store) {
  return store.db
    .selectFrom('sync_conflicts as s')
    .innerJoin('contacts as c', 'c.id', 's.contact_id')
    .select(['s.contact_id', 'c.name', 's.field', 's.mine', 's.theirs', 's.base', 's.detected_at']);
}

type SelectedConflict = { contact_id: string; name: string; field: string; mine: string | null; theirs: string | null; base: string | null; detected_at: string };

function toConflict(r: SelectedConflict): ConflictRow {
  return {
    contactId: r.contact_id,
    contactName: r.name,
    field: r.field,
    mine: parseJson(r.mine, null),
    theirs: parseJson(r.theirs, null),
    base: parseJson(r.base, null),
    detectedAt: r.detected_at,
  };
}

/** The oldest `limit` conflicts (a pass may leave thousands: the answer stays bounded). */
export function listConflicts(store: Store, limit: number): ConflictRow[] {
  return store.all(selectConflicts(store).orderBy('s.detected_at').orderBy('s.contact_id').orderBy('s.field').limit(limit)).map(toConflict);
}

/** One conflict by its key (the primary key), without reading the others. */
export function findConflict(store: Store, contactId: string, field: string): ConflictRow | undefined {
  const row = store.first(selectConflicts(store).where('s.contact_id', '=', contactId).where('s.field', '=', field));
  return row && toConflict(row);
}

export function countConflicts(store: Store): number {
  return Number(store.first(store.db.selectFrom('sync_conflicts').select((eb) => eb.fn.countAll<number>().as('n')))?.n ?? 0);
}

/** Contacts with at least one open conflict: their queued changes wait for the user. */
export function contactsWithConflicts(store: Store): Set<string> {
  return new Set(store.all(store.db.selectFrom('sync_conflicts').select('contact_id').distinct()).map((r) => r.contact_id));
}

// Asked before each op the push loop sends: built once (db/prepared.ts).
const anyConflictOf = prepare<{ contactId: string }>()((db, p) =>
  db.selectFrom('sync_conflicts').select('field').where('contact_id', '=', p('contactId')).limit(1),
);

/** Whether the contact has an open conflict (its queued changes wait for the user). */
export function hasConflicts(store: Store, contactId: string): boolean {
  return Boolean(store.first(anyConflictOf.with({ contactId })));
}

/** The fields of the contact with an open conflict (the user has not chosen yet). */
export function conflictFieldsOf(store: Store, contactId: string): Set<string> {
  return new Set(store.all(store.db.selectFrom('sync_conflicts').select('field').where('contact_id', '=', contactId)).map((r) => r.field));
}
