// A task's due date lives in the app: the service has no task update. Its create goes with the
// date the task has as long as no attempt of it may have made the task there: while it waits in
// the queue (pending), once the service has refused it (rejected: a retry sends it again), and
// when an attempt certainly did not reach it (back to pending after a 503, a 429, a 401 or no
// connection, though the date was moved while that attempt was on its way). A create that was
// sent, or whose answer was lost (ambiguous), keeps the date it went with: sent again under the
// same Idempotency-Key, it must be the same request, or the task could be made twice. So does
// one refused here because its lost answer can no longer be recognised (key-scope.ts): the user
// checks on the service, and a retry under its key is answered from the service's record.
import { randomUUID } from 'node:crypto';
import { nowIso, parseJson } from '../../db/queries/json';
import type { Store } from '../../db/store';
import { refusedAsUnsure } from './key-scope';

const MAY_TAKE_NEW_DATE = ['pending', 'rejected'] as const;

/**
 * Puts the task's current due date into its create, if that create may still take it. A changed
 * request gets a new Idempotency-Key: the service would refuse the old key with another body.
 */
export function sendCurrentDueDate(store: Store, taskId: string): void {
  const task = store.first(store.db.selectFrom('tasks').select('due_date').where('id', '=', taskId));
  if (!task) return;
  const ops = store.all(
    store.db
      .selectFrom('outbox')
      .select(['id', 'payload', 'state', 'last_error'])
      .where('kind', '=', 'task.create')
      .where('entity_id', '=', taskId)
      .where('state', 'in', MAY_TAKE_NEW_DATE),
  );
  for (const op of ops) {
    if (refusedAsUnsure(op)) continue;
    const payload = parseJson<Record<string, unknown>>(op.payload, {});
    if (payload.dueDate === task.due_date) continue;
    store.run(
      store.db
        .updateTable('outbox')
        .set({ payload: JSON.stringify({ ...payload, dueDate: task.due_date }), idempotency_key: randomUUID(), key_sent_under: null, updated_at: nowIso() })
        .where('id', '=', op.id),
    );
  }
}
