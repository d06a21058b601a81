// The tasks of one contact, inside the contact pane, with a form to add one.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Task, TaskBucket } from '../../../../preload/contract';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDisclosureFocus } from '../../hooks/useDisclosureFocus';
import { buckets, useTaskBuckets } from '../../hooks/useTaskBuckets';
import { keptDraft } from '../../stores/inlineDraftStore';
import { useUi } from '../../stores/uiStore';
import { TaskBucketList } from './TaskBucketList';
import { TaskForm, taskDraftKey } from './TaskForm';
import { TaskUndoNotice } from './TaskUndoNotice';
import { useTaskUndo } from './useTaskUndo';

export function ContactTasks({ contact }: { contact: { id: string; name: string } }) {
  const { lists, totals, error, toggle, reschedule, update, remove, deleted, undoDelete, dismissDeleted, reload, showMore } = useTaskBuckets(contact.id);
  // A task left half-written on this contact opens again as it was.
  const [adding, setAdding] = useState(() => keptDraft(taskDraftKey(contact.id)) !== undefined);
  const focus = useDisclosureFocus<HTMLDivElement>(adding);
  const request = useUi((s) => s.sectionRequest);
  const section = useRef<HTMLElement>(null);
  const undo = useTaskUndo(section, lists, undoDelete);
  useEffect(() => {
    if (request?.section === 'tasks') {
      setAdding(true);
      section.current?.scrollIntoView({ block: 'start' });
      useUi.getState().clearSection();
    }
  }, [request]);
  const total = lists ? buckets.reduce((n, b) => n + lists[b].length, 0) : 0;

  // The only task of a bucket, ticked or deleted, takes its bucket away with the keyboard's place
  // in it (a bucket with tasks left hands the keyboard to the next one itself: TaskBucketList).
  // The keyboard follows the task to the bucket it moved to, else goes to the Tasks heading.
  const moved = useRef<{ id: string; from: TaskBucket; completed: boolean } | null>(null);
  const bucketOf = (id: string) => (lists ? buckets.find((b) => lists[b].some((t) => t.id === id)) : undefined);
  const noteMoving = (task: Task) => {
    const from = bucketOf(task.id);
    moved.current = from && section.current?.contains(document.activeElement) ? { id: task.id, from, completed: task.completed } : null;
  };
  const toggleHere = (task: Task) => {
    noteMoving(task);
    toggle(task);
  };
  const removeHere = async (task: Task) => {
    noteMoving(task);
    try {
      await remove(task);
    } catch (e) {
      moved.current = null; // refused: the task stays where it is
      throw e;
    }
  };
  useLayoutEffect(() => {
    const left = moved.current;
    if (!left || !lists) return;
    const now = bucketOf(left.id);
    if (now === left.from) {
      // Shown ticked until the lists reload; back as it was, the change failed and it stays.
      if (lists[now].find((t) => t.id === left.id)?.completed === left.completed) moved.current = null;
      return;
    }
    moved.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return; // kept in its old list, or the user moved on
    const box = section.current?.querySelector<HTMLInputElement>(`[data-task-id="${CSS.escape(left.id)}"] input[type="checkbox"]`);
    (box ?? section.current?.querySelector<HTMLElement>('#detail-tasks'))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lists]);

  return (
    <section ref={section} aria-labelledby="detail-tasks" className="contact-tasks">
      <div className="section-header">
        <h3 id="detail-tasks" tabIndex={-1}>
          Tasks
        </h3>
        {adding ? null : (
          <button ref={focus.opener} type="button" className="button button--subtle button--small" onClick={() => setAdding(true)}>
            Add task
          </button>
        )}
      </div>
      <div ref={focus.panel}>
      {adding ? (
        <TaskForm
          contact={contact}
          onCreated={() => {
            setAdding(false);
            void reload();
          }}
          onCancel={() => setAdding(false)}
          onLeave={() => setAdding(false)}
        />
      ) : null}
      </div>
      {/* A refusal (a tick, a delete) is read out as it appears, as in the Tasks view. */}
      <ErrorBanner message={error} />
      <TaskUndoNotice task={deleted} onUndo={undo} onDismiss={dismissDeleted} afterDismiss={() => section.current?.querySelector<HTMLElement>('#detail-tasks')} />
      {lists && total === 0 && !adding ? <p className="muted">No tasks for {contact.name}. Add one to plan the next step.</p> : null}
      {lists && total > 0
        ? buckets.filter((b) => lists[b].length > 0).map((b) => <TaskBucketList key={b} bucket={b} tasks={lists[b]} total={totals?.[b] ?? lists[b].length} onMore={() => showMore(b)} showContact={false} headingLevel={4} onToggle={toggleHere} onReschedule={reschedule} onUpdate={update} onDelete={removeHere} />)
        : null}
    </section>
  );
}
