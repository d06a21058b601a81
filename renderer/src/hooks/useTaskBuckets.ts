// The four task lists (overdue, today, upcoming, done), across contacts or for one contact,
// reloaded when tasks change; complete and reopen update the lists at once.
import { useCallback, useEffect, useState } from 'react';
import type { Task, TaskBucket } from '../../../preload/contract';
import { api, errorMessage } from '../api';
import { FIRST_TASKS, MORE_TASKS } from '../lib/taskPages';
import { useDataVersion } from '../stores/dataVersionStore';

export const buckets: readonly TaskBucket[] = ['overdue', 'today', 'upcoming', 'done'];
export type Buckets = Record<TaskBucket, Task[]>;
export type Totals = Record<TaskBucket, number>;

const FIRST: Totals = FIRST_TASKS;
const MORE = MORE_TASKS;

export function useTaskBuckets(contactId?: string) {
  const version = useDataVersion((s) => s.versions.tasks + s.versions.contacts);
  const [lists, setLists] = useState<Buckets | null>(null);
  const [totals, setTotals] = useState<Totals | null>(null);
  const [limits, setLimits] = useState<Totals>(FIRST);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const results = await Promise.all(buckets.map((bucket) => api().invoke('tasks.list', { bucket, contactId, limit: limits[bucket] })));
      setLists(Object.fromEntries(buckets.map((b, i) => [b, results[i]!.items])) as Buckets);
      setTotals(Object.fromEntries(buckets.map((b, i) => [b, results[i]!.total])) as Totals);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [contactId, limits]);

  const showMore = useCallback((bucket: TaskBucket) => setLimits((l) => ({ ...l, [bucket]: l[bucket] + MORE })), []);

  useEffect(() => {
    void load();
  }, [load, version]);

  const toggle = useCallback(
    async (task: Task) => {
      // Optimistic: show it done (or open) now; the reload puts it in its right bucket.
      setLists((current) =>
        current
          ? (Object.fromEntries(buckets.map((b) => [b, current[b].map((t) => (t.id === task.id ? { ...t, completed: !t.completed } : t))])) as Buckets)
          : current,
      );
      try {
        await api().invoke(task.completed ? 'tasks.reopen' : 'tasks.complete', { id: task.id });
      } catch (e) {
        setError(errorMessage(e));
      }
      await load();
    },
    [load],
  );

  return { lists, totals, error, reload: load, toggle, showMore };
}
