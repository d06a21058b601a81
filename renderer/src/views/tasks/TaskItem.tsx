// One task: a checkbox to complete or reopen it, when it is due, what kind, for whom.
import { useId } from 'react';
import type { Task } from '../../../../preload/contract';
import { formatDateTime, formatRelative } from '../../lib/format';
import { taskTypeLabels } from '../../lib/taskLabels';
import { useSync } from '../../stores/syncStore';

interface TaskItemProps {
  task: Task;
  overdue: boolean;
  showContact: boolean;
  onToggle(task: Task): void;
  onOpenContact?(contactId: string): void;
}

export function TaskItem({ task, overdue, showContact, onToggle, onOpenContact }: TaskItemProps) {
  const id = useId();
  const configured = useSync((s) => Boolean(s.status?.configured));
  return (
    <li className={`task${task.completed ? ' task--done' : ''}`} data-task-id={task.id}>
      <input id={id} type="checkbox" className="task__check" checked={task.completed} onChange={() => onToggle(task)} aria-describedby={`${id}-due`} />
      <div className="task__body">
        <label htmlFor={id} className="task__title">
          {task.title}
        </label>
        <div className="task__meta">
          <time id={`${id}-due`} dateTime={task.dueDate} className={overdue && !task.completed ? 'task__due task__due--overdue' : 'task__due'} title={formatDateTime(task.dueDate)}>
            {task.completed && task.completedAt ? `Done ${formatRelative(task.completedAt)}` : `Due ${formatDateTime(task.dueDate)}`}
          </time>
          {task.type ? <span className="chip">{taskTypeLabels[task.type]}</span> : null}
          {showContact ? (
            onOpenContact ? (
              <button type="button" className="link-button" onClick={() => onOpenContact(task.contactId)}>
                {task.contactName}
              </button>
            ) : (
              <span>{task.contactName}</span>
            )
          ) : null}
          {task.pending && configured ? <span className="chip chip--pending">Not yet synced</span> : null}
        </div>
        {task.description ? <p className="task__description pre-line">{task.description}</p> : null}
      </div>
    </li>
  );
}
