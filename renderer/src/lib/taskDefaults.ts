// Where a new task's due date and time start: 09:00 today while that is still ahead, else
// 09:00 tomorrow, so a task created with the defaults is never overdue the moment it exists.
import { addDays, format, isAfter, setHours, startOfDay } from 'date-fns';

const DEFAULT_HOUR = 9;

export function defaultTaskDue(now: Date = new Date()): { date: string; time: string } {
  const todayAtNine = setHours(startOfDay(now), DEFAULT_HOUR);
  const due = isAfter(todayAtNine, now) ? todayAtNine : addDays(todayAtNine, 1);
  return { date: format(due, 'yyyy-MM-dd'), time: format(due, 'HH:mm') };
}
