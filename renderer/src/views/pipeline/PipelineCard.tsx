// A contact on the board: drag it with the mouse, move it with the keyboard from its handle
// (Space, arrows, Space), or use "Move to…".
import { useDraggable } from '@dnd-kit/core';
import type { ContactSummary } from '../../../../preload/contract';
import type { Column } from '../../stores/pipelineStore';
import { MoveMenu } from './MoveMenu';
import { handleDomId } from './useKeyboardCarry';

interface PipelineCardProps {
  contact: ContactSummary;
  columnKey: string;
  columns: Pick<Column, 'key' | 'title'>[];
  carried: boolean;
  onMove(contactId: string, toKey: string): void;
  onOpen(contactId: string): void;
  onHandleKeyDown(event: React.KeyboardEvent, card: { contactId: string; name: string; columnKey: string }): void;
  onHandleBlur(contactId: string): void;
}

export const KEYBOARD_HELP_ID = 'board-keyboard-help';

export function CardBody({ contact }: { contact: ContactSummary }) {
  return (
    <>
      <span className="card__name">{contact.name}</span>
      {contact.company || contact.position ? <span className="card__secondary">{[contact.position, contact.company].filter(Boolean).join(' · ')}</span> : null}
    </>
  );
}

export function PipelineCard({ contact, columnKey, columns, carried, onMove, onOpen, onHandleKeyDown, onHandleBlur }: PipelineCardProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({ id: contact.id, data: { name: contact.name } });
  return (
    <li ref={setNodeRef} className={`card${isDragging ? ' card--dragging' : ''}${carried ? ' card--carried' : ''}`} {...listeners} aria-label={contact.name}>
      <button
        type="button"
        id={handleDomId(contact.id)}
        ref={setActivatorNodeRef}
        className="card__handle"
        aria-label={`Move ${contact.name}`}
        aria-describedby={KEYBOARD_HELP_ID}
        aria-pressed={carried}
        title="Drag, or press Space and use the arrow keys"
        onKeyDown={(e) => onHandleKeyDown(e, { contactId: contact.id, name: contact.name, columnKey })}
        onBlur={() => onHandleBlur(contact.id)}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button type="button" className="card__open" onClick={() => onOpen(contact.id)}>
        <CardBody contact={contact} />
      </button>
      <MoveMenu contactId={contact.id} contactName={contact.name} currentKey={columnKey} columns={columns} onMove={(to) => onMove(contact.id, to)} />
    </li>
  );
}
