// Push: the outbox, in order per contact, several contacts at a time. Each op is marked
// `sending` (committed) before its request, so a crash leaves evidence; the outcome decides:
// done → merged; not sent / ambiguous → retried with backoff (ambiguous ones reconciled
// first; an email send never resent on our own); 401 → the whole pass stops (sync pauses);
// other 4xx → rejected and shown, and the queue goes on; a failure of the store stops the pass
// (the op's outcome unknown if its request may have gone out: op-failure.ts).
import { contactsWithConflicts, hasConflicts } from '../../db/queries/conflicts';
import type { Store } from '../../db/store';
import { dueTime, type BackoffOptions } from './backoff';
import type { RemoteClient } from './client';
import type { RemoteFailure } from './errors';
import { attemptFailed } from './op-failure';
import { contactsToPush, nextOp, setState } from './outbox-ops';
import { forEachLimited, sleep } from './pool';
import { keySentUnder } from './key-scope';
import { sendOp, type Attempt } from './send-op';

export interface PushDeps {
  store: Store;
  client: RemoteClient;
  concurrency: number;
  backoff: BackoffOptions;
  /** Backoff waits are taken inside the pass up to this much in total; then the pass ends. */
  inPassWaitMs: number;
  onProgress: (done: number, total: number) => void;
  /** Reports each outcome, so the engine can tell online from offline. */
  onOutcome: (ok: boolean, failure?: RemoteFailure) => void;
  isStopped: () => boolean;
}

export interface PushResult {
  sent: number;
  changed: boolean;
  /** When the earliest op in backoff is due (ms since epoch), if any. */
  nextAttemptAt: number | null;
}

export async function push(deps: PushDeps): Promise<PushResult> {
  const { store, client } = deps;
  const result: PushResult = { sent: 0, changed: false, nextAttemptAt: null };
  let done = 0;
  /** What ends the pass: a refused token, or a store that cannot record what the service answered. */
  let stop: unknown = null;
  let waited = 0;
  for (;;) {
    const held = contactsWithConflicts(store);
    const contacts = contactsToPush(store).filter((c) => !held.has(c));
    const total = done + Number(store.first(store.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('state', 'in', ['pending', 'ambiguous']))?.n ?? 0);
    let earliest: number | null = null;
    let attempted = 0;
    deps.onProgress(done, total);
    await forEachLimited(contacts, deps.concurrency, async (contactId) => {
      while (!stop && !deps.isStopped()) {
        // An answer to this contact's last op may have shown that someone else changed it
        // (a conflict, recorded as the answer was merged): its later ops would overwrite that
        // change, so they wait for the user's choice like those held at the start of the round.
        if (hasConflicts(store, contactId)) return;
        const op = nextOp(store, contactId);
        if (!op) return;
        const due = dueTime(deps.backoff, op.next_attempt_at);
        if (due > Date.now()) {
          earliest = earliest === null ? due : Math.min(earliest, due);
          return;
        }
        attempted++;
        const wasAmbiguous = op.state === 'ambiguous';
        const attempt: Attempt = { requested: false };
        try {
          setState(store, op.id, 'sending', { attempts: op.attempts + 1, keySentUnder: keySentUnder(op, client, wasAmbiguous) });
          if (await sendOp(store, client, op, wasAmbiguous, attempt)) result.changed = true;
          result.sent++;
          deps.onOutcome(true);
          deps.onProgress(++done, total);
        } catch (error) {
          const { failure, at, stopsPass } = attemptFailed(store, op, error, attempt, deps.backoff);
          if (stopsPass) {
            // The store failed, not the service: it says nothing of being online or not.
            stop ??= stopsPass;
            return;
          }
          deps.onOutcome(failure.kind === 'rejected', failure);
          if (failure.kind === 'unauthorized') {
            stop = failure;
            return;
          }
          // Not retried: the op now waits for the user, and what it carried reads otherwise (an
          // email "Not sent", or needing attention once its answer was lost).
          if (at === null) result.changed = true;
          if (failure.kind === 'rejected') continue; // the queue goes on
          if (at !== null) earliest = earliest === null ? at : Math.min(earliest, at);
          return; // this contact's later ops wait behind the failed one
        }
      }
    });
    if (stop) throw stop;
    if (deps.isStopped()) return result;
    result.nextAttemptAt = earliest;
    if (earliest === null) {
      // Everything sendable was handled; ops written meanwhile get another round.
      if (attempted === 0) return result;
      continue;
    }
    // A service that keeps failing must not hold the pass (and the next sync) forever.
    const wait = Math.max(0, earliest - Date.now());
    if (waited + wait > deps.inPassWaitMs) return result;
    waited += wait;
    await sleep(wait);
  }
}
