// "Delete this task?", inline under it: what deleting means for the service, Delete or
// Escape/Cancel (InlineConfirm: the keyboard starts on Cancel; refused, it is back on Delete
// beside the reason).
import type { Task } from '../../../../preload/contract';
import { InlineConfirm } from '../../components/InlineConfirm';

interface TaskDeleteConfirmProps {
  task: Task;
  /** What deleting does on the service, when there is something to say (taskServiceNote). */
  note: string | null;
  /** Deletes the task; rejects with the reason when refused. */
  onDelete(): Promise<void>;
  onCancel(): void;
}

export function TaskDeleteConfirm({ task, note, onDelete, onCancel }: TaskDeleteConfirmProps) {
  return <InlineConfirm question={`Delete “${task.title}” from this computer?`} note={note} noteKind="hint" confirmLabel="Delete task" busyLabel="Deleting…" onConfirm={onDelete} onCancel={onCancel} />;
}
