// "Deleted “…”. Undo", above the task lists after a deletion, until the task is brought back,
// the notice dismissed, or another task deleted. It has no timer: the user takes the time they
// need. Ctrl/Cmd+Z brings the task back too, from anywhere on the page but a text field (where
// it undoes typing, as ever). The message is a live region that stays mounted, so each deletion
// is read out; the keyboard stays where the deletion put it (the next task).
import { useEffect, useRef, useState } from 'react';
import type { Task } from '../../../../preload/contract';
import { errorMessage } from '../../api';
import { isTyping } from '../../hooks/useShortcuts';
import { giveKeyboardBack } from '../../lib/keyboardBack';

interface TaskUndoNoticeProps {
  /** The task deleted last, or null: the notice is empty. */
  task: Task | null;
  /** Brings it back; rejects with the reason when refused. */
  onUndo(task: Task): Promise<void>;
  onDismiss(): void;
  /** Where the keyboard goes once Dismiss, which had it, is gone with the notice (the tasks' heading). */
  afterDismiss(): HTMLElement | null | undefined;
}

const isUndoKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z';

export function TaskUndoNotice({ task, onUndo, onDismiss, afterDismiss }: TaskUndoNoticeProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setError(null);
    setBusy(false);
  }, [task]);
  // The button was disabled while the task came back, which took the keyboard from it.
  useEffect(() => {
    if (error) undoButton.current?.focus();
  }, [error]);

  const undo = async () => {
    if (!task || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onUndo(task);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  const dismiss = () => {
    onDismiss();
    giveKeyboardBack(null, afterDismiss);
  };
  const latest = useRef(undo);
  latest.current = undo;
  useEffect(() => {
    if (!task) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isUndoKey(e) || e.defaultPrevented || isTyping(e.target)) return;
      e.preventDefault();
      void latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [task]);

  return (
    <div className={task ? 'task-undo' : 'task-undo task-undo--empty'}>
      <p className="task-undo__message" role="status">
        {task ? `Deleted “${task.title}”.` : ''}
      </p>
      {task ? (
        <>
          <button ref={undoButton} type="button" className="button button--small" onClick={() => void undo()} disabled={busy} aria-keyshortcuts="Control+Z Meta+Z">
            {busy ? 'Bringing it back…' : 'Undo'}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={dismiss} disabled={busy}>
            Dismiss
          </button>
          {error ? (
            <p className="field__error task-undo__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
