// The tasks of one contact, inside the contact pane, with a form to add one.
import { useEffect, useRef, useState } from 'react';
import { useDisclosureFocus } from '../../hooks/useDisclosureFocus';
import { buckets, useTaskBuckets } from '../../hooks/useTaskBuckets';
import { keptDraft } from '../../stores/inlineDraftStore';
import { useUi } from '../../stores/uiStore';
import { TaskBucketList } from './TaskBucketList';
import { TaskForm, taskDraftKey } from './TaskForm';

export function ContactTasks({ contact }: { contact: { id: string; name: string } }) {
  const { lists, totals, error, toggle, reload, showMore } = useTaskBuckets(contact.id);
  // A task left half-written on this contact opens again as it was.
  const [adding, setAdding] = useState(() => keptDraft(taskDraftKey(contact.id)) !== undefined);
  const focus = useDisclosureFocus<HTMLDivElement>(adding);
  const request = useUi((s) => s.sectionRequest);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (request?.section === 'tasks') {
      setAdding(true);
      section.current?.scrollIntoView({ block: 'start' });
      useUi.getState().clearSection();
    }
  }, [request]);
  const total = lists ? buckets.reduce((n, b) => n + lists[b].length, 0) : 0;
  return (
    <section ref={section} aria-labelledby="detail-tasks" className="contact-tasks">
      <div className="section-header">
        <h3 id="detail-tasks">Tasks</h3>
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
      {error ? <p className="field__error">{error}</p> : null}
      {lists && total === 0 && !adding ? <p className="muted">No tasks for {contact.name}. Add one to plan the next step.</p> : null}
      {lists && total > 0
        ? buckets.filter((b) => lists[b].length > 0).map((b) => <TaskBucketList key={b} bucket={b} tasks={lists[b]} total={totals?.[b] ?? lists[b].length} onMore={() => showMore(b)} showContact={false} headingLevel={4} onToggle={toggle} />)
        : null}
    </section>
  );
}
