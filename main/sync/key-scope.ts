// An Idempotency-Key protects a change only under the token it was first sent with: the service
// keeps keys per token (server/http/idempotency.ts), so under a new token the same key is a new
// request. A change whose outcome is unknown and that the app cannot look for on the service (a
// task, a new contact without an email) is not sent again under another token: that could make
// it twice. It is shown as refused, for the user to check and retry or discard.
//
// Keys are not kept for ever either (the reference service keeps them a day, as the IETF draft
// lets a service choose). So the same holds for such a change whose first unanswered attempt is
// older than KEY_KEPT_MS: after a day offline, sent again, the service could make it twice.
import type { OutboxRow } from '../../db/queries/outbox';
import type { RemoteClient } from './client';
import { RemoteFailure } from './errors';
import { payloadOf } from './outbox-ops';

/** Whether an op whose outcome is unknown can be settled by reading the service. */
export function canBeLookedFor(op: OutboxRow): boolean {
  if (op.kind === 'contact.create') return Boolean((payloadOf(op).emails as string[] | undefined)?.length);
  return op.kind === 'contact.update' || op.kind === 'contact.pipeline' || op.kind === 'contact.extend';
}

/**
 * How long a service is counted on to recognise a key: the reference service keeps keys 24 hours
 * (server/http/idempotency.ts); an hour less leaves room for clocks that disagree.
 */
export const KEY_KEPT_MS = 23 * 60 * 60 * 1000;

/** The parts of `key_sent_under`: "key scope firstSentMs" (rows written before the time was recorded have none). */
function sentUnder(op: Pick<OutboxRow, 'key_sent_under'>): { key: string; scope: string | null; at: number | null } | null {
  if (!op.key_sent_under) return null;
  const [key, scope, at] = op.key_sent_under.split(' ');
  return { key: key!, scope: scope ?? null, at: at && Number.isFinite(Number(at)) ? Number(at) : null };
}

/**
 * Since when the service may hold a record of the op's key: its first attempt under the current
 * key and scope. A row written before the time was recorded counts from the op's creation, the
 * earliest it can be: an old unclear change is then asked about rather than sent again.
 */
function firstSentAt(op: Pick<OutboxRow, 'key_sent_under' | 'created_at'>): number | null {
  const sent = sentUnder(op);
  if (!sent) return null;
  return sent.at ?? (Date.parse(op.created_at) || null);
}

/** Whether the service has forgotten the op's first attempt by now: it was made more than KEY_KEPT_MS ago. */
export function sentTooLongAgo(op: Pick<OutboxRow, 'key_sent_under' | 'created_at'>, now = Date.now()): boolean {
  const at = firstSentAt(op);
  return at !== null && now - at > KEY_KEPT_MS;
}

/** Why an op whose earlier attempt may have reached the service is refused instead of sent again. */
const UNSURE_TOKEN_CHANGED =
  'Rolodeck cannot tell whether this change reached the service: its answer was lost, and the access token has changed since, so the service no longer recognises it. Check on the service, then retry or discard it.';
const UNSURE_TOO_OLD =
  'Rolodeck cannot tell whether this change reached the service: its answer was lost more than a day ago, and the service keeps its record of a change only for a day, so it would no longer recognise it. Check on the service, then retry or discard it.';

/**
 * A change the copy of the store put back in place lists as not sent (restore-backup.ts): it may
 * have gone out after the copy was made, possibly more than a day ago, and the app cannot look
 * for it on the service.
 */
export const UNSURE_RESTORED =
  'Rolodeck was started again from a copy of its store made before this change was sent: it may have reached the service since, and Rolodeck cannot look for it there. Check on the service, then retry or discard it.';

/** The errors of ops refused here because an earlier attempt may have reached the service. */
export const UNSURE_REFUSALS = [UNSURE_TOKEN_CHANGED, UNSURE_TOO_OLD, UNSURE_RESTORED];

/** Whether the op was refused here because an earlier attempt of it may have reached the service. */
export function refusedAsUnsure(op: Pick<OutboxRow, 'state' | 'last_error'>): boolean {
  return op.state === 'rejected' && op.last_error !== null && UNSURE_REFUSALS.includes(op.last_error);
}

/**
 * What an op's `key_sent_under` becomes as it is marked `sending` (one write with that state):
 * its key, the current service and token, and the time; or, for an op whose outcome is unknown,
 * what it was first sent under. Throws (refused) when such an op cannot be looked for on the
 * service and the token has changed since, or its first attempt is older than KEY_KEPT_MS.
 */
export function keySentUnder(op: OutboxRow, client: RemoteClient, wasAmbiguous: boolean, now = Date.now()): string {
  const earlier = sentUnder(op);
  const sameKey = earlier?.key === op.idempotency_key;
  // The same key under the same scope keeps the time of its first attempt: the service's record
  // of the key (if an attempt was applied: one whose answer was lost, then a "Send again") dates from then.
  const since = sameKey && earlier.scope === client.keyScope ? (firstSentAt(op) ?? now) : now;
  const fresh = `${op.idempotency_key} ${client.keyScope} ${since}`;
  // Not unclear: no attempt under this key can have been applied, so this attempt's record is the one that counts.
  if (!sameKey || !wasAmbiguous) return fresh;
  if (!canBeLookedFor(op)) {
    if (earlier.scope !== client.keyScope) {
      throw new RemoteFailure('rejected', UNSURE_TOKEN_CHANGED);
    }
    if (sentTooLongAgo(op, now)) {
      throw new RemoteFailure('rejected', UNSURE_TOO_OLD);
    }
  }
  // As first sent (a row written before the time was recorded gets its time now, from its creation).
  return earlier.at !== null ? op.key_sent_under! : `${earlier.key} ${earlier.scope} ${firstSentAt(op) ?? now}`;
}

/**
 * Whether the service can no longer recognise an op's last attempt: it went out under another
 * service address or token than the current one (`keyScope`), and the service keeps keys per
 * token. False when either is unknown: no service is set up now, or the op was sent before
 * scopes were recorded (migration 0007).
 */
export function sentUnderAnotherScope(op: Pick<OutboxRow, 'key_sent_under'>, keyScope: string | null): boolean {
  const scope = sentUnder(op)?.scope;
  return Boolean(keyScope && scope && scope !== keyScope);
}

/**
 * Whether the op's last attempt went out under another key than the one it has now (its contact
 * was sent again as a new one after the service deleted it: resolve.ts): the service's record of
 * that attempt cannot answer the next one.
 */
export function sentUnderAnotherKey(op: Pick<OutboxRow, 'key_sent_under' | 'idempotency_key'>): boolean {
  const key = sentUnder(op)?.key;
  return Boolean(key && key !== op.idempotency_key);
}
