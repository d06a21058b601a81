// The page's day, as the core sorts tasks by it: this moment and the last moment of the local day.

/**
 * The last moment of the local day is the moment before the next local midnight. Built as
 * 23:59:59.999 instead, it was in the past during the second 23:00–24:00 of a night the clocks
 * go back at midnight (Chile, Egypt, Lebanon): JavaScript reads a time that occurs twice as the
 * first, and the core refused every task list for that hour.
 */
export function localDay(now = new Date()): { now: string; endOfToday: string } {
  const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { now: now.toISOString(), endOfToday: new Date(nextMidnight.getTime() - 1).toISOString() };
}
