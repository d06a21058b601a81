// "Delete this task?", inline under it: what deleting means for the service, Delete or
// Escape/Cancel. The keyboard starts on Cancel, so a stray Enter deletes nothing.
import { useId, useState } from 'react';
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
    <div className="task-delete" role="group" aria-labelledby={`${id}-question`} aria-describedby={note ? `${id}-note` : undefined} onKeyDown={closeOnEscape(onCancel)}>
      <p className="task-delete__question" id={`${id}-question`}>
        Delete “{task.title}” from this computer?
      </p>
      {note ? (
        <p className="field__hint task-delete__note" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
      <div className="task-delete__actions">
        <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete task'}
        </button>
        <button type="button" className="button" autoFocus onClick={onCancel}>
          Cancel
        </button>
      </div>
      {error ? (
        <p className="field__error task-delete__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
