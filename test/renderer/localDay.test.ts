// The page's day as the task lists are sorted by it, on nights the clocks change at midnight.
import { afterAll, describe, expect, it } from 'vitest';
import { taskMethods } from '../../preload/contract/tasks';
import { localDay } from '../../renderer/src/lib/localDay';

const zone = process.env.TZ;
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** Whether the core takes the day for a task list (tasks.list's input). */
const accepted = (day: ReturnType<typeof localDay>) => taskMethods['tasks.list'].input.safeParse({ bucket: 'today', day }).success;

describe('the end of the page’s day', () => {
  it('is the moment before the next midnight in the second hour of a night the clocks go back at midnight', () => {
    // Santiago, 4–5 April 2026: at 24:00 (UTC−3) the clocks go back to 23:00 (UTC−4).
    process.env.TZ = 'America/Santiago';
    for (const at of ['2026-04-05T02:30:00Z', '2026-04-05T03:30:00Z', '2026-04-05T03:59:59Z']) {
      const day = localDay(new Date(at));
      expect(day.endOfToday, at).toBe('2026-04-05T03:59:59.999Z');
      expect(accepted(day), at).toBe(true);
    }
    // Cairo, 29–30 October 2026: the same at midnight (UTC+3 to UTC+2).
    process.env.TZ = 'Africa/Cairo';
    const cairo = localDay(new Date('2026-10-29T21:30:00Z'));
    expect(accepted(cairo)).toBe(true);
    expect(Date.parse(cairo.endOfToday)).toBeGreaterThan(Date.parse('2026-10-29T21:30:00Z'));
  });

  it('is 23:59:59.999 local on an ordinary day, and on a night the clocks go forward at midnight', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(localDay(new Date('2026-06-10T10:00:00Z')).endOfToday).toBe('2026-06-10T21:59:59.999Z');
    // Santiago, 5–6 September 2026: 24:00 (UTC−4) is 01:00 (UTC−3); the day ends at 04:00Z.
    process.env.TZ = 'America/Santiago';
    const day = localDay(new Date('2026-09-05T20:00:00Z'));
    expect(day.endOfToday).toBe('2026-09-06T03:59:59.999Z');
    expect(accepted(day)).toBe(true);
  });
});
