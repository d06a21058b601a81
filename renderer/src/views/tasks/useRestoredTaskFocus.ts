// After Undo brings a deleted task back, the keyboard goes to the task once the lists show it:
// the Undo button it was on has gone with the notice. When Ctrl/Cmd+Z brought it back instead,
// the keyboard is somewhere else still (the next task, a field) and stays there.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Task } from '../../../../preload/contract';

/** Wraps `undoDelete` (useTaskBuckets) so the task brought back takes the keyboard, as above. */
export function useRestoredTaskFocus(
  container: RefObject<HTMLElement | null>,
  lists: unknown,
  undoDelete: (task: Task) => Promise<void>,
): (task: Task) => Promise<void> {
  const restored = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = restored.current;
    if (!id) return;
    const box = container.current?.querySelector<HTMLInputElement>(`[data-task-id="${CSS.escape(id)}"] input[type="checkbox"]`);
    if (!box) return; // not in the lists yet
    restored.current = null;
    const focused = document.activeElement;
    if (!focused || focused === document.body) box.focus();
  }, [container, lists]);
  return async (task) => {
    restored.current = task.id;
    try {
      await undoDelete(task);
    } catch (e) {
      restored.current = null; // refused: it stays deleted
      throw e;
    }
  };
}
