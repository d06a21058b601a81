// One row of the contact list (or a placeholder while its page loads).
import type { ContactSummary } from '../../../../preload/contract';
import { Avatar } from '../../components/Avatar';
import { titleWhenCut } from '../../lib/titleWhenCut';

interface ContactRowProps {
  contact: ContactSummary | undefined;
  index: number;
  total: number;
  selected: boolean;
  /** Whether "not yet synced" means anything (a service is set up). */
  showPending: boolean;
  onSelect(id: string): void;
}

export function rowDomId(id: string): string {
  return `contact-row-${id}`;
}

export function ContactRow({ contact, index, total, selected, showPending, onSelect }: ContactRowProps) {
  if (!contact) {
    return (
      <div className="contact-row contact-row--placeholder" role="option" aria-selected={false} aria-posinset={index + 1} aria-setsize={total} aria-label="Loading…">
        <span className="skeleton skeleton--avatar" />
        <span className="skeleton skeleton--text" />
      </div>
    );
  }
  const secondary = [contact.position, contact.company].filter(Boolean).join(' · ') || contact.email || '';
  return (
    <div
      id={rowDomId(contact.id)}
      className={`contact-row${selected ? ' contact-row--selected' : ''}`}
      role="option"
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={total}
      onClick={() => onSelect(contact.id)}
    >
      <Avatar name={contact.name} />
      <span className="contact-row__text">
        <span className="contact-row__name" onMouseEnter={titleWhenCut}>
          {contact.name}
        </span>
        {secondary ? (
          <span className="contact-row__secondary" onMouseEnter={titleWhenCut}>
            {secondary}
          </span>
        ) : null}
      </span>
      <span className="contact-row__meta">
        {contact.pipelineState ? (
          // Shortened with "…" when the name needs the room: the whole stage is in the tooltip,
          // and in the row's accessible name (which reads the text, not what is shown of it).
          <span className="chip" title={`Pipeline: ${contact.pipelineState.name}`}>
            {contact.pipelineState.name}
          </span>
        ) : null}
        {contact.pending && showPending ? (
          <span className="pending-dot" title="Not yet synced" aria-label="Not yet synced" role="img" />
        ) : null}
      </span>
    </div>
  );
}
