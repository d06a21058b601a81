// Before a pull: creates whose outcome is unknown (interrupted, or the answer was lost) are
// settled first — found on the service by email and linked, or sent again under the same
// Idempotency-Key — so the pull never mistakes our own new contact for a stranger's. One the
// service keeps failing waits out its backoff like any op and holds back only itself: the
// pull leaves alone what may be its copy on the service (unlinked-creates.ts), and every
// other contact syncs. A copy edited there meanwhile past recognising is stored as new; once
// the create is settled, it is folded into the contact the user made, with any work done on it
// meanwhile (send-op.ts, makeWayForLink; fold-copy.ts).
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { dueTime, type BackoffOptions } from './backoff';
import type { RemoteClient } from './client';
import type { RemoteFailure } from './errors';
import { attemptFailed } from './op-failure';
import { setState } from './outbox-ops';
import { keySentUnder } from './key-scope';
import { sendOp, type Attempt } from './send-op';

/** The service cannot be reached at all (or the token is refused): the pass cannot go on either. */
const stopsThePass = (failure: RemoteFailure) =>
  failure.kind === 'unauthorized' || (failure.status === null && (failure.kind === 'not_sent' || failure.kind === 'tls'));

export async function reconcileCreates(store: Store, client: RemoteClient, backoff: BackoffOptions): Promise<boolean> {
  const ops = store.all(
    store.db.selectFrom('outbox').selectAll().where('kind', '=', 'contact.create').where('state', '=', 'ambiguous').orderBy('seq'),
  ) as OutboxRow[];
  let changed = false;
  for (const op of ops) {
    if (dueTime(backoff, op.next_attempt_at) > Date.now()) continue; // still in backoff
    const attempt: Attempt = { requested: false };
    try {
      setState(store, op.id, 'sending', { attempts: op.attempts + 1, keySentUnder: keySentUnder(op, client, true) });
      await sendOp(store, client, op, true, attempt);
      changed = true;
    } catch (error) {
      const { failure, stopsPass } = attemptFailed(store, op, error, attempt, backoff);
      // A store that cannot record this create's outcome cannot record the next one's either.
      if (stopsPass) throw stopsPass;
      if (stopsThePass(failure)) throw failure;
      if (failure.kind === 'rejected') changed = true;
    }
  }
  return changed;
}
