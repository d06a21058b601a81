// One task: a checkbox to complete or reopen it, when it is due (and, open, a new due date),
// what kind, for whom; Edit (title, type, description) and Delete, each inline under it. Closed,
// each form gives the keyboard back to the button that opened it; left with Escape, the edit and
// the new due date keep what was typed and come back open with it.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Task, TaskBucket } from '../../../../preload/contract';
import { formatDateTime, formatRelative } from '../../lib/format';
import { bucketHeadingId, taskTypeLabels } from '../../lib/taskLabels';
import { taskServiceNote, type TaskChange } from '../../lib/taskServiceNotes';
import { keptDraft } from '../../stores/inlineDraftStore';
import { useSync } from '../../stores/syncStore';
import { RescheduleForm, rescheduleDraftKey } from './RescheduleForm';
import { TaskDeleteConfirm } from './TaskDeleteConfirm';
import { TaskEditForm, taskEditDraftKey, type TaskChanges } from './TaskEditForm';
import { setAsideTaskForms } from './deletedTaskForms';
import { forgetFocusAfterReschedule, takeFocusAfterReschedule, wantFocusAfterReschedule } from './rescheduledFocus';

interface TaskItemProps {
  task: Task;
  overdue: boolean;
  showContact: boolean;
  onToggle(task: Task): void;
  /** Gives the task a new due date; answers the list it went to when it stands past the tasks
   * that list shows (else null); rejects with the reason when refused. */
  onReschedule(task: Task, dueDate: string): Promise<TaskBucket | null>;
  onUpdate(task: Task, changes: TaskChanges): Promise<void>;
  /** Resolves once the task is gone from the lists (the keyboard then goes to its neighbour: TaskBucketList). */
  onDelete(task: Task): Promise<void>;
  onOpenContact?(contactId: string): void;
}

/** The inline part open under the task, and the button that opened it. */
type Open = 'reschedule' | 'edit' | 'delete';

/** The form a task shows as it was left, if any. */
function keptForm(task: Task): Open | null {
  if (keptDraft(taskEditDraftKey(task.id))) return 'edit';
  if (!task.completed && keptDraft(rescheduleDraftKey(task.id))) return 'reschedule';
  return null;
}

export function TaskItem({ task, overdue, showContact, onToggle, onReschedule, onUpdate, onDelete, onOpenContact }: TaskItemProps) {
  const id = useId();
  const configured = useSync((s) => Boolean(s.status?.configured));
  // An edit or a new due date left with Escape (or by going elsewhere) comes back open with what
  // was typed, without taking the keyboard from where the user is (the contact list, the view's
  // heading). One form is open at a time: the edit first, when both were left.
  const [open, setOpen] = useState<Open | null>(() => keptForm(task));
  const [restored, setRestored] = useState(open !== null);
  const openHere = (what: Open) => {
    setRestored(false);
    setOpen(what);
  };
  const buttons = { reschedule: useRef<HTMLButtonElement>(null), edit: useRef<HTMLButtonElement>(null), delete: useRef<HTMLButtonElement>(null) };
  const returnFocus = useRef<Open | null>(null);
  const close = (from: Open) => {
    returnFocus.current = from;
    setOpen(null);
  };
  // Shown with its new date (here, or in the list it moved to): the form closes and the keyboard
  // comes back to Reschedule.
  useLayoutEffect(() => {
    if (!takeFocusAfterReschedule(task.id, task.dueDate)) return;
    close('reschedule');
  }, [task.id, task.dueDate]);
  useLayoutEffect(() => {
    const to = returnFocus.current;
    if (open || !to) return;
    returnFocus.current = null;
    buttons[to].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, task.dueDate]);
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
  const saveChanges = async (changes: TaskChanges) => {
    await onUpdate(task, changes);
    close('edit');
  };
  const remove = async () => {
    await onDelete(task);
    // Forms left open go with the task (and come back with it on Undo).
    setAsideTaskForms(task.id);
  };
  const note = (change: TaskChange) => taskServiceNote(task, configured, change);
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
          {!open ? (
            <span className="task__actions">
              {!task.completed ? (
                <button ref={buttons.reschedule} type="button" className="link-button" onClick={() => openHere('reschedule')} aria-label={`Reschedule ${task.title}`}>
                  Reschedule
                </button>
              ) : null}
              <button ref={buttons.edit} type="button" className="link-button" onClick={() => openHere('edit')} aria-label={`Edit task ${task.title}`}>
                Edit
              </button>
              <button ref={buttons.delete} type="button" className="link-button task__delete" onClick={() => openHere('delete')} aria-label={`Delete task ${task.title}`}>
                Delete
              </button>
            </span>
          ) : null}
        </div>
        {open === 'reschedule' && !task.completed ? (
          <RescheduleForm task={task} note={note('reschedule')} autoFocus={!restored} onSave={save} onCancel={() => close('reschedule')} onLeave={() => close('reschedule')} />
        ) : null}
        {open === 'edit' ? <TaskEditForm task={task} note={note('edit')} autoFocus={!restored} onSave={saveChanges} onCancel={() => close('edit')} onLeave={() => close('edit')} /> : null}
        {open === 'delete' ? <TaskDeleteConfirm task={task} note={note('delete')} onDelete={remove} onCancel={() => close('delete')} /> : null}
        {task.description ? <p className="task__description pre-line">{task.description}</p> : null}
      </div>
    </li>
  );
}
