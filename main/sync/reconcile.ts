// Before a pull: creates whose outcome is unknown (interrupted, or the answer was lost) are
// settled first — found on the service by email and linked, or sent again under the same
// Idempotency-Key — so the pull never mistakes our own new contact for a stranger's.
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import type { RemoteClient } from './client';
import { RemoteFailure } from './errors';
import { setState } from './outbox-ops';
import { retryDelay, DEFAULT_BACKOFF } from './backoff';
import { sendOp } from './send-op';

export async function reconcileCreates(store: Store, client: RemoteClient): Promise<boolean> {
  const ops = store.all(
    store.db.selectFrom('outbox').selectAll().where('kind', '=', 'contact.create').where('state', '=', 'ambiguous').orderBy('seq'),
  ) as OutboxRow[];
  let changed = false;
  for (const op of ops) {
    setState(store, op.id, 'sending', { attempts: op.attempts + 1 });
    try {
      await sendOp(store, client, op, true);
      changed = true;
    } catch (error) {
      const failure = error instanceof RemoteFailure ? error : new RemoteFailure('rejected', String((error as Error)?.message ?? error));
      if (failure.kind === 'rejected') {
        setState(store, op.id, 'rejected', { lastError: failure.message });
        continue;
      }
      const at = Date.now() + retryDelay(DEFAULT_BACKOFF, 1, failure.retryAfterMs);
      setState(store, op.id, 'ambiguous', { lastError: failure.message, attempts: op.attempts, nextAttemptAt: new Date(at).toISOString() });
      // Without knowing whether the service has these contacts, a pull could duplicate them.
      throw failure;
    }
  }
  return changed;
}
