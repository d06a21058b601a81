// One column of the board (a pipeline state, or "Not in pipeline"); a drop target.
import { useDroppable } from '@dnd-kit/core';
import { useLayoutEffect, useRef } from 'react';
import type { Column } from '../../stores/pipelineStore';
import { PipelineCard, type CardKeys } from './PipelineCard';
import { columnHeadingId } from './useKeyboardCarry';

interface PipelineColumnProps {
  column: Column;
  columns: Pick<Column, 'key' | 'title'>[];
  loadingMore: boolean;
  /** No contact at all (a first start): the columns say so rather than "every contact is in the pipeline". */
  noContacts: boolean;
  /** The card being moved with the keyboard, and whether this column is its target. */
  carriedId: string | null;
  keyboardTarget: boolean;
  keys: CardKeys;
  onMove(contactId: string, toKey: string): void;
  onOpen(contactId: string): void;
  onMore(): void;
}

export function PipelineColumn({ column, columns, loadingMore, noContacts, carriedId, keyboardTarget, keys, onMove, onOpen, onMore }: PipelineColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.key, data: { title: column.title } });
  const headingId = columnHeadingId(column.key);
  // "Show more" goes when the last page is in, and the keyboard with it: it goes instead to the
  // first card shown (unless the user has moved it elsewhere meanwhile).
  const cards = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const moreFrom = useRef<number | null>(null);
  const more = () => {
    moreFrom.current = column.items.length;
    onMore();
  };
  useLayoutEffect(() => {
    const from = moreFrom.current;
    if (from === null || column.items.length <= from) return;
    moreFrom.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== moreButton.current) return;
    cards.current?.children[from]?.querySelector<HTMLElement>('.card__open')?.focus();
  }, [column.items]);
  const rest = (column.total - column.items.length).toLocaleString();
  return (
    <section ref={setNodeRef} className={`board-column${isOver || keyboardTarget ? ' board-column--over' : ''}${column.state ? '' : ' board-column--none'}`} aria-labelledby={headingId}>
      <header className="board-column__header">
        {/* A long name takes two lines (see app.css); the tooltip has it whole. */}
        <h2 id={headingId} title={column.title}>
          {column.title}
        </h2>
        <span className="board-column__count">
          <span aria-hidden="true">{column.total.toLocaleString()}</span>
          <span className="visually-hidden">{`${column.total.toLocaleString()} ${column.total === 1 ? 'contact' : 'contacts'}`}</span>
        </span>
      </header>
      {column.items.length === 0 ? (
        <p className="board-column__empty">{column.state
            ? noContacts
              ? 'No contacts here.'
              : 'No contacts here. Drag a card here, or use “Move to…” on a card.'
            : noContacts
              ? 'No contacts yet. Contacts you add start here.'
              : 'Every contact is in the pipeline.'}</p>
      ) : (
        <ul ref={cards} className="board-column__cards" aria-labelledby={headingId}>
          {column.items.map((contact, index) => (
            <PipelineCard key={contact.id} contact={contact} column={column} position={index + 1} columns={columns} carried={carriedId === contact.id} keys={keys} onMove={onMove} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {column.items.length < column.total ? (
        // Out of the Tab order, as the cards are: ↓ on the last card brings the next page in.
        <button ref={moreButton} type="button" tabIndex={-1} className="button button--ghost board-column__more" onClick={more} disabled={loadingMore}>
          {loadingMore ? (
            'Loading…'
          ) : (
            <>
              {`Show ${rest} more`}
              <span className="visually-hidden">{` in ${column.title}`}</span>
            </>
          )}
        </button>
      ) : null}
    </section>
  );
}
