// The four task lists (overdue, today, upcoming, done), across contacts or for one contact,
// reloaded when tasks change; complete and reopen update the lists at once, a new due date, an
// edit, a deletion or its undoing once the core has it. "Today" is the
// page's local day; the lists are sorted again when the next task falls due and at midnight, and
// when the page finds that moment passed while its timer slept (see useClockPassed).
import { useCallback, useEffect, useState } from 'react';
import type { Task, TaskBucket, TaskType } from '../../../preload/contract';
import { api, errorMessage } from '../api';
import { localDay } from '../lib/localDay';
import { FIRST_TASKS, MORE_TASKS } from '../lib/taskPages';
import { useDataVersion } from '../stores/dataVersionStore';
import { useClockPassed } from './useClockPassed';

export const buckets: readonly TaskBucket[] = ['overdue', 'today', 'upcoming', 'done'];
export type Buckets = Record<TaskBucket, Task[]>;
export type Totals = Record<TaskBucket, number>;

const FIRST: Totals = FIRST_TASKS;
const MORE = MORE_TASKS;

/** The next moment a task changes list: the first of today's falling due, or local midnight. */
function nextBoundary(today: Task[], now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  const due = today.filter((t) => !t.completed).map((t) => Date.parse(t.dueDate));
  // A task is overdue once due before now: the moment after its due time.
  return Math.min(midnight, ...due.filter((d) => d >= now.getTime()).map((d) => d + 1));
}

export function useTaskBuckets(contactId?: string) {
  const version = useDataVersion((s) => s.versions.tasks + s.versions.contacts);
  const [lists, setLists] = useState<Buckets | null>(null);
  const [totals, setTotals] = useState<Totals | null>(null);
  const [limits, setLimits] = useState<Totals>(FIRST);
  const [error, setError] = useState<string | null>(null);
  // A refused tick, shown until the next one: kept apart from `error`, which the reload after the
  // tick empties as soon as the lists read well (the refusal was gone before anyone saw it).
  const [refusal, setRefusal] = useState<string | null>(null);
  // When the lists are next out of date by the clock alone (ms since the epoch), and a count of
  // the times it has come, to reload on.
  const [boundary, setBoundary] = useState<number | null>(null);
  const [tick, setTick] = useState(0);

  /** Reloads the lists; answers them as shown now and the day they were sorted by (null when they could not be read). */
  const load = useCallback(async (): Promise<{ shown: Buckets; day: ReturnType<typeof localDay> } | null> => {
    try {
      const at = new Date();
      const day = localDay(at);
      const results = await Promise.all(buckets.map((bucket) => api().invoke('tasks.list', { bucket, contactId, limit: limits[bucket], day })));
      const shown = Object.fromEntries(buckets.map((b, i) => [b, results[i]!.items])) as Buckets;
      setLists(shown);
      setTotals(Object.fromEntries(buckets.map((b, i) => [b, results[i]!.total])) as Totals);
      setBoundary(nextBoundary(results[buckets.indexOf('today')]!.items, at));
      setError(null);
      return { shown, day };
    } catch (e) {
      setError(errorMessage(e));
      return null;
    }
  }, [contactId, limits]);

  const showMore = useCallback((bucket: TaskBucket) => setLimits((l) => ({ ...l, [bucket]: l[bucket] + MORE })), []);

  useEffect(() => {
    void load();
  }, [load, version, tick]);

  // One timer, to the next boundary (not a poll)...
  useEffect(() => {
    if (boundary === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(Math.max(boundary - Date.now(), 0), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [boundary]);
  // ...which a computer asleep past the boundary holds back: the lists are sorted again as soon
  // as the page sees the clock beyond it.
  useClockPassed(boundary, useCallback(() => setTick((n) => n + 1), []));

  const toggle = useCallback(
    async (task: Task) => {
      setRefusal(null);
      // Optimistic: show it done (or open) now; the reload puts it in its right bucket.
      setLists((current) =>
        current
          ? (Object.fromEntries(buckets.map((b) => [b, current[b].map((t) => (t.id === task.id ? { ...t, completed: !t.completed } : t))])) as Buckets)
          : current,
      );
      try {
        await api().invoke(task.completed ? 'tasks.reopen' : 'tasks.complete', { id: task.id });
      } catch (e) {
        setRefusal(errorMessage(e));
      }
      await load();
    },
    [load],
  );

  /**
   * A new due date: saved, then the lists reloaded with the task where the date puts it. Answers
   * the list it went to when it stands past the tasks that list shows (null when shown). Rejects
   * when refused.
   */
  const reschedule = useCallback(
    async (task: Task, dueDate: string): Promise<TaskBucket | null> => {
      await api().invoke('tasks.reschedule', { id: task.id, dueDate });
      const loaded = await load();
      if (!loaded || buckets.some((b) => loaded.shown[b].some((t) => t.id === task.id))) return null;
      // The list the core put it in, by the day the lists were sorted by.
      const due = Date.parse(dueDate);
      const { day } = loaded;
      return due < Date.parse(day.now) ? 'overdue' : due <= Date.parse(day.endOfToday) ? 'today' : 'upcoming';
    },
    [load],
  );

  /** A new title, type and description: saved, then the lists reloaded. Rejects when refused. */
  const update = useCallback(
    async (task: Task, changes: { title: string; type: TaskType | null; description: string | null }): Promise<void> => {
      await api().invoke('tasks.update', { id: task.id, ...changes });
      await load();
    },
    [load],
  );

  // The task deleted last here, which Undo brings back: null once back, dismissed, or never.
  const [deleted, setDeleted] = useState<Task | null>(null);
  useEffect(() => setDeleted(null), [contactId]); // another contact's page offers no Undo of this one's

  /** Deletes the task, then reloads the lists without it. Rejects when refused. */
  const remove = useCallback(
    async (task: Task): Promise<void> => {
      await api().invoke('tasks.delete', { id: task.id });
      setDeleted(task);
      await load();
    },
    [load],
  );

  /** Brings the task deleted last back, then reloads the lists with it. Rejects when refused. */
  const undoDelete = useCallback(
    async (task: Task): Promise<void> => {
      await api().invoke('tasks.restore', { id: task.id });
      setDeleted((current) => (current?.id === task.id ? null : current));
      await load();
    },
    [load],
  );
  const dismissDeleted = useCallback(() => setDeleted(null), []);

  return { lists, totals, error: refusal ?? error, reload: load, toggle, reschedule, update, remove, deleted, undoDelete, dismissDeleted, showMore };
}
