// A new due date for one task, inline under it: date and time as it has them now, "Tomorrow" and
// "Next week" to get there in one press (the time kept), Save, Cancel, or Escape to leave it with
// the date typed kept (it comes back with the form, after another view or a restart).
import { addDays, format } from 'date-fns';
import { useId, useState, type FormEvent } from 'react';
import type { Task } from '../../../../preload/contract';
import { errorMessage } from '../../api';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { busyButton } from '../../lib/busyButton';
import { localDateTimeToIso } from '../../lib/taskLabels';
import { keptDraft, useInlineDrafts, useKeepInlineDraft } from '../../stores/inlineDraftStore';
import { TaskTimeField } from './TaskTimeField';

interface RescheduleFormProps {
  task: Task;
  /** What the new date does on the service, when there is something to say (taskServiceNote). */
  note: string | null;
  /** Saves the new due date (an ISO instant); rejects with the reason when refused. */
  onSave(dueDate: string): Promise<void>;
  /** Cancel: close the form and forget the date typed. */
  onCancel(): void;
  /** Escape: close the form and keep the date typed. */
  onLeave(): void;
  /** The keyboard to the date (false for a form shown again as it was left). */
  autoFocus?: boolean;
}

type Kept = { date: string; time: string };

/** Where a due date typed into a task's Reschedule form and not saved is kept. */
export function rescheduleDraftKey(taskId: string): string {
  return `task-reschedule:${taskId}`;
}

export function RescheduleForm({ task, note, onSave, onCancel, onLeave, autoFocus = true }: RescheduleFormProps) {
  const id = useId();
  const draftKey = rescheduleDraftKey(task.id);
  const current = new Date(task.dueDate);
  const [shown] = useState({ date: format(current, 'yyyy-MM-dd'), time: format(current, 'HH:mm') });
  const [kept] = useState(() => keptDraft<Kept>(draftKey) ?? {});
  const [date, setDate] = useState(kept.date ?? shown.date);
  const [time, setTime] = useState(kept.time ?? shown.time);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useKeepInlineDraft(draftKey, { date, time }, date !== shown.date || time !== shown.time);

  const cancel = () => {
    useInlineDrafts.getState().forget(draftKey);
    onCancel();
  };

  const moveTo = (days: number) => setDate(format(addDays(new Date(), days), 'yyyy-MM-dd'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The Save button only looks disabled while saving (it keeps the keyboard): Enter in a field would submit again.
    if (saving) return;
    const due = localDateTimeToIso(date, time);
    if (!due) {
      setError('Pick a due date');
      return;
    }
    // Nothing changed, as the form shows it (a due time with seconds shows without them).
    if ((date === shown.date && time === shown.time) || Date.parse(due) === Date.parse(task.dueDate)) {
      cancel();
      return;
    }
    setSaving(true);
    setError(null);
    // Forgotten before the answer: the task shown with its new date may be a new row in another
    // list, which would open this form again from a draft still kept.
    const drafts = useInlineDrafts.getState();
    drafts.forget(draftKey);
    try {
      await onSave(due);
    } catch (e) {
      drafts.keep(draftKey, { date, time });
      setError(errorMessage(e));
      setSaving(false);
    }
  };

  return (
    <form className="task-reschedule" onSubmit={submit} onKeyDown={closeOnEscape(onLeave)} noValidate aria-label={`New due date for ${task.title}`}>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-date`}>Due date</label>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          autoFocus={autoFocus}
          onChange={(e) => setDate(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : '', note ? `${id}-here` : ''].filter(Boolean).join(' ') || undefined}
        />
      </div>
      <TaskTimeField date={date} value={time} onChange={setTime} />
      <div className="task-reschedule__actions">
        <button type="button" className="button button--ghost" onClick={() => moveTo(1)}>
          Tomorrow
        </button>
        <button type="button" className="button button--ghost" onClick={() => moveTo(7)}>
          Next week
        </button>
        <button type="submit" className="button button--primary" {...busyButton(saving)}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={cancel}>
          Cancel
        </button>
      </div>
      {note ? (
        <p className="field__hint task-reschedule__note" id={`${id}-here`}>
          {note}
        </p>
      ) : null}
      {error ? (
        <p className="field__error task-reschedule__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
