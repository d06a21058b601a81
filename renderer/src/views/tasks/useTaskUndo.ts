// Undo of a task's deletion, as the page does it. The task comes back with what was typed into
// its forms left open (its edit, its new date), which open again as they were. After Undo
// clicked, the keyboard goes to the task once the lists show it: the Undo button it was on has
// gone with the notice. When Ctrl/Cmd+Z brought it back instead, the keyboard is somewhere else
// still (the next task, a field) and stays there.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Task } from '../../../../preload/contract';
import { bringBackTaskForms, setAsideTaskForms } from './deletedTaskForms';

/** Wraps `undoDelete` (useTaskBuckets) so the task brought back has its forms and takes the keyboard, as above. */
export function useTaskUndo(
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
    // Back before the lists show the task, so its forms open as its row appears.
    bringBackTaskForms(task.id);
    try {
      await undoDelete(task);
    } catch (e) {
      restored.current = null; // refused: it stays deleted, its forms set aside again
      setAsideTaskForms(task.id);
      throw e;
    }
  };
}
