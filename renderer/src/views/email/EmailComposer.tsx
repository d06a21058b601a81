// Email for one contact: the drafts so far, and the editor for a new or existing one.
import { useEffect, useRef, useState } from 'react';
import type { Contact, EmailDraft } from '../../../../preload/contract';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDisclosureFocus } from '../../hooks/useDisclosureFocus';
import { useDrafts } from '../../hooks/useDrafts';
import { draftStatusLabels } from '../../lib/draftLabels';
import { formatRelative } from '../../lib/format';
import { titleWhenCut } from '../../lib/titleWhenCut';
import { useSync } from '../../stores/syncStore';
import { useUi } from '../../stores/uiStore';
import { DraftEditor } from './DraftEditor';
import { emailWithTyping, forgetTyped } from './typedEmail';

export function EmailComposer({ contact }: { contact: Contact }) {
  const { drafts, error, reload } = useDrafts(contact.id);
  const status = useSync((s) => s.status);
  const online = Boolean(status?.configured && status.online && !status.authRequired);
  const [openId, setOpenIdOnly] = useState<string | 'new' | null>(null);
  // The editor is remounted only when the user opens another email: a new email that gets its
  // id when it is first kept stays the same editor (focus, caret and typing go on).
  const [editorKey, setEditorKey] = useState(0);
  const openEditor = (next: string | 'new' | null) => {
    setOpenIdOnly(next);
    setEditorKey((k) => k + 1);
  };
  const [latest, setLatest] = useState<EmailDraft | null>(null);
  const focus = useDisclosureFocus<HTMLDivElement>(openId !== null);
  const request = useUi((s) => s.sectionRequest);
  const section = useRef<HTMLElement>(null);

  // An email with typing that a reload or closing the window kept from the store opens again,
  // as an unsaved contact edit does; typing over an email no longer editable is let go.
  const reopened = useRef(false);
  useEffect(() => {
    if (!drafts || reopened.current) return;
    reopened.current = true;
    const typed = emailWithTyping(contact.id);
    if (!typed || openId) return;
    const draft = drafts.find((d) => d.id === typed);
    if (typed === 'new' || (draft && (draft.status === 'draft' || draft.status === 'failed'))) openEditor(typed);
    else forgetTyped(contact.id, typed);
  }, [drafts]);

  useEffect(() => {
    if (request?.section === 'email') {
      // An email named by another view (Sync's "Open email") opens on that email.
      if (request.draftId) {
        if (openId !== request.draftId) openEditor(request.draftId);
      } else if (!openId) openEditor('new');
      section.current?.scrollIntoView({ block: 'start' });
      useUi.getState().clearSection();
    }
  }, [request]);

  // The newer of the list's copy and the last answer (the list may not have reloaded yet).
  const listed = openId === 'new' ? undefined : drafts?.find((d) => d.id === openId);
  const answered = latest && latest.id === openId ? latest : undefined;
  const open = openId === 'new' ? null : (listed && answered ? (answered.updatedAt > listed.updatedAt ? answered : listed) : (listed ?? answered ?? null));

  return (
    <section ref={section} aria-labelledby="detail-email" className="email-composer">
      <div className="section-header">
        <h3 id="detail-email">Email</h3>
        {openId ? null : (
          <button ref={focus.opener} type="button" className="button button--subtle button--small" onClick={() => openEditor('new')}>
            Write an email
          </button>
        )}
      </div>
      {!online ? (
        <p className="muted email-composer__offline">
          {status?.configured
            ? 'Offline: you can write and edit emails by hand and send them — they go out when the service is reachable. Drafting and refining by instruction need a connection.'
            : 'No contact service is set up: write emails by hand here. An email you send waits on this computer and goes out once a service is connected in Settings; drafting by instruction needs one too.'}
        </p>
      ) : null}
      {/* A refusal (the list not loaded, a draft not deleted) is read out as it appears. */}
      <ErrorBanner message={error} />
      <div ref={focus.panel}>
      {openId ? (
        <DraftEditor
          key={editorKey}
          contact={contact}
          draft={open}
          online={online}
          configured={Boolean(status?.configured)}
          onChanged={(d) => {
            if (d) {
              setLatest(d);
              setOpenIdOnly(d.id);
            }
            void reload();
          }}
          onClose={() => {
            openEditor(null);
            void reload();
          }}
        />
      ) : null}
      </div>
      {drafts && drafts.length ? (
        <ul className="plain-list draft-list" aria-label={`Emails to ${contact.name}`}>
          {drafts.map((d) => (
            <li key={d.id}>
              <button type="button" className={`draft-list__item${d.id === openId ? ' draft-list__item--open' : ''}`} onClick={() => d.id !== openId && openEditor(d.id)}>
                <span className="draft-list__subject" onMouseEnter={titleWhenCut}>
                  {d.subject || '(no subject)'}
                </span>
                <span className={`chip chip--draft-${d.status}`}>{draftStatusLabels[d.status]}</span>
                <span className="muted">{formatRelative(d.updatedAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : drafts && !openId ? (
        <p className="muted">No emails to {contact.name} yet.</p>
      ) : null}
    </section>
  );
}
