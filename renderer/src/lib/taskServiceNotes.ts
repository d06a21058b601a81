// What a change to a task does on the service, said under the form that makes it. The service
// has no task update or deletion: a task it has keeps what it was sent with; one that has not
// reached it goes as it is now (or, deleted, not at all); one whose answer was lost may be there;
// one kept here only (its create refused and discarded) has nothing to say.
import type { Task } from '../../../preload/contract';

export type TaskChange = 'reschedule' | 'edit' | 'delete';

const notes: Record<'there' | 'maybe' | 'notYet', Record<TaskChange, string | null>> = {
  there: {
    reschedule: 'Changed on this computer only: the service keeps the date the task was sent with.',
    edit: 'Changed on this computer only: the service keeps the task as it was sent.',
    delete: 'It stays on the service, which has no way to delete tasks.',
  },
  maybe: {
    reschedule: 'The service may already have this task (its answer was lost): if so, it keeps the date the task was sent with.',
    edit: 'The service may already have this task (its answer was lost): if so, it keeps the task as it was sent.',
    delete: 'It may already be on the service (its answer was lost), which has no way to delete tasks.',
  },
  notYet: {
    reschedule: null,
    edit: null,
    delete: 'It has not reached the service yet, and will not be sent.',
  },
};

/** The note for a change to this task, or null when there is nothing to say (no service set up, or a task kept here only). */
export function taskServiceNote(task: Pick<Task, 'pending' | 'inDoubt' | 'onService'>, configured: boolean, change: TaskChange): string | null {
  if (!configured) return null;
  if (task.inDoubt) return notes.maybe[change];
  if (task.onService) return notes.there[change];
  // Neither there nor on its way: its create (or its contact's) refused and discarded.
  return task.pending ? notes.notYet[change] : null;
}
