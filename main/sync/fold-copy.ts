// A new contact whose create answer was lost, edited on the service before the create was
// settled so that a pull could not tell it was ours (unlinked-creates.ts), is stored a second
// time: the service's copy. The user may work on that copy meanwhile — a task, a note, an email,
// an edit. When the service's answer to the create names the copy's contact, both cards are the
// same person there: the copy is folded into the contact the user made, and everything done on
// it moves across, so one card remains and each piece of work reaches the service once.
//
// What moves: the copy's tasks, emails, conflicts and outbox rows (done ones too: history of the
// same contact on the service). Ops keep their sequence numbers, so the contact's queue runs
// in the order the user acted. A field the user changed on the copy and not sent yet (its value
// differs from the copy's base) takes the copy's value, unless an edit of the user's own card
// came later; a note appended on the copy is appended to the card's notes as it is queued. An
// unsent edit of the card over a field the service has changed since (on the copy, or by another
// user) is a conflict, as a pull would find it: sent as it is, it would overwrite that change.
import { conflictFieldsOf, upsertConflict } from '../../db/queries/conflicts';
import { parseJson } from '../../db/queries/json';
import { contactRow } from '../../db/queries/contacts';
import { recordReplacement } from '../../db/queries/replaced-contacts';
import type { ContactsTable } from '../../db/schema';
import type { Store } from '../../db/store';
import { appendText } from '../domain/extend';
import { sentSnapshot } from './apply';
import { EDITABLE_FIELDS, baseOf, fromRow, sameValue, toColumns, type EditableField, type Snapshot } from './snapshot';

interface FieldEdits {
  /** The sequence number of the newest open update or move touching each field. */
  lastSet: Map<string, number>;
  /** Notes still to reach the service, by field, oldest first. */
  notes: Map<string, string[]>;
  /** The value each field held when the oldest open update or move of it was made. */
  editedOver: Map<string, unknown>;
}

function openFieldEdits(store: Store, contactId: string): FieldEdits {
  const rows = store.all(
    store.db
      .selectFrom('outbox')
      .select(['seq', 'kind', 'payload', 'base'])
      .where('contact_id', '=', contactId)
      .where('state', '!=', 'done')
      .where('kind', 'in', ['contact.update', 'contact.pipeline', 'contact.extend'])
      .orderBy('seq'),
  );
  const edits: FieldEdits = { lastSet: new Map(), notes: new Map(), editedOver: new Map() };
  for (const row of rows) {
    const payload = parseJson<Record<string, unknown>>(row.payload, {});
    if (row.kind !== 'contact.extend') {
      const base = parseJson<Record<string, unknown>>(row.base, {});
      for (const [field, value] of Object.entries(base)) if (!edits.editedOver.has(field)) edits.editedOver.set(field, value);
    }
    if (row.kind === 'contact.pipeline') edits.lastSet.set('pipelineStateId', row.seq);
    else if (row.kind === 'contact.update') for (const field of Object.keys(payload)) edits.lastSet.set(field, row.seq);
    else if (typeof payload.text === 'string' && payload.text) {
      const field = payload.field === 'meetingContext' ? 'meetingContext' : 'additionalInfo';
      edits.notes.set(field, [...(edits.notes.get(field) ?? []), payload.text]);
    }
  }
  return edits;
}

interface FoldConflict {
  field: string;
  mine: unknown;
  theirs: unknown;
  base: unknown;
}

/**
 * The card's field values with the copy's unsent changes carried over. A field takes the value
 * of whichever the user edited last, the card or the copy, by their edits' order in the queue
 * (the copy's edits go out after the fold in their place: the last one is what the service ends
 * with); the copy's edit counts even when it set the field back to what the copy had.
 */
function carriedValues(store: Store, copy: ContactsTable, card: ContactsTable): { values: Partial<Snapshot>; conflicts: FoldConflict[] } {
  const copySnapshot = fromRow(copy);
  const copyBase = baseOf(copy, copySnapshot) ?? {};
  const cardSnapshot = fromRow(card);
  const copyEdits = openFieldEdits(store, copy.id);
  const cardEdits = openFieldEdits(store, card.id);
  // An edit queued behind the card's create carries no base: it was made over the create's values.
  const created = store.first(store.db.selectFrom('outbox').select('payload').where('entity_id', '=', card.id).where('kind', '=', 'contact.create'));
  const asCreated: Partial<Snapshot> = created ? sentSnapshot(parseJson<Record<string, unknown>>(created.payload, {})) : {};
  const editedOver = (field: string) => (cardEdits.editedOver.has(field) ? cardEdits.editedOver.get(field) : (asCreated as Record<string, unknown>)[field]);
  const copyConflicts = conflictFieldsOf(store, copy.id);
  const values: Partial<Record<EditableField, unknown>> = {};
  const conflicts: FoldConflict[] = [];
  for (const field of EDITABLE_FIELDS) {
    const setOnCopy = copyEdits.lastSet.get(field);
    const setOnCard = cardEdits.lastSet.get(field);
    if (setOnCard !== undefined && setOnCopy === undefined) {
      // An edit of the card still to send, and none of the copy's. The service may hold a value
      // set since the card's edit was made (on the copy and sent already, or by another user):
      // sent now, the edit would overwrite it without a word. That is a conflict, as a pull
      // finds one, and it holds the contact's queue until the user chooses.
      const over = editedOver(field);
      const service = copyBase[field];
      if (over !== undefined && field in copyBase && !sameValue(service, over) && !sameValue(service, cardSnapshot[field])) {
        conflicts.push({ field, mine: cardSnapshot[field], theirs: service, base: over });
      }
    }
    if (setOnCopy === undefined && sameValue(copySnapshot[field], copyBase[field])) continue; // nothing of the user's on the copy
    const notes = copyEdits.notes.get(field);
    if (notes && setOnCopy === undefined && !copyConflicts.has(field)) {
      // Only notes differ: the card's own notes stay, and the copy's follow them.
      values[field] = notes.reduce<string | null>((text, note) => appendText(text, note), cardSnapshot[field] as string | null);
      continue;
    }
    if (setOnCard !== undefined && (setOnCopy === undefined || setOnCard > setOnCopy)) continue; // the card's edit is the newer
    values[field] = copySnapshot[field];
  }
  return { values: values as Partial<Snapshot>, conflicts };
}

/** Folds the contact `copyId` into `cardId` (call inside a transaction): its work moves across and the copy is removed. */
export function foldCopyInto(store: Store, copyId: string, cardId: string): void {
  const copy = contactRow(store, copyId);
  const card = contactRow(store, cardId);
  if (!copy || !card) return;
  const { values, conflicts } = carriedValues(store, copy, card);
  if (Object.keys(values).length) store.run(store.db.updateTable('contacts').set(toColumns(values)).where('id', '=', cardId));
  const { db } = store;
  // The card is new here: it has no conflicts of its own for these to meet.
  store.run(db.updateTable('sync_conflicts').set({ contact_id: cardId }).where('contact_id', '=', copyId));
  for (const c of conflicts) upsertConflict(store, { contactId: cardId, ...c });
  store.run(db.updateTable('tasks').set({ contact_id: cardId }).where('contact_id', '=', copyId));
  store.run(db.updateTable('email_drafts').set({ contact_id: cardId }).where('contact_id', '=', copyId));
  // Contact ops name the contact as their entity too; task and email ops keep theirs.
  store.run(db.updateTable('outbox').set({ entity_id: cardId }).where('contact_id', '=', copyId).where('entity_id', '=', copyId));
  store.run(db.updateTable('outbox').set({ contact_id: cardId }).where('contact_id', '=', copyId));
  store.run(db.deleteFrom('contacts').where('id', '=', copyId));
  // A window may still act on the copy, or a request it started (the service writing an
  // email, a change on its way) answer for it: that lands on the contact that remains.
  recordReplacement(store, copyId, cardId);
}
