// "Delete this task?", inline under it: what deleting means for the service, Delete or
// Escape/Cancel. The keyboard starts on Cancel, so a stray Enter deletes nothing. While the
// deletion runs the question stays (its outcome is shown here); refused, the keyboard is back on
// Delete beside the reason.
import { useEffect, useId, useRef, useState } from 'react';
import type { Task } from '../../../../preload/contract';
import { errorMessage } from '../../api';
import { closeOnEscape } from '../../lib/closeOnEscape';

interface TaskDeleteConfirmProps {
  task: Task;
  /** What deleting does on the service, when there is something to say (taskServiceNote). */
  note: string | null;
  /** Deletes the task; rejects with the reason when refused. */
  onDelete(): Promise<void>;
  onCancel(): void;
}

export function TaskDeleteConfirm({ task, note, onDelete, onCancel }: TaskDeleteConfirmProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // The button was disabled while deleting, which took the keyboard from it.
  useEffect(() => {
    if (error) deleteButton.current?.focus();
  }, [error]);
  const cancel = () => {
    if (!deleting) onCancel();
  };

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      await onDelete();
    } catch (e) {
      setError(errorMessage(e));
      setDeleting(false);
    }
  };

  return (
    <div className="task-delete" role="group" aria-labelledby={`${id}-question`} aria-describedby={note ? `${id}-note` : undefined} onKeyDown={closeOnEscape(cancel)}>
      <p className="task-delete__question" id={`${id}-question`}>
        Delete “{task.title}” from this computer?
      </p>
      {note ? (
        <p className="field__hint task-delete__note" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
      <div className="task-delete__actions">
        <button ref={deleteButton} type="button" className="button button--danger" onClick={() => void confirm()} disabled={deleting} aria-describedby={error ? `${id}-error` : undefined}>
          {deleting ? 'Deleting…' : 'Delete task'}
        </button>
        <button type="button" className="button" autoFocus onClick={cancel} disabled={deleting}>
          Cancel
        </button>
      </div>
      {error ? (
        <p className="field__error task-delete__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
