// Tasks deleted since the app started, kept so a deletion can be undone (tasks.restore): the
// task's row and the create it took out of the queue, exactly as they were. Kept in memory only:
// Undo is offered right after a deletion, and a task deleted in an earlier run stays deleted.
import type { Selectable } from 'kysely';
import type { OutboxTable, TasksTable } from '../../db/schema';

export interface DeletedTask {
  task: Selectable<TasksTable>;
  /** The task's create as it waited in the queue (none once the service had the task). */
  ops: Selectable<OutboxTable>[];
}

/** The most recent deletions kept: Undo is for the last few, not a history. */
const KEPT = 50;

export class DeletedTasks {
  private readonly kept = new Map<string, DeletedTask>();

  keep(deleted: DeletedTask): void {
    this.kept.delete(deleted.task.id);
    this.kept.set(deleted.task.id, deleted);
    // A Map iterates in insertion order: the first key is the oldest deletion.
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  get(taskId: string): DeletedTask | undefined {
    return this.kept.get(taskId);
  }

  forget(taskId: string): void {
    this.kept.delete(taskId);
  }
}
