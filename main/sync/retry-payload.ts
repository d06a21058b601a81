// What a refused change sends when the user retries it: what the app shows now, not what it
// held when it was refused. For an edit, fields a newer queued change sets are left to that
// change; the others carry their current values, since a newer change may have reached the
// service meanwhile and the old values would undo it there while the app keeps showing it. A new
// contact carries every field as it is now.
import { contactRow } from '../../db/queries/contacts';
import { draftRow } from '../../db/queries/drafts';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { fieldsSetBy, notesFor, openNeighbours } from './later-ops';
import { withoutExtends } from './merge';
import { OpError, supersededError } from './op-error';
import { payloadOf } from './outbox-ops';
import { staleSendReason } from './email-sends';
import { EDITABLE_FIELDS, fromRow, sameValue } from './snapshot';

function updateForRetry(store: Store, op: OutboxRow, payload: Record<string, unknown>): Record<string, unknown> {
  const row = contactRow(store, op.contact_id);
  if (!row) return payload; // the contact is gone: sending fails and says so
  const { after } = openNeighbours(store, op);
  const setLater = fieldsSetBy(after);
  const local = fromRow(row) as unknown as Record<string, unknown>;
  const next: Record<string, unknown> = {};
  for (const field of Object.keys(payload)) {
    if (setLater.has(field)) continue;
    // Notes queued after this change are appended on the service after it: not sent here.
    const notes = notesFor(after, field);
    const stripped = notes.length ? withoutExtends(local[field] as string | null, notes) : local[field];
    next[field] = stripped === undefined ? local[field] : stripped;
  }
  if (!Object.keys(next).length) throw supersededError(Object.keys(payload));
  return next;
}

/**
 * A refused create sends the contact as it is now: the user corrects what the service refused on
 * the contact itself, and the edits queued behind the create could never go first. Notes queued
 * after it are appended after it; a field they cannot be told apart in keeps what the create
 * held (the edit that rewrote it follows). Unchanged values keep their form, so a create retried
 * as it was keeps its Idempotency-Key.
 */
function createForRetry(store: Store, op: OutboxRow, payload: Record<string, unknown>): Record<string, unknown> {
  const row = contactRow(store, op.contact_id);
  if (!row) return payload;
  const { after } = openNeighbours(store, op);
  const local = fromRow(row) as unknown as Record<string, unknown>;
  const fields = [...Object.keys(payload), ...EDITABLE_FIELDS.filter((f) => f !== 'pipelineStateId' && !(f in payload))];
  const next: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(EDITABLE_FIELDS as readonly string[]).includes(field) || field === 'pipelineStateId') continue;
    const notes = notesFor(after, field);
    const current = notes.length ? withoutExtends(local[field] as string | null, notes) : local[field];
    if (current === undefined) {
      if (field in payload) next[field] = payload[field];
    } else if (field in payload && sameValue(payload[field], current)) next[field] = payload[field];
    else if (current !== null && !(Array.isArray(current) && !current.length)) next[field] = current;
  }
  return next;
}

function pipelineForRetry(store: Store, op: OutboxRow, payload: Record<string, unknown>): Record<string, unknown> {
  const row = contactRow(store, op.contact_id);
  if (!row) return payload;
  if (fieldsSetBy(openNeighbours(store, op).after).has('pipelineStateId')) throw supersededError(['pipelineStateId']);
  return { stateId: row.pipeline_state_id };
}

function emailForRetry(store: Store, op: OutboxRow, payload: Record<string, unknown>): Record<string, unknown> {
  const stale = staleSendReason(store, op);
  if (stale) throw new OpError('conflict', stale);
  // Unclear whether it went out: the very same request, so the service's record answers it.
  if (op.state !== 'rejected') return payload;
  // Refused, so not sent: the draft as the user has it now (it may have been edited since).
  const draft = draftRow(store, op.entity_id)!;
  return { ...payload, sessionId: draft.session_id, emailData: { to: draft.to_address, subject: draft.subject, body: draft.body } };
}

/** The payload a retried op sends. Throws OpError when it may not be sent again. */
export function payloadForRetry(store: Store, op: OutboxRow): Record<string, unknown> {
  const payload = payloadOf(op);
  switch (op.kind) {
    case 'contact.update':
      return updateForRetry(store, op, payload);
    case 'contact.create':
      return createForRetry(store, op, payload);
    case 'contact.pipeline':
      return pipelineForRetry(store, op, payload);
    case 'email.send':
      return emailForRetry(store, op, payload);
    default:
      return payload;
  }
}
