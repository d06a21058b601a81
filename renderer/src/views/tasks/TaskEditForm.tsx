// A task's title, type and description changed, inline under it: Save, or Escape/Cancel. The due
// date has its own form (Reschedule). Refused, each field shows why and takes the keyboard.
import { useId, useState, type FormEvent } from 'react';
import type { Task, TaskType } from '../../../../preload/contract';
import { errorMessage, issuesByPath } from '../../api';
import { ErrorBanner } from '../../components/ErrorBanner';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { TaskTypeField } from './TaskTypeField';

export interface TaskChanges {
  title: string;
  type: TaskType | null;
  description: string | null;
}

interface TaskEditFormProps {
  task: Task;
  /** What the changes do on the service, when there is something to say (taskServiceNote). */
  note: string | null;
  /** Saves the changes; rejects with the reason when refused. */
  onSave(changes: TaskChanges): Promise<void>;
  onCancel(): void;
}

export function TaskEditForm({ task, note, onSave, onCancel }: TaskEditFormProps) {
  const id = useId();
  const [title, setTitle] = useState(task.title);
  const [type, setType] = useState<TaskType | ''>(task.type ?? '');
  const [description, setDescription] = useState(task.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useFocusFirstInvalid(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes: TaskChanges = { title: title.trim(), type: type || null, description: description.trim() || null };
    // Nothing changed: nothing to save (and nothing to send again).
    if (changes.title === task.title && changes.type === task.type && changes.description === (task.description || null)) {
      onCancel();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSave(changes);
    } catch (e) {
      const issues = issuesByPath(e);
      setErrors(issues);
      if (!Object.keys(issues).length) setFailure(errorMessage(e));
      setSaving(false);
    }
  };

  return (
    <form ref={form} className="task-edit" onSubmit={submit} onKeyDown={closeOnEscape(onCancel)} noValidate aria-label={`Edit task ${task.title}`} aria-describedby={note ? `${id}-here` : undefined}>
      <ErrorBanner message={failure} />
      <TextField label="Title" required autoFocus value={title} onChange={setTitle} error={errors.title} />
      <TaskTypeField value={type} onChange={setType} error={errors.type} />
      <TextField label="Description" multiline value={description} onChange={setDescription} error={errors.description} />
      {note ? (
        <p className="field__hint task-edit__note" id={`${id}-here`}>
          {note}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
