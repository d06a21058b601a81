// Create a task: for a given contact, or with a contact picker. Title, due date and time,
// type, description; validation messages next to each field. What is typed and not yet added
// is kept (taskDraftKey) while the user looks at another contact or view.
import { useId, useState, type FormEvent } from 'react';
import type { ContactSummary, TaskType } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { ContactPicker } from '../../components/ContactPicker';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid';
import { localDateTimeToIso } from '../../lib/taskLabels';
import { defaultTaskDue } from '../../lib/taskDefaults';
import { ErrorBanner } from '../../components/ErrorBanner';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { busyButton } from '../../lib/busyButton';
import { keptDraft, useInlineDrafts, useKeepInlineDraft } from '../../stores/inlineDraftStore';
import { TaskDateField } from './TaskDateField';
import { TaskTimeField } from './TaskTimeField';
import { TaskTypeField } from './TaskTypeField';

interface TaskFormProps {
  /** Fixed contact (the contact pane); without it the form asks for one. */
  contact?: { id: string; name: string };
  onCreated?(): void;
  onCancel?(): void;
  /** Escape: close the form and keep what was typed (it comes back with the form). */
  onLeave?(): void;
}

/** Date and time only when the user chose them: a default kept would be yesterday's next 09:00, overdue once back. */
type Kept = { picked: ContactSummary | null; title: string; date?: string; time?: string; type: TaskType | ''; description: string };

/** Where an unfinished task form is kept: per contact, or 'any' for the form with a picker. */
export function taskDraftKey(contactId?: string): string {
  return `task:${contactId ?? 'any'}`;
}

export function TaskForm({ contact, onCreated, onCancel, onLeave }: TaskFormProps) {
  const id = useId();
  const draftKey = taskDraftKey(contact?.id);
  const [kept] = useState(() => keptDraft<Kept>(draftKey) ?? {});
  const [picked, setPicked] = useState<ContactSummary | null>(kept.picked ?? null);
  const [title, setTitle] = useState(kept.title ?? '');
  const [due] = useState(defaultTaskDue);
  const [date, setDate] = useState(kept.date ?? due.date);
  const [time, setTime] = useState(kept.time ?? due.time);
  const [type, setType] = useState<TaskType | ''>(kept.type ?? '');
  const [description, setDescription] = useState(kept.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Refused (here or by the core), the keyboard goes to the first field to correct.
  const form = useFocusFirstInvalid(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A date kept from before was chosen then, even if it is now what the default would be.
  const dueChosen = kept.date !== undefined || date !== due.date || time !== due.time;
  useKeepInlineDraft(
    draftKey,
    { picked: contact ? null : picked, title, ...(dueChosen ? { date, time } : {}), type, description },
    Boolean(title.trim() || description.trim() || type || (picked && !contact)),
  );

  const cancel = () => {
    useInlineDrafts.getState().forget(draftKey);
    onCancel?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const contactId = contact?.id ?? picked?.id;
    const dueDate = localDateTimeToIso(date, time);
    const local: Record<string, string> = {};
    if (!contactId) local.contactId = 'Choose the contact this task is for';
    if (!dueDate) local.dueDate = 'Pick a due date';
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await api().invoke('tasks.create', { contactId: contactId!, title, dueDate: dueDate!, type: type || null, description: description.trim() || null });
      setTitle('');
      setDescription('');
      setType('');
      setPicked(null);
      setErrors({});
      useInlineDrafts.getState().forget(draftKey);
      onCreated?.();
    } catch (e) {
      const issues = issuesByPath(e);
      setErrors(issues);
      if (!Object.keys(issues).length) setFailure(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form} className="task-form" onSubmit={submit} onKeyDown={onLeave ? closeOnEscape(onLeave) : undefined} noValidate aria-label={contact ? `New task for ${contact.name}` : 'New task'}>
      <ErrorBanner message={failure} />
      {contact ? null : <ContactPicker value={picked} onChange={setPicked} error={errors.contactId} />}
      {/* Read-only while the task is added: the fields are emptied with the answer, and typing meanwhile went with them. */}
      <TextField label="Title" required value={title} onChange={setTitle} error={errors.title} placeholder="e.g. Call about the proposal" readOnly={saving} />
      <div className="task-form__row">
        <TaskDateField value={date} onChange={setDate} error={errors.dueDate} />
        <TaskTimeField date={date} value={time} onChange={setTime} />
        <TaskTypeField value={type} onChange={setType} error={errors.type} />
      </div>
      <TextField label="Description" multiline value={description} onChange={setDescription} error={errors.description} readOnly={saving} />
      <div className="form-actions">
        {/* Adding, the button keeps the keyboard (busyButton): after a refusal Tab and Escape go on from here. */}
        <button type="submit" className="button button--primary" {...busyButton(saving)}>
          {saving ? 'Adding…' : 'Add task'}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
