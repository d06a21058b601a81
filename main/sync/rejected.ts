// Changes the service refused, and email sends waiting for the user, in plain words — and the
// three things a user can do with one: retry it, edit what it sends, or discard it.
import { randomUUID } from 'node:crypto';
import type { RejectedOp, OpKindName } from '../../preload/contract';
import { contactInput, contactPatch, emailBody, emailRecipient, emailSubject, extendFields, extendText, limits, taskDescription, taskTitle, taskTypes } from '../../preload/contract';
import { draftRow, setDraftStatus } from '../../db/queries/drafts';
import { nowIso, parseJson } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { z } from 'zod';
import { appendText } from '../domain/extend';
import { applyContactOpEdit, changesFields, revertContactOp } from './contact-op-edits';
import { staleSendReason } from './email-sends';
import { sentTooLongAgo, sentUnderAnotherKey, sentUnderAnotherScope } from './key-scope';
import { notesFor, openNeighbours, withNotes } from './later-ops';
import { withoutExtends } from './merge';
import { OpError } from './op-error';
import { isNeedsAttention, opById, setState } from './outbox-ops';
import { payloadForRetry } from './retry-payload';
import { describeKind } from './send-op';
import { currentTaskIfKept } from './task-create-current';

export { OpError } from './op-error';

function describe(op: OutboxRow, contactName: string, payload: Record<string, unknown>): string {
  const what = describeKind[op.kind] ?? op.kind;
  switch (op.kind) {
    case 'contact.update':
      return `${what} of ${contactName} (${Object.keys(payload).join(', ')})`;
    case 'contact.extend':
      return `${what} to ${contactName}: “${String(payload.text ?? '').slice(0, 80)}”`;
    case 'task.create':
      return `${what} for ${contactName}: “${String(payload.title ?? '')}”`;
    case 'email.send': {
      const data = (payload.emailData ?? {}) as { subject?: string; to?: string };
      return `${what} to ${data.to ?? contactName}: “${data.subject ?? ''}”`;
    }
    default:
      return `${what}: ${contactName}`;
  }
}

/**
 * "Send again" reuses the email's Idempotency-Key, so a service that holds the key answers from
 * its record of the first attempt instead of sending the email again. It holds keys per token:
 * after the token or the address changed it cannot, and the user must know before choosing it.
 */
const SEND_AGAIN_MAY_DUPLICATE =
  'The access token or service address has changed since Rolodeck first tried to send this email, so the service can no longer recognise that first attempt: sending it again may deliver a second copy. Check your sent mail first.';
/** The service keeps keys for a day (key-scope.ts, KEY_KEPT_MS): after that it cannot either. */
const SEND_AGAIN_AFTER_A_DAY =
  'Rolodeck first tried to send this email more than a day ago, and the service keeps its record of an attempt only for a day, so it can no longer recognise it: sending it again may deliver a second copy. Check your sent mail first.';

/** Its contact was deleted on the service and sent again as a new one: the send has a new key. */
const SEND_AGAIN_TO_NEW_CONTACT =
  'The contact of this email was deleted on the service and sent to it again as a new contact, so the service can no longer recognise the first attempt to send this email: sending it again may deliver a second copy. Check your sent mail first.';

function sendAgainWarning(op: OutboxRow, keyScope: string | null): string | null {
  if (!isNeedsAttention(op)) return null;
  if (sentUnderAnotherKey(op)) return SEND_AGAIN_TO_NEW_CONTACT;
  if (sentUnderAnotherScope(op, keyScope)) return SEND_AGAIN_MAY_DUPLICATE;
  return sentTooLongAgo(op) ? SEND_AGAIN_AFTER_A_DAY : null;
}

/**
 * The oldest `limit` refused or waiting changes (there may be thousands: the answer stays
 * bounded). `keyScope`: the current service address and token's (RemoteClient.keyScope), null
 * when none is set up.
 */
export function listRejected(store: Store, limit: number, keyScope: string | null): RejectedOp[] {
  const rows = store.all(
    store.db
      .selectFrom('outbox as o')
      .leftJoin('contacts as c', 'c.id', 'o.contact_id')
      .selectAll('o')
      .select('c.name as contact_name')
      .where((eb) => eb.or([eb('o.state', '=', 'rejected'), eb.and([eb('o.state', '=', 'ambiguous'), eb('o.kind', '=', 'email.send')])]))
      .orderBy('o.seq')
      .limit(limit),
  ) as (OutboxRow & { contact_name: string | null })[];
  return rows.map((op) => {
    const payload = parseJson<Record<string, unknown>>(op.payload, {});
    const name = op.contact_name ?? '(deleted contact)';
    return {
      opId: op.id,
      kind: op.kind as OpKindName,
      description: describe(op, name, payload),
      contactId: op.contact_id,
      contactName: name,
      sent: payload,
      current: currentTaskIfKept(store, op),
      error: op.last_error ?? '',
      state: isNeedsAttention(op) ? 'needs_attention' : 'rejected',
      sendAgainWarning: sendAgainWarning(op, keyScope),
      updatedAt: op.updated_at,
    };
  });
}

function mustFindOpen(store: Store, opId: string): OutboxRow {
  const op = opById(store, opId);
  if (!op || !(op.state === 'rejected' || isNeedsAttention(op))) throw new OpError('not_found', 'This change is not waiting any more: it was sent, retried or discarded meanwhile (in another window, or by a sync).');
  return op;
}

/**
 * Sends it again, as the app has it now (retry-payload.ts). A payload that changed gets a new
 * Idempotency-Key; an email whose outcome is unclear keeps its own: if it did go out, the
 * service answers from its record and it is not sent twice — unless the token or address
 * changed since (the list says so: sendAgainWarning).
 */
export function retryOp(store: Store, opId: string): void {
  store.transaction(() => {
    const op = mustFindOpen(store, opId);
    const payload = JSON.stringify(payloadForRetry(store, op));
    const key = payload === JSON.stringify(parseJson(op.payload, {})) ? {} : { idempotency_key: randomUUID() };
    store.run(
      store.db
        .updateTable('outbox')
        .set({ payload, ...key, state: 'pending', attempts: 0, next_attempt_at: null, last_error: null, updated_at: nowIso() })
        .where('id', '=', op.id),
    );
    if (op.kind === 'email.send') setDraftStatus(store, op.entity_id, 'queued', null);
  });
}

const payloadSchemas: Record<string, z.ZodType> = {
  'contact.create': contactInput,
  'contact.update': contactPatch.refine((p) => Object.keys(p).length > 0, 'Nothing to send'),
  'contact.extend': z.object({ text: extendText, field: z.enum(extendFields) }).strict(),
  'contact.pipeline': z.object({ stateId: z.uuid().nullable() }).strict(),
  'task.create': z
    .object({
      title: taskTitle,
      dueDate: z.iso.datetime({ offset: true }),
      type: z.enum(taskTypes).nullable().optional(),
      description: taskDescription.nullable().optional(),
    })
    .strict(),
  'email.send': z
    .object({
      draftId: z.uuid().optional(),
      sessionId: z.string().nullable().optional(),
      emailData: z.object({ to: emailRecipient, subject: emailSubject, body: emailBody }).strict(),
    })
    .strict(),
};

/** Replaces what the change sends (and the local data it carries), then sends it again. */
export function editOp(store: Store, opId: string, input: Record<string, unknown>): void {
  store.transaction(() => {
    const op = mustFindOpen(store, opId);
    const parsed = payloadSchemas[op.kind]?.safeParse(input);
    if (!parsed?.success) {
      const issue = parsed?.error.issues[0];
      throw new OpError('invalid_input', `Invalid change: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown kind'}`);
    }
    let payload = parsed.data as Record<string, unknown>;
    const old = parseJson<Record<string, unknown>>(op.payload, {});
    const now = nowIso();
    if (op.kind === 'contact.pipeline' && payload.stateId && !store.first(store.db.selectFrom('pipeline_states').select('id').where('id', '=', payload.stateId as string))) {
      // Checked here, in the user's words: the contact's foreign key would refuse it as an internal error.
      throw new OpError('invalid_input', 'Invalid change: stateId: no such pipeline state here; pick one from the list');
    }
    if (changesFields(op)) {
      payload = applyContactOpEdit(store, op, payload);
    } else if (op.kind === 'contact.extend') {
      // The note is in its field here: sent to another, the service would hold it there and this
      // computer where it is, for good.
      if ((payload.field ?? 'additionalInfo') !== (old.field ?? 'additionalInfo')) {
        throw new OpError('invalid_input', 'Invalid change: field: a note stays in the field it was added to; correct its text, or discard it and add it to the other field');
      }
      replaceAppended(store, op, old, payload);
    } else if (op.kind === 'task.create') {
      // As tasks.create stores it: an instant in UTC, so lists compare and sort it as a time.
      payload = { ...payload, dueDate: new Date(payload.dueDate as string).toISOString() };
      store.run(
        store.db
          .updateTable('tasks')
          .set({ title: payload.title as string, due_date: payload.dueDate as string, type: (payload.type as string) ?? null, description: (payload.description as string) ?? null, updated_at: now })
          .where('id', '=', op.entity_id),
      );
    } else if (op.kind === 'email.send') {
      const stale = staleSendReason(store, op);
      if (stale) throw new OpError('conflict', stale);
      const data = payload.emailData as { to: string; subject: string; body: string };
      store.run(store.db.updateTable('email_drafts').set({ to_address: data.to, subject: data.subject, body: data.body, updated_at: now }).where('id', '=', op.entity_id));
      setDraftStatus(store, op.entity_id, 'queued', null, 'edit');
    }
    // A new payload needs a new key: the service would refuse the old key with other content.
    store.run(
      store.db
        .updateTable('outbox')
        .set({ payload: JSON.stringify({ ...(op.kind === 'email.send' ? old : {}), ...payload }), idempotency_key: randomUUID(), state: 'pending', attempts: 0, next_attempt_at: null, last_error: null, updated_at: now })
        .where('id', '=', op.id),
    );
  });
}

/** Takes a note's text out of the contact (putting `next` in its place); later notes stay after it. */
function replaceAppended(store: Store, op: OutboxRow, old: Record<string, unknown>, next: Record<string, unknown> | null): void {
  const field = old.field === 'meetingContext' ? 'meetingContext' : 'additionalInfo';
  const column = field === 'meetingContext' ? 'meeting_context' : 'additional_info';
  const row = store.first(store.db.selectFrom('contacts').select(column).where('id', '=', op.contact_id));
  if (!row) return;
  const later = notesFor(openNeighbours(store, op).after, field);
  const value = row[column] as string | null;
  const stripped = withoutExtends(value, [String(old.text ?? ''), ...later]);
  if (stripped === undefined) return; // edited over since: leave the user's text alone
  const result = withNotes(next ? appendText(stripped, String(next.text)) : stripped, later) as string | null;
  // The service would refuse the corrected note too: the total it holds has a limit.
  if (next && result && result.length > limits.notes) {
    throw new OpError('invalid_input', `Invalid change: text: ${field} would have ${result.length} characters, more than the ${limits.notes} it can hold.`);
  }
  store.run(store.db.updateTable('contacts').set({ [column]: result, updated_at: nowIso() }).where('id', '=', op.contact_id));
}

const KEPT_HERE_ONLY =
  'The service refused this contact and the change was discarded: the contact is kept on this computer only, and the email cannot be sent from Rolodeck.';

/**
 * A draft whose send was closed with its contact's create goes back to the user, "Not sent", to
 * edit or delete. One whose earlier attempt is unclear (a contact sent again after the service
 * deleted it) still says that attempt may have gone out.
 */
function unsendable(store: Store, draftId: string): void {
  const draft = draftRow(store, draftId);
  if (draft?.status === 'queued') setDraftStatus(store, draftId, 'failed', KEPT_HERE_ONLY);
  if (draft?.status === 'needs_attention') setDraftStatus(store, draftId, 'failed', `${KEPT_HERE_ONLY} An earlier attempt to send it may have gone out: check your sent mail.`);
}

/**
 * Drops the change. Edits and notes go back to what the service will hold without them (fields
 * a newer queued change sets keep its value); a new contact or task that the service refused
 * stays here, local only; an email goes back to a draft — unless its draft was queued again,
 * sent or deleted since: then only this stale change leaves the list.
 */
export function discardOp(store: Store, opId: string): void {
  store.transaction(() => {
    const op = mustFindOpen(store, opId);
    const payload = parseJson<Record<string, unknown>>(op.payload, {});
    if (op.kind === 'contact.update' || op.kind === 'contact.pipeline') revertContactOp(store, op);
    if (op.kind === 'contact.extend') replaceAppended(store, op, payload, null);
    if (op.kind === 'contact.create') {
      // Nothing else of this contact can reach the service without its create. Its emails
      // waiting to go out go with it: each is told so, and becomes the user's to edit or delete
      // again (left `queued`, it could never be sent nor taken back).
      const sends = store.all(
        store.db.selectFrom('outbox').select('entity_id').where('contact_id', '=', op.contact_id).where('kind', '=', 'email.send').where('state', '!=', 'done'),
      );
      store.run(store.db.updateTable('outbox').set({ state: 'done', updated_at: nowIso() }).where('contact_id', '=', op.contact_id).where('state', '!=', 'done'));
      for (const send of sends) unsendable(store, send.entity_id);
    }
    if (op.kind === 'email.send' && !staleSendReason(store, op)) setDraftStatus(store, op.entity_id, 'draft', null);
    setState(store, op.id, 'done', { lastError: `Discarded by the user: ${op.last_error ?? ''}` });
  });
}
