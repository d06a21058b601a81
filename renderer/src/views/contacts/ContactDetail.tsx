// The detail pane: every field of a contact, read-only status and tags, and the actions.
import { useEffect, useRef, type ReactNode } from 'react';
import type { Contact } from '../../../../preload/contract';
import { Avatar } from '../../components/Avatar';
import { creationSourceLabel, formatDateTime, formatRelative, statusLabels } from '../../lib/format';
import { useSync } from '../../stores/syncStore';
import { mailtoTarget, webLinkTarget } from '../../lib/webLink';
import { ExtendForm } from './ExtendForm';

interface ContactDetailProps {
  contact: Contact;
  onEdit(): void;
  onSaved(contact: Contact): void;
  /** Extra sections (tasks, email) supplied by the view. */
  children?: ReactNode;
  /** Back from the form (saved or cancelled): the keyboard lands on Edit, not the page body. */
  focusEdit?: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A chip's kind, shown small; read as "Status: Contacted" (the colon is for screen readers). */
function ChipLabel({ children }: { children: string }) {
  return (
    <span className="chip__label">
      {children}
      <span className="visually-hidden">:</span>
    </span>
  );
}

function Empty() {
  return <span className="muted">—</span>;
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <Empty />;
  const target = webLinkTarget(href);
  if (!target) return <span>{href}</span>;
  return (
    <a href={target} target="_blank" rel="noreferrer noopener">
      {href}
    </a>
  );
}

export function ContactDetail({ contact, onEdit, onSaved, children, focusEdit = false }: ContactDetailProps) {
  const configured = useSync((s) => Boolean(s.status?.configured));
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Only when the focus went with the form: a click in the list keeps the list's focus.
    if (focusEdit && (document.activeElement === document.body || !document.activeElement)) edit.current?.focus();
  }, [focusEdit]);
  return (
    <article className="contact-detail" aria-labelledby="contact-detail-name">
      <header className="contact-detail__header">
        <Avatar name={contact.name} size="lg" />
        <div className="contact-detail__title">
          <h2 id="contact-detail-name">{contact.name}</h2>
          <p className="muted">{[contact.position, contact.company].filter(Boolean).join(' at ') || 'No position or company yet'}</p>
          <div className="chips">
            {/* Status (set on the service) and pipeline stage (set here) share words ("Contacted"):
                each chip says which it is, so two chips never read as the same thing twice. */}
            {contact.status ? (
              <span className={`chip chip--status chip--${contact.status}`} title="Status, set on the contact service">
                <ChipLabel>Status</ChipLabel> {statusLabels[contact.status]}
              </span>
            ) : null}
            {contact.pipelineState ? (
              <span className="chip chip--pipeline" title="Pipeline stage">
                <ChipLabel>Pipeline</ChipLabel> {contact.pipelineState.name}
              </span>
            ) : null}
            {contact.pending && configured ? <span className="chip chip--pending">Not yet synced</span> : null}
          </div>
        </div>
        <button ref={edit} type="button" className="button button--primary" onClick={onEdit}>
          Edit
        </button>
      </header>

      <section aria-labelledby="detail-contact-info">
        <h3 id="detail-contact-info">Contact information</h3>
        <dl className="detail-list">
          <Row label="Email">
            {contact.emails.length ? (
              <ul className="plain-list">
                {contact.emails.map((e) => (
                  <li key={e}>{mailtoTarget(e) ? <a href={mailtoTarget(e)!}>{e}</a> : e}</li>
                ))}
              </ul>
            ) : (
              <Empty />
            )}
          </Row>
          <Row label="Phone">
            {contact.phones.length ? (
              <ul className="plain-list">
                {contact.phones.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : (
              <Empty />
            )}
          </Row>
          <Row label="Website">
            <ExternalLink href={contact.website} />
          </Row>
          <Row label="Social profile">
            <ExternalLink href={contact.socialUrl} />
          </Row>
          <Row label="Address">{contact.address ? <span className="pre-line">{contact.address}</span> : <Empty />}</Row>
        </dl>
      </section>

      <section aria-labelledby="detail-crm">
        <h3 id="detail-crm">Relationship</h3>
        <dl className="detail-list">
          <Row label="Status">{contact.status ? statusLabels[contact.status] : <Empty />}</Row>
          <Row label="Pipeline">{contact.pipelineState?.name ?? 'Not in pipeline'}</Row>
          <Row label="Company">{contact.company ?? <Empty />}</Row>
          <Row label="Tags">
            {contact.tags.length ? (
              <span className="chips">
                {contact.tags.map((t) => (
                  <span key={t} className="chip">
                    {t}
                  </span>
                ))}
              </span>
            ) : (
              <Empty />
            )}
          </Row>
          <Row label="Source">{creationSourceLabel(contact.creationSource)}</Row>
          <Row label="Last contact">
            {contact.lastContactAt ? <time dateTime={contact.lastContactAt} title={formatDateTime(contact.lastContactAt)}>{formatRelative(contact.lastContactAt)}</time> : 'Never'}
          </Row>
          <Row label="Added">{formatDateTime(contact.createdAt)}</Row>
        </dl>
      </section>

      <section aria-labelledby="detail-notes">
        <h3 id="detail-notes">Notes</h3>
        {contact.additionalInfo ? <p className="pre-line">{contact.additionalInfo}</p> : <p className="muted">No notes yet.</p>}
        <h3 id="detail-meeting">Meeting context</h3>
        {contact.meetingContext ? <p className="pre-line">{contact.meetingContext}</p> : <p className="muted">Where or how you met is not recorded.</p>}
        <ExtendForm key={contact.id} contact={contact} onSaved={onSaved} />
      </section>
      {children}
    </article>
  );
}
