// What editing or discarding a refused change of a contact's fields (create, edit, pipeline
// move) does to the contact here. The app must end up showing what the service will hold once
// the contact's other queued changes are sent: a field a newer change sets keeps that change's
// value, and notes queued after it stay appended.
import { contactRow } from '../../db/queries/contacts';
import { nowIso } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { fieldsSetBy, notesFor, openNeighbours, valueWithout, withNotes } from './later-ops';
import { OpError, fieldList, supersededError } from './op-error';
import { payloadOf } from './outbox-ops';
import { baseOf, sameValue, toColumns, type Snapshot } from './snapshot';

const fieldKinds = new Set(['contact.create', 'contact.update', 'contact.pipeline']);

export const changesFields = (op: OutboxRow) => fieldKinds.has(op.kind);

/** A payload as contact fields (a pipeline move names its field stateId). */
function asFields(op: OutboxRow, payload: Record<string, unknown>): Record<string, unknown> {
  return op.kind === 'contact.pipeline' ? { pipelineStateId: payload.stateId ?? null } : payload;
}

function writeFields(store: Store, contactId: string, values: Record<string, unknown>): void {
  if (!Object.keys(values).length) return;
  store.run(store.db.updateTable('contacts').set({ ...toColumns(values as Partial<Snapshot>), updated_at: nowIso() }).where('id', '=', contactId));
}

/**
 * Writes an edited change's values to the contact and answers the payload to send. An edit
 * leaves a field a newer queued change sets to that change; typing another value there would
 * not last, so it is refused.
 */
export function applyContactOpEdit(store: Store, op: OutboxRow, next: Record<string, unknown>): Record<string, unknown> {
  const neighbours = openNeighbours(store, op);
  const setLater = fieldsSetBy(neighbours.after);
  const before = asFields(op, payloadOf(op));
  const wanted = asFields(op, next);
  const overridden = Object.keys(wanted).filter((f) => setLater.has(f) && !sameValue(wanted[f], before[f]));
  if (overridden.length) {
    throw new OpError('conflict', `A newer change of ${fieldList(overridden)} is queued after this one and would replace what you typed: edit the contact itself instead.`);
  }
  // A create names every field of the new contact (later edits of it follow it anyway); an edit
  // or a move sends only what no newer change sets.
  const kept = Object.keys(wanted).filter((f) => !setLater.has(f));
  if (op.kind !== 'contact.create' && !kept.length) throw supersededError(Object.keys(wanted));
  const local: Record<string, unknown> = {};
  for (const field of kept) local[field] = withNotes(wanted[field], notesFor(neighbours.after, field));
  if (op.kind === 'contact.update') {
    // A field the edit no longer sends goes back to what it will be without this change.
    const row = contactRow(store, op.contact_id);
    const base = (row && baseOf(row)) ?? {};
    for (const field of Object.keys(before)) {
      if (field in wanted || setLater.has(field)) continue;
      const value = valueWithout(field, neighbours, base);
      if (value !== undefined) local[field] = value;
    }
  }
  writeFields(store, op.contact_id, local);
  return op.kind === 'contact.update' ? Object.fromEntries(kept.map((f) => [f, next[f]])) : next;
}

/**
 * Puts back what a discarded edit or pipeline move changed, field by field, to what the field
 * will hold without it — except fields a newer queued change sets: they keep its value.
 */
export function revertContactOp(store: Store, op: OutboxRow): void {
  const row = contactRow(store, op.contact_id);
  if (!row) return;
  const neighbours = openNeighbours(store, op);
  const setLater = fieldsSetBy(neighbours.after);
  const base = baseOf(row) ?? {};
  const revert: Record<string, unknown> = {};
  for (const field of Object.keys(asFields(op, payloadOf(op)))) {
    if (setLater.has(field)) continue;
    const value = valueWithout(field, neighbours, base);
    if (value !== undefined) revert[field] = value;
  }
  writeFields(store, op.contact_id, revert);
}
