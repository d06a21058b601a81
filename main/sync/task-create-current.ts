// A task's due date, title, type and description live in the app: the service has no task
// update. Its create goes with the task as it is now as long as no attempt of it may have made
// the task there: while it waits in the queue (pending), once the service has refused it
// (rejected: a retry sends it again), and when an attempt certainly did not reach it (back to
// pending after a 503, a 429, a 401 or no connection, though the task was changed while that
// attempt was on its way). A create that was sent, or whose answer was lost (ambiguous), keeps
// what it went with: sent again under the same Idempotency-Key, it must be the same request, or
// the task could be made twice. So does one refused here because its lost answer can no longer
// be recognised (key-scope.ts): the user checks on the service, and a retry under its key is
// answered from the service's record.
import { randomUUID } from 'node:crypto';
import { nowIso, parseJson } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { refusedAsUnsure } from './key-scope';

const TASK_FIELDS = new Set(['title', 'dueDate', 'type', 'description']);
const MAY_TAKE_CHANGES = ['pending', 'rejected'] as const;

/** The body of a task's create, as tasks.create first queued it: empty type and description left out. */
export function taskCreatePayload(task: { title: string; due_date: string; type: string | null; description: string | null }): Record<string, unknown> {
  const payload: Record<string, unknown> = { title: task.title, dueDate: task.due_date };
  if (task.type) payload.type = task.type;
  if (task.description) payload.description = task.description;
  return payload;
}

const samePayload = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  a.title === b.title && a.dueDate === b.dueDate && (a.type ?? null) === (b.type ?? null) && (a.description ?? null) === (b.description ?? null);

/**
 * Puts the task as it is now into its create, if that create may still take it. A changed
 * request gets a new Idempotency-Key: the service would refuse the old key with another body.
 */
export function sendCurrentTask(store: Store, taskId: string): void {
  const task = store.first(store.db.selectFrom('tasks').select(['title', 'due_date', 'type', 'description']).where('id', '=', taskId));
  if (!task) return;
  const current = taskCreatePayload(task);
  const ops = store.all(
    store.db
      .selectFrom('outbox')
      .select(['id', 'payload', 'state', 'last_error'])
      .where('kind', '=', 'task.create')
      .where('entity_id', '=', taskId)
      .where('state', 'in', MAY_TAKE_CHANGES),
  );
  for (const op of ops) {
    if (refusedAsUnsure(op)) continue;
    const payload = parseJson<Record<string, unknown>>(op.payload, {});
    if (samePayload(payload, current)) continue;
    // Fields the task no longer has (a type or description cleared) go; anything else stays.
    const rest = Object.fromEntries(Object.entries(payload).filter(([key]) => !TASK_FIELDS.has(key)));
    store.run(
      store.db
        .updateTable('outbox')
        .set({ payload: JSON.stringify({ ...rest, ...current }), idempotency_key: randomUUID(), key_sent_under: null, updated_at: nowIso() })
        .where('id', '=', op.id),
    );
  }
}

/**
 * The task as it is now, for a create that keeps what it was sent with because it was refused
 * here as unsure, when the task has changed since; null otherwise. Correcting that refused
 * change starts from it: started from the request that was sent, saving it would put the old
 * title or date back on the task.
 */
export function currentTaskIfKept(store: Store, op: Pick<OutboxRow, 'kind' | 'entity_id' | 'payload' | 'state' | 'last_error'>): Record<string, unknown> | null {
  if (op.kind !== 'task.create' || !refusedAsUnsure(op)) return null;
  const task = store.first(store.db.selectFrom('tasks').select(['title', 'due_date', 'type', 'description']).where('id', '=', op.entity_id));
  if (!task) return null;
  const sent = parseJson<Record<string, unknown>>(op.payload, {});
  const current = taskCreatePayload(task);
  if (samePayload(sent, current)) return null;
  // Everything else the request carries (its contact) stays; the task's own fields are as now.
  const rest = Object.fromEntries(Object.entries(sent).filter(([key]) => !TASK_FIELDS.has(key)));
  return { ...rest, ...current };
}
