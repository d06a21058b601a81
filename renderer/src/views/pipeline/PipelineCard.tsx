// A contact on the board: drag it with the mouse by its handle (⠿); with the keyboard, the card
// is reached with the arrow keys, opened with Enter, picked up with Space (then ← →, Space), and
// its "Move to…" follows it in the Tab order.
import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import type { ContactSummary } from '../../../../preload/contract';
import type { Column } from '../../stores/pipelineStore';
import { MoveMenu } from './MoveMenu';
import { KEYBOARD_HELP_ID } from './BoardHelp';
import { cardDomId } from './useBoardFocus';

export interface CardRef {
  contactId: string;
  name: string;
  columnKey: string;
}

/** What the board does with the keyboard on a card: which card holds the Tab stop, and its keys. */
export interface CardKeys {
  tabStop: string | null;
  onKeyDown(event: KeyboardEvent, card: CardRef): void;
  onFocus(contactId: string, element: Element): void;
  onBlur(contactId: string): void;
}

interface PipelineCardProps {
  contact: ContactSummary;
  column: Pick<Column, 'key' | 'title' | 'total'>;
  /** Its place in the column, counted from 1. */
  position: number;
  columns: Pick<Column, 'key' | 'title'>[];
  carried: boolean;
  keys: CardKeys;
  onMove(contactId: string, toKey: string): void;
  onOpen(contactId: string): void;
}

const secondaryOf = (contact: ContactSummary) => [contact.position, contact.company].filter(Boolean).join(' · ');

export function CardBody({ contact, secondaryId }: { contact: ContactSummary; secondaryId?: string }) {
  const secondary = secondaryOf(contact);
  return (
    <>
      <span className="card__name">{contact.name}</span>
      {secondary ? (
        <span className="card__secondary" id={secondaryId}>
          {secondary}
        </span>
      ) : null}
    </>
  );
}

export function PipelineCard({ contact, column, position, columns, carried, keys, onMove, onOpen }: PipelineCardProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({ id: contact.id, data: { name: contact.name } });
  const id = cardDomId(contact.id);
  const tabbable = keys.tabStop === contact.id;
  const card = { contactId: contact.id, name: contact.name, columnKey: column.key };
  // The name says where the card is, as a screen reader user browsing with the arrows needs to hear.
  const label = `${contact.name}, ${column.title}, ${position.toLocaleString()} of ${column.total.toLocaleString()}`;
  return (
    <li
      ref={setNodeRef}
      className={`card${isDragging ? ' card--dragging' : ''}${carried ? ' card--carried' : ''}`}
      {...listeners}
      aria-label={contact.name}
      onFocus={(event) => keys.onFocus(contact.id, event.target)}
    >
      {/* The mouse's grip; the keyboard moves the card from the card itself (Space). */}
      <span ref={setActivatorNodeRef} className="card__handle" aria-hidden="true" title="Drag to another column">
        ⠿
      </span>
      <button
        type="button"
        id={id}
        className="card__open"
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        aria-describedby={[secondaryOf(contact) ? `${id}-secondary` : '', KEYBOARD_HELP_ID].filter(Boolean).join(' ')}
        onClick={() => onOpen(contact.id)}
        onKeyDown={(event) => keys.onKeyDown(event, card)}
        onBlur={() => keys.onBlur(contact.id)}
      >
        <CardBody contact={contact} secondaryId={`${id}-secondary`} />
      </button>
      <MoveMenu contactId={contact.id} contactName={contact.name} currentKey={column.key} columns={columns} tabbable={tabbable} onMove={(to) => onMove(contact.id, to)} />
    </li>
  );
}
