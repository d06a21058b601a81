// A titled list of tasks for one bucket (overdue, today, upcoming, done).
import { useLayoutEffect, useRef } from 'react';
import type { Task, TaskBucket } from '../../../../preload/contract';
import { bucketEmpty, bucketHeadingId, bucketLabels } from '../../lib/taskLabels';
import type { TaskChanges } from './TaskEditForm';
import { TaskItem } from './TaskItem';

interface TaskBucketListProps {
  bucket: TaskBucket;
  tasks: Task[];
  /** How many tasks the bucket holds (more than shown when the list is long). */
  total: number;
  onMore(): void;
  showContact: boolean;
  headingLevel?: 2 | 3 | 4;
  onToggle(task: Task): void;
  /** Answers the list the task went to when it stands past the tasks that list shows, else null. */
  onReschedule(task: Task, dueDate: string): Promise<TaskBucket | null>;
  /** Saves a new title, type and description; rejects with the reason when refused. */
  onUpdate(task: Task, changes: TaskChanges): Promise<void>;
  /** Deletes the task; rejects with the reason when refused. */
  onDelete(task: Task): Promise<void>;
  onOpenContact?(contactId: string): void;
}

export function TaskBucketList({ bucket, tasks, total, onMore, showContact, headingLevel = 2, onToggle, onReschedule, onUpdate, onDelete, onOpenContact }: TaskBucketListProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = bucketHeadingId(bucket, showContact);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A task ticked (or unticked) here while the keyboard was in this list moves to another bucket,
  // and a deleted one goes: its row goes, and the focus with it, to the page body. The keyboard
  // goes instead to the next task where it was, else the one before, else this list's heading.
  const leaving = useRef<{ id: string; change: 'toggle' | 'delete'; completed: boolean; after: string[]; before: string[] } | null>(null);
  const noteLeaving = (task: Task, change: 'toggle' | 'delete') => {
    const focused = document.activeElement;
    if (focused && list.current?.contains(focused)) {
      const at = tasks.findIndex((t) => t.id === task.id);
      leaving.current = { id: task.id, change, completed: task.completed, after: tasks.slice(at + 1).map((t) => t.id), before: tasks.slice(0, at).map((t) => t.id).reverse() };
    }
  };
  const toggle = (task: Task) => {
    noteLeaving(task, 'toggle');
    onToggle(task);
  };
  const remove = async (task: Task) => {
    noteLeaving(task, 'delete');
    try {
      await onDelete(task);
    } catch (e) {
      leaving.current = null;
      throw e;
    }
  };
  useLayoutEffect(() => {
    const left = leaving.current;
    if (!left) return;
    const still = tasks.find((t) => t.id === left.id);
    // Shown ticked until the lists reload; back as it was, the change failed and it stays here.
    // A deletion waits for the lists without the task (a reload meanwhile still shows it), or
    // fails and clears this.
    if (still) {
      if (left.change === 'toggle' && still.completed === left.completed) leaving.current = null;
      return;
    }
    leaving.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return; // the user has moved on
    const shown = new Set(tasks.map((t) => t.id));
    const target = [...left.after, ...left.before].find((id) => shown.has(id));
    const box = target ? list.current?.querySelector<HTMLInputElement>(`[data-task-id="${CSS.escape(target)}"] input[type="checkbox"]`) : null;
    (box ?? heading.current)?.focus();
  }, [tasks]);
  // "Show more" goes when the last page is in, and the keyboard with it: it goes instead to the
  // first task shown (unless the user has moved it elsewhere meanwhile).
  const moreButton = useRef<HTMLButtonElement>(null);
  const moreFrom = useRef<number | null>(null);
  const more = () => {
    moreFrom.current = tasks.length;
    onMore();
  };
  useLayoutEffect(() => {
    const from = moreFrom.current;
    if (from === null || tasks.length <= from) return;
    moreFrom.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== moreButton.current) return;
    list.current?.children[from]?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, [tasks]);
  return (
    <section className={`task-bucket task-bucket--${bucket}`} aria-labelledby={headingId}>
      <Heading ref={heading} id={headingId} className="task-bucket__title" tabIndex={-1}>
        {bucketLabels[bucket]} <span className="task-bucket__count">{total.toLocaleString()}</span>
      </Heading>
      {tasks.length === 0 ? (
        <p className="muted task-bucket__empty">{bucketEmpty[bucket]}</p>
      ) : (
        <ul ref={list} className="task-list" aria-labelledby={headingId}>
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              overdue={bucket === 'overdue'}
              showContact={showContact}
              onToggle={toggle}
              onReschedule={onReschedule}
              onUpdate={onUpdate}
              onDelete={remove}
              onOpenContact={onOpenContact}
            />
          ))}
        </ul>
      )}
      {tasks.length < total ? (
        <button ref={moreButton} type="button" className="button button--ghost task-bucket__more" onClick={more}>
          {`Show ${(total - tasks.length).toLocaleString()} more`}
          <span className="visually-hidden">{` in ${bucketLabels[bucket]}`}</span>
        </button>
      ) : null}
    </section>
  );
}
