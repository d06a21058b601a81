import { z } from 'zod';
import { id, isoInstant } from './common';
import { limits } from './limits';

export const taskTypes = ['call', 'email', 'meeting', 'follow_up', 'proposal', 'quote', 'other'] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskBuckets = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskBucket = (typeof taskBuckets)[number];

export const taskTitle = z.string().trim().min(1, 'A title is required').max(limits.taskTitle, `At most ${limits.taskTitle} characters`);
export const taskDescription = z.string().trim().max(limits.taskDescription, `At most ${limits.taskDescription} characters`);

export interface Task {
  id: string;
  contactId: string;
  contactName: string;
  title: string;
  type: TaskType | null;
  description: string | null;
  dueDate: string;
  completed: boolean;
  completedAt: string | null;
  /** True while the task is still to reach the service (not for one kept here only: its create refused and discarded). */
  pending: boolean;
  /**
   * True while the task's create may have reached the service though this computer cannot tell
   * (its answer was lost): the service then keeps the task as it was sent, whatever changes here.
   */
  inDoubt: boolean;
  /** True once the service has answered the task's create (its copy there keeps what it was sent with). */
  onService: boolean;
}

export interface TaskPage {
  items: Task[];
  total: number;
}

export const taskMethods = {
  'tasks.create': {
    input: z
      .object({
        contactId: id,
        title: taskTitle,
        dueDate: isoInstant,
        type: z.enum(taskTypes).nullable().optional(),
        description: taskDescription.nullable().optional(),
      })
      .strict(),
    output: {} as Task,
  },
  'tasks.list': {
    input: z
      .object({
        bucket: z.enum(taskBuckets),
        contactId: id.optional(),
        limit: z.number().int().min(1).max(10_000).default(200),
        /**
         * The page's clock and the end of its local day (its time zone decides what "today" is).
         * Without it, the core's own clock and time zone.
         */
        day: z
          .object({ now: isoInstant, endOfToday: isoInstant })
          .strict()
          .refine((d) => Date.parse(d.endOfToday) >= Date.parse(d.now) && Date.parse(d.endOfToday) - Date.parse(d.now) <= 26 * 3_600_000, {
            message: 'endOfToday must be within the day that starts at now',
          })
          .optional(),
      })
      .strict(),
    /** The first `limit` tasks of the bucket, and how many it holds in all. */
    output: {} as TaskPage,
  },
  'tasks.complete': { input: z.object({ id }).strict(), output: {} as Task },
  'tasks.reopen': { input: z.object({ id }).strict(), output: {} as Task },
  /** A new due date. Due dates live here (the service has no task update); an open task only. */
  'tasks.reschedule': { input: z.object({ id, dueDate: isoInstant }).strict(), output: {} as Task },
  /** A new title, type and description (all three, as the edit form shows them). Kept here like due dates. */
  'tasks.update': {
    input: z
      .object({
        id,
        title: taskTitle,
        type: z.enum(taskTypes).nullable(),
        description: taskDescription.nullable(),
      })
      .strict(),
    output: {} as Task,
  },
  /**
   * Removes a task from this computer. One still to reach the service never goes; one there stays
   * there (the service has no task deletion).
   */
  'tasks.delete': { input: z.object({ id }).strict(), output: {} as { deleted: string } },
  /**
   * Undoes a deletion made since the app started: the task as it was, and its create waiting
   * again if it had not gone. Refused when the task's contact was deleted meanwhile.
   */
  'tasks.restore': { input: z.object({ id }).strict(), output: {} as Task },
} as const;
