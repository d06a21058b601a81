// Task handlers. Creating a task queues it for the service; completion, due dates, titles and
// descriptions live only here (the service has no task update or deletion), so complete, reopen,
// reschedule, update and delete queue nothing (and Undo of a deletion puts back only what it took
// out of the queue). A task whose create may still take it goes as it is now, though
// (sync/task-create-current.ts), and a deleted one that has not gone never goes.
import { endOfDay } from 'date-fns';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Task, TaskPage, TaskType } from '../../../preload/contract';
import { newId } from '../../../db/ids';
import { UNSENT_STATES } from '../../../db/queries/contacts';
import { nowIso } from '../../../db/queries/json';
import { enqueue, isLocalOnly } from '../../../db/queries/outbox';
import { UNSURE_REFUSALS } from '../../sync/key-scope';
import { sendCurrentTask, taskCreatePayload } from '../../sync/task-create-current';
import type { CoreContext } from '../context';
import { ApiError, notFound } from '../errors';
import type { Parsed } from '../handler-types';

interface TaskRow {
  id: string;
  contact_id: string;
  contact_name: string;
  title: string;
  type: string | null;
  description: string | null;
  due_date: string;
  completed: number;
  completed_at: string | null;
  pending: number;
  in_doubt: number;
  remote_id: string | null;
}

function selectTasks(ctx: CoreContext) {
  return ctx.store.db
    .selectFrom('tasks as t')
    .innerJoin('contacts as c', 'c.id', 't.contact_id')
    .select(['t.id', 't.contact_id', 'c.name as contact_name', 't.title', 't.type', 't.description', 't.due_date', 't.completed', 't.completed_at', 't.remote_id'])
    // "Not yet synced" while the task's create is still to reach the service, as a contact's
    // flag (db/queries/contacts.ts). Not "no remote id": a task the service will never get (its
    // refused create discarded, or its contact's) would say so for ever.
    .select((eb) =>
      eb
        .exists(eb.selectFrom('outbox as o').select('o.id').whereRef('o.entity_id', '=', 't.id').where('o.kind', '=', 'task.create').where('o.state', 'in', UNSENT_STATES))
        .as('pending'),
    )
    // Sent, its answer lost (being reconciled, or refused here for that reason: key-scope.ts). Not
    // one on its way now: that is every send, and its answer is still to come.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('outbox as o')
            .select('o.id')
            .whereRef('o.entity_id', '=', 't.id')
            .where('o.kind', '=', 'task.create')
            .where((w) => w.or([w('o.state', '=', 'ambiguous'), w.and([w('o.state', '=', 'rejected'), w('o.last_error', 'in', UNSURE_REFUSALS)])])),
        )
        .as('in_doubt'),
    );
}

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    contactId: row.contact_id,
    contactName: row.contact_name,
    title: row.title,
    type: row.type as TaskType | null,
    description: row.description,
    dueDate: row.due_date,
    completed: Boolean(row.completed),
    completedAt: row.completed_at,
    pending: Boolean(row.pending),
    inDoubt: Boolean(row.in_doubt),
    onService: row.remote_id !== null,
  };
}

function mustFind(ctx: CoreContext, id: string): Task {
  const row = ctx.store.first(selectTasks(ctx).where('t.id', '=', id)) as TaskRow | undefined;
  if (!row) throw notFound('task');
  return toTask(row);
}

function setCompleted(ctx: CoreContext, id: string, completed: boolean): Task {
  const now = nowIso();
  const { changes } = ctx.store.run(
    ctx.store.db
      .updateTable('tasks')
      .set({ completed: completed ? 1 : 0, completed_at: completed ? now : null, updated_at: now })
      .where('id', '=', id),
  );
  if (!changes) throw notFound('task');
  ctx.events.emit('data.changed', { entities: ['tasks'] });
  return mustFind(ctx, id);
}

/**
 * A new due date for an open task. The create of a task that has certainly not reached the
 * service (waiting, or refused) carries it too, under a new Idempotency-Key (task-create-current.ts).
 * One sent, or in doubt, is left as it went: the service keeps the first date, this app the new one.
 */
function reschedule(ctx: CoreContext, id: string, dueDate: string): Task {
  const due = new Date(dueDate).toISOString();
  ctx.store.transaction(() => {
    const task = ctx.store.first(ctx.store.db.selectFrom('tasks').select(['id', 'completed']).where('id', '=', id));
    if (!task) throw notFound('task');
    if (task.completed) throw new ApiError('conflict', 'This task is done: reopen it to give it a new due date');
    ctx.store.run(ctx.store.db.updateTable('tasks').set({ due_date: due, updated_at: nowIso() }).where('id', '=', id));
    sendCurrentTask(ctx.store, id);
  });
  ctx.events.emit('data.changed', { entities: ['tasks'] });
  ctx.onLocalWrite(); // as for an edit
  return mustFind(ctx, id);
}

/** A new title, type and description; a create that may still take them carries them too. */
function update(ctx: CoreContext, input: Parsed<'tasks.update'>): Task {
  ctx.store.transaction(() => {
    const { changes } = ctx.store.run(
      ctx.store.db
        .updateTable('tasks')
        .set({ title: input.title, type: input.type, description: input.description || null, updated_at: nowIso() })
        .where('id', '=', input.id),
    );
    if (!changes) throw notFound('task');
    sendCurrentTask(ctx.store, input.id);
  });
  ctx.events.emit('data.changed', { entities: ['tasks'] });
  ctx.onLocalWrite(); // a create it rewrote goes soon, and a refused one shows what it sends now
  return mustFind(ctx, input.id);
}

/**
 * Removes the task and its create, in whatever state it waits (queued, refused, its answer lost):
 * the user no longer wants it. Not while an attempt is on its way: its answer would link a task
 * that is gone, and whether the service made it would never be known. Both are kept for Undo.
 */
function remove(ctx: CoreContext, id: string): { deleted: string } {
  ctx.store.transaction(() => {
    const task = ctx.store.first(ctx.store.db.selectFrom('tasks').selectAll().where('id', '=', id));
    if (!task) throw notFound('task');
    const creates = ctx.store.db.selectFrom('outbox').selectAll().where('kind', '=', 'task.create').where('entity_id', '=', id);
    if (ctx.store.first(creates.where('state', '=', 'sending'))) {
      throw new ApiError('conflict', 'This task is being sent to the service right now: try again in a moment');
    }
    const ops = ctx.store.all(creates.where('state', '!=', 'done').orderBy('seq'));
    ctx.store.run(ctx.store.db.deleteFrom('outbox').where('kind', '=', 'task.create').where('entity_id', '=', id).where('state', '!=', 'done'));
    ctx.store.run(ctx.store.db.deleteFrom('tasks').where('id', '=', id));
    ctx.deletedTasks.keep({ task, ops });
  });
  ctx.events.emit('data.changed', { entities: ['tasks'] });
  ctx.onLocalWrite(); // the count of changes waiting to be sent may have gone down
  return { deleted: id };
}

/**
 * Undoes a deletion: the task as it was, and its create back in its place in the queue (its seq
 * is never reused), in the state it was left in, under the same Idempotency-Key, so a create
 * whose answer was lost is still recognised by the service. A contact deleted meanwhile, or
 * kept only here since, takes the task's create with it, as a deletion of the contact would.
 */
function restore(ctx: CoreContext, id: string): Task {
  const deleted = ctx.deletedTasks.get(id);
  if (!deleted) throw new ApiError('not_found', 'This task can no longer be brought back: only the last tasks deleted since Rolodeck started can be');
  ctx.store.transaction(() => {
    const { task, ops } = deleted;
    if (!ctx.store.first(ctx.store.db.selectFrom('contacts').select('id').where('id', '=', task.contact_id))) {
      throw new ApiError('conflict', 'The contact of this task has been deleted, so the task cannot come back');
    }
    if (ctx.store.first(ctx.store.db.selectFrom('tasks').select('id').where('id', '=', id))) return; // back already
    ctx.store.run(ctx.store.db.insertInto('tasks').values(task));
    if (!isLocalOnly(ctx.store, task.contact_id)) for (const op of ops) ctx.store.run(ctx.store.db.insertInto('outbox').values(op));
  });
  ctx.deletedTasks.forget(id);
  ctx.events.emit('data.changed', { entities: ['tasks'] });
  ctx.onLocalWrite(); // its create waits to be sent again
  return mustFind(ctx, id);
}

export const taskHandlers = {
  'tasks.create': (input: Parsed<'tasks.create'>, ctx: CoreContext): Task => {
    const id = newId();
    const now = nowIso();
    const dueDate = new Date(input.dueDate).toISOString();
    ctx.store.transaction(() => {
      const contact = ctx.store.first(ctx.store.db.selectFrom('contacts').select('id').where('id', '=', input.contactId));
      if (!contact) throw notFound('contact');
      ctx.store.run(
        ctx.store.db.insertInto('tasks').values({
          id,
          remote_id: null,
          contact_id: input.contactId,
          title: input.title,
          type: input.type ?? null,
          description: input.description || null,
          due_date: dueDate,
          completed: 0,
          completed_at: null,
          created_at: now,
          updated_at: now,
        }),
      );
      const payload = taskCreatePayload({ title: input.title, due_date: dueDate, type: input.type ?? null, description: input.description || null });
      enqueue(ctx.store, { kind: 'task.create', entityId: id, contactId: input.contactId, payload });
    });
    ctx.events.emit('data.changed', { entities: ['tasks'] });
    ctx.onLocalWrite();
    return mustFind(ctx, id);
  },

  /**
   * overdue: due before now; today: from now to the end of the local day; upcoming: later; done:
   * completed. "Now" and "local day" are the page's when it sends them (`day`), as it shows dates
   * in its own time zone; otherwise the core's.
   */
  'tasks.list': (input: Parsed<'tasks.list'>, ctx: CoreContext): TaskPage => {
    const now = input.day ? new Date(input.day.now) : new Date();
    const nowText = now.toISOString();
    const endOfToday = input.day ? new Date(input.day.endOfToday).toISOString() : endOfDay(now).toISOString();
    // The same conditions for the page and for the count (which reads tasks alone: every task
    // has its contact, the foreign key cascades, so the join would only slow the count).
    const inBucket = <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q => {
      let q = query;
      if (input.contactId) q = q.where('t.contact_id', '=', input.contactId) as Q;
      switch (input.bucket) {
        case 'overdue':
          return q.where('t.completed', '=', 0).where('t.due_date', '<', nowText) as Q;
        case 'today':
          return q.where('t.completed', '=', 0).where('t.due_date', '>=', nowText).where('t.due_date', '<=', endOfToday) as Q;
        case 'upcoming':
          return q.where('t.completed', '=', 0).where('t.due_date', '>', endOfToday) as Q;
        case 'done':
          return q.where('t.completed', '=', 1) as Q;
      }
    };
    const page = inBucket(selectTasks(ctx));
    const ordered = input.bucket === 'done' ? page.orderBy('t.completed_at', 'desc') : page.orderBy('t.due_date', 'asc');
    const items = (ctx.store.all(ordered.orderBy('t.id').limit(input.limit)) as TaskRow[]).map(toTask);
    const total =
      items.length < input.limit ? items.length : Number(ctx.store.first(inBucket(ctx.store.db.selectFrom('tasks as t')).select(sql<number>`count(*)`.as('n')))?.n ?? 0);
    return { items, total };
  },

  'tasks.complete': (input: Parsed<'tasks.complete'>, ctx: CoreContext) => setCompleted(ctx, input.id, true),
  'tasks.reopen': (input: Parsed<'tasks.reopen'>, ctx: CoreContext) => setCompleted(ctx, input.id, false),
  'tasks.reschedule': (input: Parsed<'tasks.reschedule'>, ctx: CoreContext) => reschedule(ctx, input.id, input.dueDate),
  'tasks.update': (input: Parsed<'tasks.update'>, ctx: CoreContext) => update(ctx, input),
  'tasks.delete': (input: Parsed<'tasks.delete'>, ctx: CoreContext) => remove(ctx, input.id),
  'tasks.restore': (input: Parsed<'tasks.restore'>, ctx: CoreContext) => restore(ctx, input.id),
};
