// What a failed attempt at an op leaves in the outbox, the same whether the push loop or the
// reconciliation of interrupted creates made it: retried with backoff, rejected and shown, or
// (an email whose outcome is unknown) left to the user.
import { setDraftStatus } from '../../db/queries/drafts';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { retryDelay, type BackoffOptions } from './backoff';
import { sqliteCode, syncOpStoreFailure } from '../core/store-errors';
import { RemoteFailure, failureWords } from './errors';
import { setState } from './outbox-ops';
import type { Attempt } from './send-op';
import { sendCurrentTask } from './task-create-current';

/**
 * An edit the service keeps failing in ways it calls temporary (5xx, answers that cannot be read)
 * is not retried for ever out of sight: after this many attempts it is shown as refused, with
 * its last error, for the user to retry, edit or discard. At the default backoff that is half an
 * hour to an hour of failures. Only such a failure ends the retries: one where the service is
 * unreachable or asks us to wait (429, 503 with Retry-After) never does, since waiting is then
 * the right thing to do.
 */
export const ATTEMPTS_BEFORE_SHOWING = 20;

/**
 * Only changes that set values are given up on: sending one again, retried or edited by the
 * user, cannot make anything twice. A create, a task or a note whose outcome is unknown keeps
 * being retried under its own Idempotency-Key (its error shown in the status), since once it
 * is shown as refused, a retry after the service has forgotten the key would make a copy.
 */
const SAFE_TO_SEND_AGAIN = new Set(['contact.update', 'contact.pipeline']);

const keepsFailing = (op: OutboxRow, failure: RemoteFailure, attempts: number) =>
  SAFE_TO_SEND_AGAIN.has(op.kind) && attempts >= ATTEMPTS_BEFORE_SHOWING && (failure.kind === 'malformed' || (failure.kind === 'ambiguous' && failure.status !== null));

/**
 * An attempt's failure as the op takes it. The service's own answer is what it says. A failure
 * of this computer is never the service refusing the change: once the request may have gone
 * out (`requested`), the service may have applied it, so its outcome is unknown and it is
 * settled as an interrupted one is (a create looked up by email, a note by its text, an email
 * left to the user), never sent again as new; shown as refused, a retry once the service forgot
 * the key would make a copy. A store failure before the request leaves the op to be sent again.
 * Any other error before the request is a defect: the op is shown as refused, and nothing went out.
 */
export function asFailure(error: unknown, requested: boolean): RemoteFailure {
  if (error instanceof RemoteFailure) return error;
  const stored = syncOpStoreFailure(error, requested);
  if (stored) return new RemoteFailure(requested ? 'ambiguous' : 'not_sent', stored);
  const detail = (error as Error)?.message ?? String(error);
  if (requested) return new RemoteFailure('ambiguous', `Rolodeck could not record the service's answer to this change: ${detail}`);
  return new RemoteFailure('rejected', `Rolodeck could not send this change: ${detail}`);
}

/**
 * A failure after the service said it made the change (a request that reads back what it made,
 * or this computer recording it) says nothing against the change itself: it is neither refused
 * nor surely unsent. A refused token stays what it is (sync waits for a new one); the change's
 * outcome is settled by looking before anything is sent again (a note by its text, a create by
 * its email), as after a lost answer. Marked unsent, it went again as new once the token changed
 * (another token's key protects nothing): the note appended twice.
 */
function afterApplied(failure: RemoteFailure): RemoteFailure {
  if (failure.kind === 'ambiguous' || failure.kind === 'unauthorized') return failure;
  // Refused by the app itself, not the service (a create it made cannot be found): shown as it is.
  if (failure.kind === 'rejected' && failure.status === null) return failure;
  return new RemoteFailure(
    'ambiguous',
    `The service made this change; what came after failed (${failure.message}). Rolodeck will look at the service before sending anything again`,
    failure.status,
    failure.retryAfterMs,
  );
}

/**
 * Records a failed attempt, whatever failed (the service, or this computer while the request
 * was on its way). Answers the failure as the op took it, the time of its next attempt (null:
 * not retried), and, for a store failure, the error that stops the pass: the rest of the queue
 * would meet the same store. Recording may fail too when the store does: the op then stays
 * `sending`, and the next pass takes it as interrupted (engine.ts).
 */
export function attemptFailed(
  store: Store,
  op: OutboxRow,
  error: unknown,
  attempt: Attempt,
  backoff: BackoffOptions,
): { failure: RemoteFailure; at: number | null; stopsPass: unknown } {
  const failure = attempt.applied ? afterApplied(asFailure(error, true)) : asFailure(error, attempt.requested);
  // Made on the service: whatever failed after, it is settled as one whose answer was lost.
  const asRecorded: OutboxRow = attempt.applied ? { ...op, state: 'ambiguous' } : op;
  if (!sqliteCode(error)) return { failure, at: recordFailure(store, asRecorded, failure, backoff), stopsPass: null };
  try {
    return { failure, at: recordFailure(store, asRecorded, failure, backoff), stopsPass: error };
  } catch {
    return { failure, at: null, stopsPass: error };
  }
}

/** Records a failed attempt. Answers the time of the next attempt (null: not retried). */
export function recordFailure(store: Store, op: OutboxRow, failure: RemoteFailure, backoff: BackoffOptions): number | null {
  return store.transaction(() => {
    const next = recordFailureOf(store, op, failure, backoff);
    // A task changed (another date, a new title) while this attempt was on its way goes as it is now, if
    // the attempt certainly did not make it (back to pending) or was refused.
    if (op.kind === 'task.create') sendCurrentTask(store, op.entity_id);
    return next;
  });
}

function recordFailureOf(store: Store, op: OutboxRow, failure: RemoteFailure, backoff: BackoffOptions): number | null {
  const attempts = op.attempts + 1;
  switch (failure.kind) {
    case 'unauthorized':
      // Not the op's fault: it goes back as it was, untouched, until a new token.
      setState(store, op.id, op.state === 'ambiguous' ? 'ambiguous' : 'pending', { attempts: op.attempts, lastError: failure.message });
      return null;
    case 'rejected':
      setState(store, op.id, 'rejected', { lastError: failure.message, nextAttemptAt: null });
      if (op.kind === 'email.send') setDraftStatus(store, op.entity_id, 'failed', failureWords(failure.message, 'The service refused to send this email'));
      return null;
    default: {
      const sureNotSent = failure.kind === 'not_sent' || failure.kind === 'tls';
      if (op.kind === 'email.send' && !sureNotSent) {
        const unsure = `Rolodeck cannot tell whether the email went out, so it will not send it again on its own: check the recipient's inbox or your sent mail, then send again or discard.`;
        setState(store, op.id, 'ambiguous', { lastError: `${failure.message}. ${unsure}`, nextAttemptAt: null, attempts });
        const words = failureWords(failure.message, 'The service failed while sending this email').replace(/\.$/, '');
        setDraftStatus(store, op.entity_id, 'needs_attention', `${words}. ${unsure}`);
        return null;
      }
      if (keepsFailing(op, failure, attempts)) {
        const message = `${failure.message}. The service has failed this change ${attempts} times, so Rolodeck stopped retrying it on its own: retry it, edit it or discard it.`;
        setState(store, op.id, 'rejected', { lastError: message, nextAttemptAt: null, attempts });
        return null;
      }
      const at = Date.now() + retryDelay(backoff, attempts, failure.retryAfterMs);
      const state = sureNotSent && op.state !== 'ambiguous' ? 'pending' : 'ambiguous';
      setState(store, op.id, state, { lastError: failure.message, nextAttemptAt: new Date(at).toISOString(), attempts });
      return at;
    }
  }
}
