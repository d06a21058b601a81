// The time of a new task and of a new due date, with a note when the task will be due at another
// time than the field shows: left empty, or a time the clocks skip that night (dueTimeNote).
import { useId } from 'react';
import { dueTimeNote } from '../../lib/taskLabels';

interface TaskTimeFieldProps {
  /** The date the time is on ("2027-03-28"): whether the time exists that day depends on it. */
  date: string;
  value: string;
  onChange(value: string): void;
}

export function TaskTimeField({ date, value, onChange }: TaskTimeFieldProps) {
  const id = useId();
  const note = dueTimeNote(date, value);
  return (
    <div className="field">
      <label htmlFor={id}>Time</label>
      <input id={id} type="time" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={note ? `${id}-note` : undefined} />
      {note ? (
        <p className="field__hint" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
