// Resolving a conflict the user was shown. Synchronous (one transaction).
//  - a field, 'mine': keep the local value; the service's value becomes the base and the
//    local value is queued to be sent over it.
//  - a field, 'theirs': take the service's value; queued edits of that field are dropped (one
//    whose outcome is unknown is left whole, and the service's value is queued after it).
//  - 'deleted', 'mine': the service deleted the contact; send it again as a new contact, and
//    its tasks after it. Its conflicts on fields end there: the service's values they compared
//    with went with its copy, and the new one is made from the local values.
//  - 'deleted', 'theirs': delete it here too.
import { randomUUID } from 'node:crypto';
import { deleteConflict, deleteConflictsOf, findConflict } from '../../db/queries/conflicts';
import { UNSENT_STATES } from '../../db/queries/contacts';
import { nowIso, parseJson } from '../../db/queries/json';
import { enqueue, type OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { appendText } from '../domain/extend';
import { openEditsOf } from './apply';
import { withoutExtends } from './merge';
import { setState } from './outbox-ops';
import { EDITABLE_FIELDS, baseOf, fromRow, toColumns, type Snapshot, type SnapshotField } from './snapshot';
import { taskCreatePayload } from './task-create-current';

export class ResolveError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'conflict' = 'not_found',
  ) {
    super(message);
  }
}

function openOps(store: Store, contactId: string): OutboxRow[] {
  return store.all(
    store.db.selectFrom('outbox').selectAll().where('contact_id', '=', contactId).where('state', 'in', ['pending', 'ambiguous', 'rejected']).orderBy('seq'),
  ) as OutboxRow[];
}

function recreate(store: Store, contactId: string): void {
  const row = store.first(store.db.selectFrom('contacts').selectAll().where('id', '=', contactId));
  if (!row) return;
  const local = fromRow(row);
  const payload: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = local[field];
    if (field === 'pipelineStateId' || value === null || (Array.isArray(value) && !value.length)) continue;
    payload[field] = value;
  }
  // The create carries every current value: queued edits and notes are in it already.
  for (const op of openOps(store, contactId)) {
    if (op.kind === 'contact.update' || op.kind === 'contact.extend' || op.kind === 'contact.create' || op.kind === 'contact.pipeline') setState(store, op.id, 'done');
  }
  store.run(store.db.updateTable('contacts').set({ remote_id: null, base: null, updated_at: nowIso() }).where('id', '=', contactId));
  // No "theirs" is left to take: choosing it would show the deleted copy's value here while the
  // create sends the local one, and the two sides would differ for good.
  deleteConflictsOf(store, contactId);
  store.run(store.db.updateTable('tasks').set({ remote_id: null }).where('contact_id', '=', contactId));
  newKeysForSends(store, contactId);
  enqueue(store, { kind: 'contact.create', entityId: contactId, contactId, payload });
  if (local.pipelineStateId) enqueue(store, { kind: 'contact.pipeline', entityId: contactId, contactId, payload: { stateId: local.pipelineStateId } });
  requeueTasks(store, contactId);
}

/**
 * The contact's emails not known to be sent go to the new contact: another request than one to
 * the deleted copy, so each gets a new Idempotency-Key (the service refuses a key it holds for
 * another path, for ever). One whose attempt is unclear still waits for the user's "Send again",
 * and the list warns that it may deliver a second copy (rejected.ts, sendAgainWarning): under a
 * new key the service cannot recognise that attempt.
 */
function newKeysForSends(store: Store, contactId: string): void {
  const sends = store.all(
    store.db.selectFrom('outbox').select('id').where('contact_id', '=', contactId).where('kind', '=', 'email.send').where('state', '!=', 'done'),
  );
  for (const op of sends) store.run(store.db.updateTable('outbox').set({ idempotency_key: randomUUID(), updated_at: nowIso() }).where('id', '=', op.id));
}

/**
 * The service deleted the contact's tasks with it: each is created again, after the contact
 * (ops of a contact the service does not have wait for its create). A task whose create is
 * still queued keeps it; one refused or unclear went to the deleted contact (a refusal may be
 * that very 404, and an unclear one's key is tied to that request): a new op replaces it.
 */
function requeueTasks(store: Store, contactId: string): void {
  const creates = store.all(
    store.db.selectFrom('outbox').select(['id', 'entity_id', 'state']).where('contact_id', '=', contactId).where('kind', '=', 'task.create').where('state', 'in', ['pending', 'rejected', 'ambiguous']),
  );
  const waiting = new Set<string>();
  for (const op of creates) {
    if (op.state === 'pending') waiting.add(op.entity_id);
    else setState(store, op.id, 'done');
  }
  const tasks = store.all(store.db.selectFrom('tasks').selectAll().where('contact_id', '=', contactId).orderBy('created_at').orderBy('id'));
  for (const task of tasks) {
    if (waiting.has(task.id)) continue;
    enqueue(store, { kind: 'task.create', entityId: task.id, contactId, payload: taskCreatePayload(task) });
  }
}

/** Ops that may still send a field (pipelineStateId: pipeline moves), oldest first. */
function opsSetting(store: Store, contactId: string, field: SnapshotField): OutboxRow[] {
  const ops = store.all(
    store.db.selectFrom('outbox').selectAll().where('contact_id', '=', contactId).where('state', 'in', UNSENT_STATES).orderBy('seq'),
  ) as OutboxRow[];
  return ops.filter((op) =>
    field === 'pipelineStateId' ? op.kind === 'contact.pipeline' : op.kind === 'contact.update' && field in parseJson<Record<string, unknown>>(op.payload, {}),
  );
}

/**
 * Takes a field out of the queued ops that would send it. An op whose payload changes gets a
 * new Idempotency-Key: under the old one the service refuses other content (422 for ever, if
 * the first attempt was applied). An op whose outcome is unknown (unclear, or on its way) is
 * left whole, to be settled under its own key, so it is never applied twice. Answers whether
 * one was: once it is settled, the service's value must be sent back over it.
 */
function dropFromQueuedOps(store: Store, contactId: string, field: SnapshotField): boolean {
  let sentOver = false;
  for (const op of opsSetting(store, contactId, field)) {
    const payload = parseJson<Record<string, unknown>>(op.payload, {});
    if (op.kind === 'contact.pipeline') delete payload.stateId;
    else delete payload[field];
    const nothingLeft = Object.keys(payload).length === 0;
    if (op.state === 'sending' || (op.state === 'ambiguous' && !nothingLeft)) {
      sentOver = true;
    } else if (nothingLeft) {
      // Unclear or not, nothing is sent again, so nothing can be applied twice; and the pull
      // that found this conflict saw the service after that attempt.
      setState(store, op.id, 'done');
    } else {
      store.run(store.db.updateTable('outbox').set({ payload: JSON.stringify(payload), idempotency_key: randomUUID(), updated_at: nowIso() }).where('id', '=', op.id));
    }
  }
  return sentOver;
}

export function resolveConflict(store: Store, contactId: string, field: string, choice: 'mine' | 'theirs'): void {
  store.transaction(() => {
    const conflict = findConflict(store, contactId, field);
    if (!conflict) throw new ResolveError(`No conflict on ${field} for this contact (it may be resolved already)`);
    deleteConflict(store, contactId, field);
    if (field === 'deleted') {
      if (choice === 'mine') recreate(store, contactId);
      else {
        store.run(store.db.deleteFrom('outbox').where('contact_id', '=', contactId));
        store.run(store.db.deleteFrom('contacts').where('id', '=', contactId));
      }
      return;
    }
    if (!(EDITABLE_FIELDS as readonly string[]).includes(field)) throw new ResolveError(`Unknown field ${field}`);
    const f = field as SnapshotField;
    const row = store.first(store.db.selectFrom('contacts').selectAll().where('id', '=', contactId));
    if (!row) return;
    const base = { ...(baseOf(row) ?? {}), [f]: conflict.theirs } as Partial<Snapshot>;
    const local = fromRow(row);
    const texts = openEditsOf(store, contactId).extendsOf.filter((e) => e.field === f).map((e) => e.text);
    if (choice === 'theirs') {
      // A state the service removed since leaves the app once nothing uses it: the contact
      // cannot be put in it (the pull that removed it normally ends the conflict first).
      if (f === 'pipelineStateId' && conflict.theirs !== null && !store.first(store.db.selectFrom('pipeline_states').select('id').where('id', '=', conflict.theirs as string))) {
        throw new ResolveError('The pipeline state the service had for this contact no longer exists: sync again to see where it stands now.', 'conflict');
      }
      // Notes still queued to be appended keep their place after the service's text.
      const value = texts.length && withoutExtends(local[f] as string | null, texts) !== undefined
        ? texts.reduce<string | null>((acc, t) => appendText(acc, t), conflict.theirs as string | null)
        : conflict.theirs;
      store.run(
        store.db.updateTable('contacts').set({ ...toColumns({ [f]: value } as Partial<Snapshot>), base: JSON.stringify(base), updated_at: nowIso() }).where('id', '=', contactId),
      );
      if (dropFromQueuedOps(store, contactId, f)) {
        // Queued after the op left whole: whatever became of it, the service ends with this.
        if (f === 'pipelineStateId') enqueue(store, { kind: 'contact.pipeline', entityId: contactId, contactId, payload: { stateId: value }, base: { pipelineStateId: conflict.theirs } });
        else enqueue(store, { kind: 'contact.update', entityId: contactId, contactId, payload: { [f]: value }, base: { [f]: conflict.theirs } });
      }
    } else {
      store.run(store.db.updateTable('contacts').set({ base: JSON.stringify(base) }).where('id', '=', contactId));
      if (f === 'pipelineStateId') {
        enqueue(store, { kind: 'contact.pipeline', entityId: contactId, contactId, payload: { stateId: local.pipelineStateId }, base: { pipelineStateId: conflict.theirs } });
      } else {
        // The whole local value (queued notes included, they are sent before this edit).
        enqueue(store, { kind: 'contact.update', entityId: contactId, contactId, payload: { [f]: local[f] }, base: { [f]: conflict.theirs } });
      }
    }
  });
}

