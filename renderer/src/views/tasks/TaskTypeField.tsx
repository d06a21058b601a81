// The task type picker of the new-task and edit-task forms, with its validation message.
import { useId } from 'react';
import type { TaskType } from '../../../../preload/contract';
import { taskTypeLabels } from '../../lib/taskLabels';
import { FieldError } from '../../components/FieldError';

interface TaskTypeFieldProps {
  value: TaskType | '';
  onChange(value: TaskType | ''): void;
  error?: string;
}

export function TaskTypeField({ value, onChange, error }: TaskTypeFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>Type</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as TaskType | '')} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">No type</option>
        {(Object.keys(taskTypeLabels) as TaskType[]).map((t) => (
          <option key={t} value={t}>
            {taskTypeLabels[t]}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
