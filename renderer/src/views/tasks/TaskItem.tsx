// One task: a checkbox to complete or reopen it, when it is due (and, open, a new due date),
// what kind, for whom.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Task, TaskBucket } from '../../../../preload/contract';
import { formatDateTime, formatRelative } from '../../lib/format';
import { bucketHeadingId, taskTypeLabels } from '../../lib/taskLabels';
import { useSync } from '../../stores/syncStore';
import { RescheduleForm } from './RescheduleForm';
import { forgetFocusAfterReschedule, takeFocusAfterReschedule, wantFocusAfterReschedule } from './rescheduledFocus';

interface TaskItemProps {
  task: Task;
  overdue: boolean;
  showContact: boolean;
  onToggle(task: Task): void;
  /** Gives the task a new due date; answers the list it went to when it stands past the tasks
   * that list shows (else null); rejects with the reason when refused. */
  onReschedule(task: Task, dueDate: string): Promise<TaskBucket | null>;
  onOpenContact?(contactId: string): void;
}

export function TaskItem({ task, overdue, showContact, onToggle, onReschedule, onOpenContact }: TaskItemProps) {
  const id = useId();
  const configured = useSync((s) => Boolean(s.status?.configured));
  const [rescheduling, setRescheduling] = useState(false);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Shown with its new date (here, or in the list it moved to): the form closes and the keyboard
  // comes back to Reschedule.
  useLayoutEffect(() => {
    if (!takeFocusAfterReschedule(task.id, task.dueDate)) return;
    returnFocus.current = true;
    setRescheduling(false);
  }, [task.id, task.dueDate]);
  useLayoutEffect(() => {
    if (rescheduling || !returnFocus.current) return;
    returnFocus.current = false;
    rescheduleButton.current?.focus();
  }, [rescheduling, task.dueDate]);
  const save = async (dueDate: string) => {
    wantFocusAfterReschedule(task.id, dueDate);
    let beyond: TaskBucket | null;
    try {
      beyond = await onReschedule(task, dueDate);
    } catch (e) {
      forgetFocusAfterReschedule(task.id);
      throw e;
    }
    // Past the tasks its list shows (a long list): no row takes the keyboard, which goes to that
    // list's heading (its count, and "Show more" below), not to the page when this row goes.
    if (beyond) {
      forgetFocusAfterReschedule(task.id);
      document.getElementById(bucketHeadingId(beyond, showContact))?.focus();
    }
  };
  const cancel = () => {
    returnFocus.current = true;
    setRescheduling(false);
  };
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
          {!task.completed && !rescheduling ? (
            <button ref={rescheduleButton} type="button" className="link-button task__reschedule" onClick={() => setRescheduling(true)} aria-label={`Reschedule ${task.title}`}>
              Reschedule
            </button>
          ) : null}
        </div>
        {rescheduling && !task.completed ? <RescheduleForm task={task} onService={configured && !task.pending} onSave={save} onCancel={cancel} /> : null}
        {task.description ? <p className="task__description pre-line">{task.description}</p> : null}
      </div>
    </li>
  );
}
