// Tasks across contacts: overdue, today, upcoming and done, and a form to add one.
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useDisclosureFocus } from '../../hooks/useDisclosureFocus';
import { buckets, useTaskBuckets } from '../../hooks/useTaskBuckets';
import { useContactList } from '../../stores/contactListStore';
import { keptDraft } from '../../stores/inlineDraftStore';
import { useUi } from '../../stores/uiStore';
import { TaskBucketList } from './TaskBucketList';
import { TaskForm, taskDraftKey } from './TaskForm';
import { TaskUndoNotice } from './TaskUndoNotice';
import { useTaskUndo } from './useTaskUndo';
import { ErrorBanner } from '../../components/ErrorBanner';

export function TasksView() {
  const { lists, totals, error, toggle, reschedule, update, remove, deleted, undoDelete, dismissDeleted, reload, showMore } = useTaskBuckets();
  const view = useRef<HTMLDivElement>(null);
  const undo = useTaskUndo(view, lists, undoDelete);
  // A task left half-written opens again as it was.
  const [adding, setAdding] = useState(() => keptDraft(taskDraftKey()) !== undefined);
  const focus = useDisclosureFocus<HTMLDivElement>(adding);
  const request = useUi((s) => s.sectionRequest);
  useEffect(() => {
    if (request?.section === 'tasks') {
      setAdding(true);
      useUi.getState().clearSection();
    }
  }, [request]);
  const openContact = (id: string) => {
    useContactList.getState().select(id);
    useUi.getState().setPane({ mode: 'read' });
    useUi.getState().setView('contacts');
  };
  const total = lists ? buckets.reduce((n, b) => n + lists[b].length, 0) : 0;

  return (
    <div ref={view} className="tasks-view">
      <header className="view-header view-header--row">
        <div>
          <h1 tabIndex={-1}>Tasks</h1>
          <p className="muted">Calls, meetings and follow-ups across all your contacts.</p>
        </div>
        {adding ? null : (
          <button ref={focus.opener} type="button" className="button button--primary" onClick={() => setAdding(true)}>
            New task
          </button>
        )}
      </header>
      <div ref={focus.panel}>
      {adding ? (
        <div className="card-panel">
          <TaskForm
            onCreated={() => {
              setAdding(false);
              void reload();
            }}
            onCancel={() => setAdding(false)}
            onLeave={() => setAdding(false)}
          />
        </div>
      ) : null}
      </div>
      <ErrorBanner message={error} />
      <TaskUndoNotice task={deleted} onUndo={undo} onDismiss={dismissDeleted} afterDismiss={() => view.current?.querySelector('h1')} />
      {!lists ? (
        <div className="view-loading" role="status">
          Loading tasks…
        </div>
      ) : total === 0 && !adding ? (
        <EmptyState
          title="No tasks yet"
          body="Add a task to remember a call, a meeting or a follow-up. You can also add one from a contact's page."
          action={
            <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
              New task
            </button>
          }
        />
      ) : (
        <div className="task-buckets">
          {buckets.map((bucket) => (
            <TaskBucketList key={bucket} bucket={bucket} tasks={lists[bucket]} total={totals?.[bucket] ?? lists[bucket].length} onMore={() => showMore(bucket)} showContact onToggle={toggle} onReschedule={reschedule} onUpdate={update} onDelete={remove} onOpenContact={openContact} />
          ))}
        </div>
      )}
    </div>
  );
}
