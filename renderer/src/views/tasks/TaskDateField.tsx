// A task's due date, with its validation message: the new-task form and the correction of a
// refused task in the Sync view (Reschedule has its own, which takes the keyboard and a note).
import { useId } from 'react';
import { FieldError } from '../../components/FieldError';

interface TaskDateFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

export function TaskDateField({ value, onChange, error }: TaskDateFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>Due date</label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
