// Where the keyboard goes on the board: the card that holds the board's one Tab stop, and the
// card an arrow key, Home or End leads to. Plain functions of the columns, so a reload that
// changes them can ask again where the keyboard belongs.
import type { Column } from '../../stores/pipelineStore';

/** A card's place on the board: its column and its index among the column's loaded cards. */
export interface CardPlace {
  columnKey: string;
  index: number;
}

type Columns = Pick<Column, 'key' | 'items' | 'total'>[];

export function placeOf(columns: Columns, contactId: string): CardPlace | null {
  for (const column of columns) {
    const index = column.items.findIndex((i) => i.id === contactId);
    if (index >= 0) return { columnKey: column.key, index };
  }
  return null;
}

/**
 * The card that stands in for one no longer where it was (moved away or removed): the card that
 * took its place in its column, else the one above it, else a card of the nearest column that
 * has any (the left one first). Null when the board has no card at all.
 */
export function neighbourOf(columns: Columns, place: CardPlace, columnOrder: string[] = columns.map((c) => c.key)): string | null {
  const column = columns.find((c) => c.key === place.columnKey);
  if (column?.items.length) return column.items[Math.min(place.index, column.items.length - 1)]!.id;
  // The column is empty now (or gone: then measure from where it stood in the order it had).
  const at = Math.max(0, columnOrder.indexOf(place.columnKey));
  const byDistance = columns
    .map((c) => ({ c, distance: Math.abs(Math.max(0, columnOrder.indexOf(c.key)) - at) }))
    .filter(({ c }) => c.items.length > 0)
    .sort((a, b) => a.distance - b.distance);
  const nearest = byDistance[0]?.c;
  return nearest ? nearest.items[Math.min(place.index, nearest.items.length - 1)]!.id : null;
}

/**
 * The card that takes the board's Tab stop: the one last focused while it is on the board, else
 * the neighbour of where it was, else the first card of the first column that has cards.
 */
export function tabStopOf(columns: Columns, lastFocused: string | null, lastPlace: CardPlace | null): string | null {
  if (lastFocused && placeOf(columns, lastFocused)) return lastFocused;
  if (lastPlace) return neighbourOf(columns, lastPlace);
  return columns.find((c) => c.items.length > 0)?.items[0]?.id ?? null;
}

export type Step = 'up' | 'down' | 'left' | 'right' | 'first' | 'last';

export const STEP_KEYS: Record<string, Step> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'first',
  End: 'last',
};

/** What a step from `from` leads to: a card, the next page of a column to load first, or nothing (an edge). */
export type StepResult = { card: string } | { loadMore: string; index: number } | null;

/**
 * A step from a card. ↑ ↓ Home End stay in its column; ← → go to the nearest column that has
 * cards (empty ones are skipped), to the card `rowOf` finds beside it there. ↓ on the last card
 * loaded of a column with more asks for the next page.
 */
export function stepFrom(columns: Columns, from: CardPlace, step: Step, rowOf: (column: Columns[number]) => number): StepResult {
  const at = columns.findIndex((c) => c.key === from.columnKey);
  const column = columns[at];
  if (!column) return null;
  const card = (c: Columns[number], index: number): StepResult => {
    const item = c.items[Math.max(0, Math.min(index, c.items.length - 1))];
    return item ? { card: item.id } : null;
  };
  switch (step) {
    case 'up':
      return from.index > 0 ? card(column, from.index - 1) : null;
    case 'down':
      if (from.index < column.items.length - 1) return card(column, from.index + 1);
      return column.items.length < column.total ? { loadMore: column.key, index: from.index + 1 } : null;
    case 'first':
      return card(column, 0);
    case 'last':
      return card(column, column.items.length - 1);
    case 'left':
    case 'right': {
      const direction = step === 'right' ? 1 : -1;
      for (let i = at + direction; i >= 0 && i < columns.length; i += direction) {
        const next = columns[i]!;
        if (next.items.length) return card(next, rowOf(next));
      }
      return null;
    }
  }
}
