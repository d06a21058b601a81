// How many tasks each bucket of a task list shows at first, and how many more each "Show more"
// adds. A page, not hundreds: the view draws every task it holds (about ten elements each), and
// reloads them all after each tick.
import type { TaskBucket } from '../../../preload/contract';

export const FIRST_TASKS: Record<TaskBucket, number> = { overdue: 100, today: 100, upcoming: 100, done: 50 };
export const MORE_TASKS = 200;
