// A task's title, type and description changed, inline under it: Save, Cancel, or Escape to leave
// it with what was typed kept (it comes back with the form, after another view or a restart). The
// due date has its own form (Reschedule). Refused, each field shows why and takes the keyboard.
import { useId, useState, type FormEvent } from 'react';
import type { Task, TaskType } from '../../../../preload/contract';
import { errorMessage, issuesByPath } from '../../api';
import { ErrorBanner } from '../../components/ErrorBanner';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { busyButton } from '../../lib/busyButton';
import { keptDraft, useInlineDrafts, useKeepInlineDraft } from '../../stores/inlineDraftStore';
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
  /** Cancel: close the form and forget what was typed. */
  onCancel(): void;
  /** Escape: close the form and keep what was typed. */
  onLeave(): void;
  /** The keyboard to the title (false for a form shown again as it was left). */
  autoFocus?: boolean;
}

type Kept = { title: string; type: TaskType | ''; description: string };

/** Where what was typed into a task's edit form and not saved is kept. */
export function taskEditDraftKey(taskId: string): string {
  return `task-edit:${taskId}`;
}

export function TaskEditForm({ task, note, onSave, onCancel, onLeave, autoFocus = true }: TaskEditFormProps) {
  const id = useId();
  const draftKey = taskEditDraftKey(task.id);
  const [kept] = useState(() => keptDraft<Kept>(draftKey) ?? {});
  const [title, setTitle] = useState(kept.title ?? task.title);
  const [type, setType] = useState<TaskType | ''>(kept.type ?? task.type ?? '');
  const [description, setDescription] = useState(kept.description ?? task.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useFocusFirstInvalid(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useKeepInlineDraft(draftKey, { title, type, description }, title !== task.title || type !== (task.type ?? '') || description !== (task.description ?? ''));

  const cancel = () => {
    useInlineDrafts.getState().forget(draftKey);
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The Save button only looks disabled while saving (it keeps the keyboard): Enter in a field would submit again.
    if (saving) return;
    const changes: TaskChanges = { title: title.trim(), type: type || null, description: description.trim() || null };
    // Nothing changed: nothing to save (and nothing to send again).
    if (changes.title === task.title && changes.type === task.type && changes.description === (task.description || null)) {
      cancel();
      return;
    }
    setSaving(true);
    setFailure(null);
    // Forgotten before the answer, as RescheduleForm does: the lists reloaded by the save may draw
    // the task anew, which would open this form again from an edit still kept.
    const drafts = useInlineDrafts.getState();
    drafts.forget(draftKey);
    try {
      await onSave(changes);
    } catch (e) {
      drafts.keep(draftKey, { title, type, description });
      const issues = issuesByPath(e);
      setErrors(issues);
      if (!Object.keys(issues).length) setFailure(errorMessage(e));
      setSaving(false);
    }
  };

  return (
    <form ref={form} className="task-edit" onSubmit={submit} onKeyDown={closeOnEscape(onLeave)} noValidate aria-label={`Edit task ${task.title}`} aria-describedby={note ? `${id}-here` : undefined}>
      <ErrorBanner message={failure} />
      <TextField label="Title" required autoFocus={autoFocus} value={title} onChange={setTitle} error={errors.title} />
      <TaskTypeField value={type} onChange={setType} error={errors.type} />
      <TextField label="Description" multiline value={description} onChange={setDescription} error={errors.description} />
      {note ? (
        <p className="field__hint task-edit__note" id={`${id}-here`}>
          {note}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" {...busyButton(saving)}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
