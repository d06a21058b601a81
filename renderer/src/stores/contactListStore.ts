// The contact list as the user sees it: query, sort, total and the pages loaded so far.
// Pages are fetched on demand as the virtual list scrolls; a generation number drops answers
// to questions nobody asks any more (an older query, an older sort). A key that moves the
// selection onto a row not loaded yet is not dropped: the row it aims at is the `target`, the
// next key counts from there, and the row is selected when its page arrives. A new sort, or a
// search cleared, keeps the selected contact selected: the main process says where it now
// stands, and the list starts there. Any new question scrolls the list (`scrollRequest`) to
// where its answer starts: the selected contact, or the top.
import { create } from 'zustand';
import type { ContactSummary, SortKey } from '../../../preload/contract';
import { api, errorMessage } from '../api';
import { PAGE_SIZE } from './pageSize';

export { PAGE_SIZE };
/** Pages fetched at once: while the user drags the scrollbar, pages flown past are never asked for. */
const MAX_IN_FLIGHT = 2;

export interface ContactListState {
  query: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
  /** Null until the first answer for the current query arrives. */
  total: number | null;
  pages: Record<number, ContactSummary[]>;
  /** The query whose results are on screen (the list may still show an older one's). */
  resultsFor: string;
  /** True when the search matched more contacts than it counted (results are capped). */
  capped: boolean;
  loading: Record<number, true>;
  generation: number;
  /** The rows the list showed last, so a refresh reloads what is on screen. */
  visible: { start: number; end: number };
  selectedId: string | null;
  /**
   * Where the selected contact last stood in this list (null: not known). A sync that deletes it
   * leaves the selection on a row no longer there: the keys go on from its place, not row 1.
   */
  selectedAt: number | null;
  /** The row the keyboard moved to while its page was not loaded yet; selected on arrival. */
  target: number | null;
  /** Where the list should scroll, set when a new question's first page arrives (n: a new request). */
  scrollRequest: { index: number; n: number } | null;
  error: string | null;
  setQuery(query: string): void;
  setSort(sort: SortKey, direction?: 'asc' | 'desc'): void;
  ensureRange(start: number, end: number): void;
  refresh(): void;
  select(id: string | null): void;
  /** Selects the row `delta` rows away from the selected one (the first row if none). */
  move(delta: number): void;
  /** Selects the row at `index`, now or as soon as its page arrives. */
  moveTo(index: number): void;
}

export function rowAt(state: Pick<ContactListState, 'pages'>, index: number): ContactSummary | undefined {
  return state.pages[Math.floor(index / PAGE_SIZE)]?.[index % PAGE_SIZE];
}

export function indexOf(state: Pick<ContactListState, 'pages'>, id: string | null): number {
  if (!id) return -1;
  for (const [page, rows] of Object.entries(state.pages)) {
    const i = rows.findIndex((r) => r.id === id);
    if (i >= 0) return Number(page) * PAGE_SIZE + i;
  }
  return -1;
}

export const useContactList = create<ContactListState>((set, get) => {
  const fetchPage = async (page: number, generation: number, replace: boolean, scrollTo?: number) => {
    const { query, sort, direction } = get();
    set((s) => ({ loading: { ...s.loading, [page]: true } }));
    try {
      const result = await api().invoke('contacts.list', {
        query: query.trim() || undefined,
        sort,
        direction,
        offset: page * PAGE_SIZE,
        limit: PAGE_SIZE,
      });
      if (get().generation !== generation) return;
      set((s) => {
        const { [page]: _done, ...loading } = s.loading;
        const pages = replace ? { [page]: result.items } : { ...s.pages, [page]: result.items };
        const arrived = s.target === null ? undefined : rowAt({ pages }, s.target);
        // The selected contact found in this page: its place is noted (rows shift as others come and go).
        const found = result.items.findIndex((r) => r.id === s.selectedId);
        const at = found >= 0 ? { selectedAt: page * PAGE_SIZE + found } : {};
        const selection = arrived ? { selectedId: arrived.id, selectedAt: s.target, target: null } : at;
        const scrollRequest = scrollTo === undefined ? s.scrollRequest : { index: scrollTo, n: (s.scrollRequest?.n ?? 0) + 1 };
        return { pages, loading, total: result.total, capped: Boolean(result.capped), resultsFor: query, error: null, ...selection, scrollRequest };
      });
    } catch (error) {
      if (get().generation !== generation) return;
      set((s) => {
        const { [page]: _done, ...loading } = s.loading;
        return { loading, error: errorMessage(error) };
      });
    }
  };

  /**
   * Fetches missing pages, a few at a time: the keyboard's target row's first (keys pressed
   * faster than pages arrive skip the pages in between), then what is on screen now.
   */
  const pump = () => {
    const s = get();
    if (s.total === null) return;
    let inFlight = Object.keys(s.loading).length;
    if (s.target !== null) {
      const p = Math.floor(s.target / PAGE_SIZE);
      if (!s.pages[p] && !s.loading[p] && inFlight < MAX_IN_FLIGHT) {
        inFlight++;
        void fetchPage(p, s.generation, false).then(pump);
      }
    }
    const { start, end } = s.visible;
    const last = Math.min(Math.floor(end / PAGE_SIZE), Math.floor(Math.max(s.total - 1, 0) / PAGE_SIZE));
    for (let p = Math.floor(start / PAGE_SIZE); p <= last && inFlight < MAX_IN_FLIGHT; p++) {
      if (!s.pages[p] && !s.loading[p]) {
        inFlight++;
        void fetchPage(p, s.generation, false).then(pump);
      }
    }
  };

  /**
   * Starts over; old rows stay on screen until the first page answers. A new question starts at
   * the top (and scrolls there); the same one asked again (data changed) reloads what is on screen.
   */
  const restart = (fromTop = false) => {
    const generation = get().generation + 1;
    // A new question (a search): the old place means nothing in its answer.
    set({ generation, loading: {}, target: null, ...(fromTop ? { selectedAt: null } : {}) });
    const first = Math.floor(get().visible.start / PAGE_SIZE);
    void fetchPage(first, generation, true, fromTop ? 0 : undefined).then(pump);
  };

  /**
   * Starts over in a new order, holding on to the selected contact: its page is the first one
   * asked for, and it is scrolled to when it arrives. Not in the new list: from the top.
   */
  const restartKeepingSelection = () => {
    const { selectedId, query, sort, direction } = get();
    if (!selectedId) return restart(true);
    const generation = get().generation + 1;
    set({ generation, loading: {}, target: null, selectedAt: null });
    void api()
      .invoke('contacts.position', { id: selectedId, query: query.trim() || undefined, sort, direction })
      .then(
        ({ index }) => index,
        () => null,
      )
      .then((index) => {
        if (get().generation !== generation) return;
        if (index === null) {
          void fetchPage(0, generation, true, 0).then(pump);
          return;
        }
        set({ visible: { start: index, end: index + PAGE_SIZE - 1 } });
        void fetchPage(Math.floor(index / PAGE_SIZE), generation, true, index).then(pump);
      });
  };

  return {
    query: '',
    sort: 'name',
    direction: 'asc',
    total: null,
    pages: {},
    resultsFor: '',
    capped: false,
    loading: {},
    generation: 0,
    visible: { start: 0, end: PAGE_SIZE - 1 },
    selectedId: null,
    selectedAt: null,
    target: null,
    scrollRequest: null,
    error: null,
    setQuery(query) {
      if (query === get().query) return;
      set({ query, visible: { start: 0, end: PAGE_SIZE - 1 } });
      // Typing shows the best matches from the top; clearing goes back to the selected contact.
      if (query.trim()) restart(true);
      else restartKeepingSelection();
    },
    setSort(sort, direction) {
      const dir = direction ?? (sort === 'name' || sort === 'company' ? 'asc' : 'desc');
      set({ sort, direction: dir, visible: { start: 0, end: PAGE_SIZE - 1 } });
      restartKeepingSelection();
    },
    ensureRange(start, end) {
      set({ visible: { start, end } });
      pump();
    },
    refresh() {
      restart();
    },
    select(id) {
      const at = indexOf(get(), id);
      set({ selectedId: id, selectedAt: at >= 0 ? at : null, target: null });
    },
    move(delta) {
      const s = get();
      if (!s.total) return;
      const current = s.target ?? indexOf(s, s.selectedId);
      if (current >= 0) return get().moveTo(current + delta);
      // The selected contact is gone from the list (deleted by a sync): the row that took its
      // place is the next one down, the row before it the next one up.
      if (s.selectedId && s.selectedAt !== null) return get().moveTo(delta > 0 ? s.selectedAt + delta - 1 : s.selectedAt + delta);
      get().moveTo(0);
    },
    moveTo(index) {
      const s = get();
      if (!s.total) return;
      const next = Math.max(0, Math.min(s.total - 1, index));
      const row = rowAt(s, next);
      if (row) set({ selectedId: row.id, selectedAt: next, target: null });
      else {
        set({ target: next });
        pump();
      }
    },
  };
});
