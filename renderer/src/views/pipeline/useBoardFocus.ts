// The board is one stop in the Tab order (a roving tabindex): Tab reaches the card last focused
// there, the arrow keys, Home and End go from card to card, and the keyboard stays on the board
// when its cards change under it (a move, a sync, a page brought in).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Column } from '../../stores/pipelineStore';
import { neighbourOf, placeOf, STEP_KEYS, stepFrom, tabStopOf, type CardPlace } from './boardNavigation';

/** The element id of a card's own button (the one that opens the contact and holds the Tab stop). */
export function cardDomId(contactId: string): string {
  return `card-${contactId}`;
}

function focusCard(contactId: string): boolean {
  const element = document.getElementById(cardDomId(contactId));
  element?.focus();
  return Boolean(element);
}

/** Where a card stands on the screen, up and down: ← and → land beside it, not at its index. */
function middleOf(contactId: string): number | null {
  const box = document.getElementById(cardDomId(contactId))?.closest('li')?.getBoundingClientRect();
  return box ? box.top + box.height / 2 : null;
}

interface Options {
  columns: Column[];
  board: RefObject<HTMLElement | null>;
  loadMore(columnKey: string): void;
}

export function useBoardFocus({ columns, board, loadMore }: Options) {
  const [lastFocused, setLastFocused] = useState<string | null>(null);
  const lastPlace = useRef<CardPlace | null>(null);
  /** The column order as it was: a column a sync removes is measured from where it stood. */
  const lastOrder = useRef<string[]>([]);
  /** The element on the board that last had the keyboard: when a change takes it away, the keyboard fell with it. */
  const focusedElement = useRef<Element | null>(null);
  /** ↓ past the last card loaded: the card to focus once the next page is in. */
  const afterLoad = useRef<CardPlace | null>(null);
  /** A card the user is moving: where it lands, the keyboard follows (a sync's moves it does not). */
  const following = useRef<string | null>(null);

  const tabStop = tabStopOf(columns, lastFocused, lastPlace.current);

  // The keyboard was taken elsewhere (something else focused, a click off the cards): what happens
  // to the card it was on is no longer the user's concern.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (!board.current?.contains(event.target as Node)) focusedElement.current = null;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element && event.target.closest('.card'))) focusedElement.current = null;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [board]);

  // After the cards change: a page asked for with ↓ takes the keyboard to its first card; a card
  // the user moved takes it along to its new column; a card a sync took away (to another column,
  // or off the board) hands it to the card that took its place. Never is it left on the page body.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    // Only a card's element taken out of the page drops the keyboard: focus that left the board
    // (Tab out of the window, a click elsewhere) is the user's, and stays where they put it.
    const fellOff = (!focused || focused === document.body) && focusedElement.current !== null && !focusedElement.current.isConnected;
    const pending = afterLoad.current;
    if (pending) {
      const column = columns.find((c) => c.key === pending.columnKey);
      const item = column?.items[pending.index];
      if (item || !column || column.items.length >= column.total) afterLoad.current = null;
      if (item && (fellOff || board.current?.contains(focused))) {
        focusCard(item.id);
        return;
      }
    }
    const place = lastFocused ? placeOf(columns, lastFocused) : null;
    if (fellOff) {
      // Still in its column (a reload put it elsewhere in the list), or moved there by the user.
      const stays = place !== null && (following.current === lastFocused || place.columnKey === lastPlace.current?.columnKey);
      const target = stays ? lastFocused : lastPlace.current && neighbourOf(columns, lastPlace.current, lastOrder.current);
      if (target) focusCard(target);
      if (stays) lastPlace.current = place;
    } else if (place) {
      lastPlace.current = place;
    }
    lastOrder.current = columns.map((c) => c.key);
  }, [columns, lastFocused, board]);

  /** The user is moving this card (null: the move is over): the keyboard goes along with it to its new column. */
  const follow = useCallback((contactId: string | null) => {
    following.current = contactId;
  }, []);

  /** A card (or a control in it) took the keyboard: it holds the board's Tab stop from now on. */
  const onCardFocus = useCallback(
    (contactId: string, element: Element) => {
      focusedElement.current = element;
      setLastFocused(contactId);
      lastPlace.current = placeOf(columns, contactId) ?? lastPlace.current;
    },
    [columns],
  );

  /** The arrows, Home and End on a card's button; true when the key was one of them. */
  const onCardKeyDown = useCallback(
    (event: KeyboardEvent, contactId: string): boolean => {
      const step = STEP_KEYS[event.key];
      if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
      const from = placeOf(columns, contactId);
      if (!from) return false;
      event.preventDefault();
      const y = middleOf(contactId);
      const rowOf = (column: Pick<Column, 'items'>) => {
        if (y === null) return from.index;
        let best = from.index;
        let bestDistance = Infinity;
        column.items.forEach((item, index) => {
          const middle = middleOf(item.id);
          if (middle !== null && Math.abs(middle - y) < bestDistance) [best, bestDistance] = [index, Math.abs(middle - y)];
        });
        return best;
      };
      const result = stepFrom(columns, from, step, rowOf);
      if (!result) return true;
      if ('card' in result) focusCard(result.card);
      else {
        afterLoad.current = { columnKey: result.loadMore, index: result.index };
        loadMore(result.loadMore);
      }
      return true;
    },
    [columns, loadMore],
  );

  return { tabStop, follow, onCardFocus, onCardKeyDown };
}
