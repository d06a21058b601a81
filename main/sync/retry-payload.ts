// What a refused change sends when the user retries it: what the app shows now, not what it
// held when it was refused. Fields a newer queued change sets are left to that change; the
// others carry their current values, since a newer change may have reached the service
// meanwhile and the old values would undo it there while the app keeps showing it.
import { contactRow } from '../../db/queries/contacts';
import { draftRow } from '../../db/queries/drafts';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { fieldsSetBy, notesFor, openNeighbours } from './later-ops';
import { withoutExtends } from './merge';
import { OpError, supersededError } from './op-error';
import { payloadOf } from './outbox-ops';
import { staleSendReason } from './email-sends';
import { fromRow } from './snapshot';

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
    case 'contact.pipeline':
      return pipelineForRetry(store, op, payload);
    case 'email.send':
      return emailForRetry(store, op, payload);
    default:
      return payload;
  }
}
