// The pipeline board: one column per pipeline state plus "Not in pipeline", each a page of
// contacts. Moves show at once (optimistic) and roll back if the core refuses them.
import { create } from 'zustand';
import type { ContactSummary, PipelineState } from '../../../preload/contract';
import { api, errorMessage } from '../api';

export const NONE = 'none';
export const COLUMN_PAGE = 50;

export interface Column {
  key: string;
  /** Null for "Not in pipeline". */
  state: PipelineState | null;
  title: string;
  items: ContactSummary[];
  total: number;
}

interface PipelineStoreState {
  columns: Column[];
  loaded: boolean;
  loadingMore: Record<string, true>;
  error: string | null;
  /** The last move that failed, in plain words. */
  moveError: string | null;
  movesInFlight: number;
  reloadWanted: boolean;
  load(): Promise<void>;
  loadMore(key: string): Promise<void>;
  /** Moves a card; answers whether it moved and, if not, why (in plain words, for the board to say). */
  move(contactId: string, toKey: string): Promise<MoveOutcome>;
  dismissMoveError(): void;
}

/** `alerted`: the refusal is in `moveError`, whose banner reads it out: the board need not say it again. */
export type MoveOutcome = { moved: true; to: string } | { moved: false; message: string; alerted?: true };

export function columnKey(stateId: string | null): string {
  return stateId ?? NONE;
}

function stateIdOf(key: string): string | null {
  return key === NONE ? null : key;
}

/** The most contacts one contacts.list answer holds. */
const LIST_LIMIT = 500;

async function fetchColumn(key: string, offset: number, limit = COLUMN_PAGE) {
  return api().invoke('contacts.list', { pipelineStateId: stateIdOf(key), sort: 'name', direction: 'asc', offset, limit });
}

/**
 * The first `count` cards of a column (at least a page), in answers of at most LIST_LIMIT: a
 * reload brings back as many cards as the column showed, so a move or a sync does not send the
 * user back to the top of a long column.
 */
async function fetchColumnUpTo(key: string, count: number) {
  const wanted = Math.max(COLUMN_PAGE, count);
  const first = await fetchColumn(key, 0, Math.min(wanted, LIST_LIMIT));
  const items = [...first.items];
  let total = first.total;
  while (items.length < Math.min(wanted, total)) {
    const page = await fetchColumn(key, items.length, Math.min(wanted - items.length, LIST_LIMIT));
    if (!page.items.length) break;
    items.push(...page.items);
    total = page.total;
  }
  return { items, total };
}

/**
 * A column's cards as far as `contactId` (and at least `shown` of them). A card moved into a
 * column shows at its top at once, but stands there by name: in a long column shown a page at a
 * time its place may be past the cards shown, and a reload of as many cards as were shown would
 * leave it out (gone from the board, the keyboard on another card). Null when it is not there.
 */
async function fetchColumnThrough(key: string, contactId: string, shown: number) {
  const { index } = await api().invoke('contacts.position', { id: contactId, pipelineStateId: stateIdOf(key), sort: 'name', direction: 'asc' });
  if (index === null) return null;
  return fetchColumnUpTo(key, Math.max(shown, index + 1));
}

export const usePipeline = create<PipelineStoreState>((set, get) => ({
  columns: [],
  loaded: false,
  loadingMore: {},
  error: null,
  moveError: null,
  movesInFlight: 0,
  reloadWanted: false,

  async load() {
    if (get().movesInFlight > 0) {
      set({ reloadWanted: true });
      return;
    }
    try {
      const states = [...(await api().invoke('pipelineStates.list', {}))].sort((a, b) => a.position - b.position);
      const keys = [NONE, ...states.map((s) => s.id)];
      const shown = new Map(get().columns.map((c) => [c.key, c.items.length]));
      const pages = await Promise.all(keys.map((k) => fetchColumnUpTo(k, shown.get(k) ?? 0)));
      if (get().movesInFlight > 0) {
        set({ reloadWanted: true });
        return;
      }
      const columns: Column[] = keys.map((key, i) => {
        const state = states.find((s) => s.id === key) ?? null;
        // As many cards as the column showed (fetchColumnUpTo), refreshed where they still belong.
        return { key, state, title: state?.name ?? 'Not in pipeline', items: pages[i]!.items, total: pages[i]!.total };
      });
      set({ columns, loaded: true, error: null });
    } catch (error) {
      set({ error: errorMessage(error), loaded: true });
    }
  },

  async loadMore(key) {
    const column = get().columns.find((c) => c.key === key);
    if (!column || get().loadingMore[key]) return;
    set((s) => ({ loadingMore: { ...s.loadingMore, [key]: true } }));
    try {
      const page = await fetchColumn(key, column.items.length);
      set((s) => ({
        columns: s.columns.map((c) => {
          if (c.key !== key) return c;
          const seen = new Set(c.items.map((i) => i.id));
          return { ...c, items: [...c.items, ...page.items.filter((i) => !seen.has(i.id))], total: page.total };
        }),
      }));
    } finally {
      set((s) => {
        const { [key]: _done, ...rest } = s.loadingMore;
        return { loadingMore: rest };
      });
    }
  },

  async move(contactId, toKey) {
    const before = get().columns;
    const from = before.find((c) => c.items.some((i) => i.id === contactId));
    const to = before.find((c) => c.key === toKey);
    if (!from) return { moved: false, message: 'That contact is no longer on the board.' };
    const card = from.items.find((i) => i.id === contactId)!;
    if (from.key === toKey) return { moved: false, message: `${card.name} stays in ${from.title}.` };
    if (!to) {
      // The column went while the card was on its way (a sync removed the state): it stays put.
      const message = `${card.name} could not be moved: that column is gone (it was removed on the service). ${card.name} stays in ${from.title}.`;
      set({ moveError: message });
      return { moved: false, message, alerted: true };
    }
    const moved: ContactSummary = { ...card, pipelineState: to.state ? { id: to.state.id, name: to.state.name } : null };
    set((s) => ({
      moveError: null,
      movesInFlight: s.movesInFlight + 1,
      columns: s.columns.map((c) => {
        if (c.key === from.key) return { ...c, items: c.items.filter((i) => i.id !== contactId), total: c.total - 1 };
        if (c.key === toKey) return { ...c, items: [moved, ...c.items], total: c.total + 1 };
        return c;
      }),
    }));
    try {
      const saved = await api().invoke('contacts.setPipelineState', { id: contactId, stateId: stateIdOf(toKey) });
      set((s) => ({
        columns: s.columns.map((c) => (c.key === toKey ? { ...c, items: c.items.map((i) => (i.id === contactId ? { ...i, ...summaryOf(saved) } : i)) } : c)),
      }));
      await showInPlace(contactId, toKey);
      return { moved: true, to: to.title };
    } catch (error) {
      // Put the card back where it was.
      const message = `${card.name} could not be moved to ${to.title}: ${errorMessage(error)}`;
      set((s) => ({
        moveError: message,
        columns: s.columns.map((c) => {
          if (c.key === toKey) return { ...c, items: c.items.filter((i) => i.id !== contactId), total: c.total - 1 };
          if (c.key === from.key) return { ...c, items: [card, ...c.items], total: c.total + 1 };
          return c;
        }),
      }));
      return { moved: false, message, alerted: true };
    } finally {
      set((s) => ({ movesInFlight: s.movesInFlight - 1 }));
      if (get().movesInFlight === 0 && get().reloadWanted) {
        set({ reloadWanted: false });
        void get().load();
      }
    }
  },

  dismissMoveError() {
    set({ moveError: null });
  },
}));

/**
 * After a move: the card goes from the top of its new column to its place by name, the column
 * brought in as far as that place (fetchColumnThrough), so that it stays on the board and the
 * keyboard with it. Runs while the move still counts as in flight, so a reload waits for it and
 * then keeps as many cards as this left shown. Failing, the card simply stays at the top.
 */
async function showInPlace(contactId: string, key: string): Promise<void> {
  const shown = usePipeline.getState().columns.find((c) => c.key === key)?.items.length ?? 0;
  try {
    const page = await fetchColumnThrough(key, contactId, shown);
    if (!page) return; // moved on meanwhile (another window, a sync): the next reload shows where
    usePipeline.setState((s) => ({ columns: s.columns.map((c) => (c.key === key ? { ...c, items: page.items, total: page.total } : c)) }));
  } catch {
    // The move is made; only its place in the column is not shown yet.
  }
}

function summaryOf(c: ContactSummary): ContactSummary {
  return {
    id: c.id,
    name: c.name,
    company: c.company,
    position: c.position,
    email: c.email,
    phone: c.phone,
    status: c.status,
    pipelineState: c.pipelineState,
    lastContactAt: c.lastContactAt,
    updatedAt: c.updatedAt,
    pending: c.pending,
  };
}
