import { format } from 'date-fns';
import type { TaskBucket, TaskType } from '../../../preload/contract';

export const taskTypeLabels: Record<TaskType, string> = {
  call: 'Call',
  email: 'Email',
  meeting: 'Meeting',
  follow_up: 'Follow-up',
  proposal: 'Proposal',
  quote: 'Quote',
  other: 'Other',
};

export const bucketLabels: Record<TaskBucket, string> = {
  overdue: 'Overdue',
  today: 'Today',
  upcoming: 'Upcoming',
  done: 'Done',
};

export const bucketEmpty: Record<TaskBucket, string> = {
  overdue: 'Nothing overdue.',
  today: 'Nothing due today.',
  upcoming: 'Nothing planned yet.',
  done: 'No completed tasks yet.',
};

/** The id of a task list's heading: across contacts (the Tasks view) or in one contact's pane. */
export const bucketHeadingId = (bucket: TaskBucket, acrossContacts: boolean) => `${bucket}-${acrossContacts ? 'all' : 'contact'}-tasks`;

/** The time of a task whose time was left empty. */
const DEFAULT_TIME = '09:00';
const TIME = /^\d{2}:\d{2}$/;

/** The ISO instant for a local date ("2026-11-22") and time ("14:30"), or null if incomplete. */
export function localDateTimeToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const value = new Date(`${date}T${TIME.test(time) ? time : DEFAULT_TIME}:00`);
  return Number.isNaN(value.getTime()) ? null : value.toISOString();
}

/**
 * What the time field says of the time the task will have, when it is not the one shown: the
 * time a task left without one gets, or the time the clock reads instead of one that does not
 * exist that day (the night the clocks go forward, 02:30 is 03:30).
 */
export function dueTimeNote(date: string, time: string): string | null {
  if (!TIME.test(time)) return `Left empty, the task is due at ${format(new Date(`2000-01-01T${DEFAULT_TIME}:00`), 'p')}.`;
  const iso = localDateTimeToIso(date, time);
  if (!iso || format(new Date(iso), 'HH:mm') === time) return null;
  return `The clocks go forward that night: ${time} does not exist, so the task is due at ${format(new Date(iso), 'p')}.`;
}
