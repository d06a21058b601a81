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

/** The ISO instant for a local date ("2026-11-22") and time ("14:30"), or null if incomplete. */
export function localDateTimeToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const value = new Date(`${date}T${/^\d{2}:\d{2}$/.test(time) ? time : '09:00'}:00`);
  return Number.isNaN(value.getTime()) ? null : value.toISOString();
}
