// Email for one contact: the drafts so far, and the editor for a new or existing one.
import { useEffect, useRef, useState } from 'react';
import type { Contact, EmailDraft } from '../../../../preload/contract';
import { useDrafts } from '../../hooks/useDrafts';
import { draftStatusLabels } from '../../lib/draftLabels';
import { formatRelative } from '../../lib/format';
import { useSync } from '../../stores/syncStore';
import { useUi } from '../../stores/uiStore';
import { DraftEditor } from './DraftEditor';

export function EmailComposer({ contact }: { contact: Contact }) {
  const { drafts, error, reload } = useDrafts(contact.id);
  const status = useSync((s) => s.status);
  const online = Boolean(status?.configured && status.online && !status.authRequired);
  const [openId, setOpenId] = useState<string | 'new' | null>(null);
  const [latest, setLatest] = useState<EmailDraft | null>(null);
  const request = useUi((s) => s.sectionRequest);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (request?.section === 'email') {
      setOpenId((current) => current ?? 'new');
      section.current?.scrollIntoView({ block: 'start' });
      useUi.getState().clearSection();
    }
  }, [request]);

  const open = openId === 'new' ? null : (drafts?.find((d) => d.id === openId) ?? (latest?.id === openId ? latest : null));

  return (
    <section ref={section} aria-labelledby="detail-email" className="email-composer">
      <div className="section-header">
        <h3 id="detail-email">Email</h3>
        {openId ? null : (
          <button type="button" className="button button--subtle button--small" onClick={() => setOpenId('new')}>
            Write an email
          </button>
        )}
      </div>
      {!online ? (
        <p className="muted email-composer__offline">
          {status?.configured
            ? 'Offline: you can write and edit emails by hand and send them — they go out when the service is reachable. Drafting and refining by instruction need a connection.'
            : 'No contact service is set up: write emails by hand; drafting by instruction and sending need a service (Settings).'}
        </p>
      ) : null}
      {error ? <p className="field__error">{error}</p> : null}
      {openId ? (
        <DraftEditor
          key={openId}
          contact={contact}
          draft={open}
          online={online}
          onChanged={(d) => {
            if (d) {
              setLatest(d);
              setOpenId(d.id);
            }
            void reload();
          }}
          onClose={() => {
            setOpenId(null);
            void reload();
          }}
        />
      ) : null}
      {drafts && drafts.length ? (
        <ul className="plain-list draft-list" aria-label={`Emails to ${contact.name}`}>
          {drafts.map((d) => (
            <li key={d.id}>
              <button type="button" className={`draft-list__item${d.id === openId ? ' draft-list__item--open' : ''}`} onClick={() => setOpenId(d.id)}>
                <span className="draft-list__subject">{d.subject || '(no subject)'}</span>
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
