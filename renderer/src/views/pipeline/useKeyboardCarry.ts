// Moving a card with the keyboard: Space on a card picks it up, ← and → choose a column, Space
// (or Enter) drops it there, Escape puts it back. Each step is announced.
import { useCallback, useState } from 'react';
import { cardDomId } from './useBoardFocus';

export interface Carry {
  contactId: string;
  name: string;
  fromKey: string;
  targetKey: string;
  /** The chosen column's name, kept: a sync may remove the column while the card is carried. */
  targetTitle: string;
}

interface Options {
  columns: { key: string; title: string }[];
  /** Moves the card; a message when it could not be moved (said instead of "moved to"). */
  onDrop(contactId: string, toKey: string): Promise<string | null>;
}

export function columnHeadingId(columnKey: string): string {
  return `column-${columnKey}`;
}

export function useKeyboardCarry({ columns, onDrop }: Options) {
  const [carry, setCarry] = useState<Carry | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const title = useCallback((key: string) => columns.find((c) => c.key === key)?.title ?? '', [columns]);

  /** A key on a card; true when the carry took it (the arrows then carry rather than browse). */
  const onCardKeyDown = useCallback(
    (event: React.KeyboardEvent, card: { contactId: string; name: string; columnKey: string }): boolean => {
      if (!carry || carry.contactId !== card.contactId) {
        // Enter opens the contact, as a click does: only Space picks a card up.
        if (event.key !== ' ' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
        event.preventDefault();
        setCarry({ contactId: card.contactId, name: card.name, fromKey: card.columnKey, targetKey: card.columnKey, targetTitle: title(card.columnKey) });
        setAnnouncement(`Picked up ${card.name} in ${title(card.columnKey)}. Use the left and right arrow keys to choose a column, Space to drop, Escape to cancel.`);
        return true;
      }
      const drop = event.key === ' ' || event.key === 'Enter';
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        const index = Math.max(0, columns.findIndex((c) => c.key === carry.targetKey));
        const next = columns[Math.max(0, Math.min(columns.length - 1, index + (event.key === 'ArrowRight' ? 1 : -1)))]!;
        setCarry({ ...carry, targetKey: next.key, targetTitle: next.title });
        setAnnouncement(`${carry.name} is over ${next.title}.`);
        // The board scrolls sideways: the chosen column comes into view.
        document.getElementById(columnHeadingId(next.key))?.closest('section')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      } else if (['ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) {
        event.preventDefault(); // a carried card changes column only, and stays in hand
      } else if (drop) {
        event.preventDefault();
        setCarry(null);
        if (carry.targetKey === carry.fromKey) {
          setAnnouncement(`${carry.name} stays in ${title(carry.fromKey)}.`);
          return true;
        }
        const focusCard = () => requestAnimationFrame(() => document.getElementById(cardDomId(carry.contactId))?.focus());
        if (!columns.some((c) => c.key === carry.targetKey)) {
          // A sync removed the column while the card was carried: nothing moves, and it is said.
          setAnnouncement(`${carry.name} could not be moved to ${carry.targetTitle}: that column is gone (it was removed on the service). ${carry.name} stays in ${title(carry.fromKey) || 'its column'}.`);
          focusCard();
          return true;
        }
        setAnnouncement(`${carry.name} moved to ${title(carry.targetKey)}.`);
        void onDrop(carry.contactId, carry.targetKey).then((failed) => failed && setAnnouncement(failed));
        // The card now lives in another column: keep the keyboard focus on it.
        focusCard();
      } else if (event.key === 'Escape' || event.key === 'Tab') {
        if (event.key === 'Escape') event.preventDefault();
        setCarry(null);
        setAnnouncement(`Moving ${carry.name} was cancelled.`);
        return event.key === 'Escape'; // Tab goes on where it leads
      } else return false;
      return true;
    },
    [carry, columns, onDrop, title],
  );

  /** Focus left the carried card (a click elsewhere): the move is off, not left half-done. */
  const onCardBlur = useCallback(
    (contactId: string) => {
      if (!carry || carry.contactId !== contactId) return;
      setCarry(null);
      setAnnouncement(`Moving ${carry.name} was cancelled.`);
    },
    [carry],
  );

  return { carry, announcement, announce: setAnnouncement, onCardKeyDown, onCardBlur, cancel: () => setCarry(null) };
}
