// Which view is open and what the contacts pane is doing (reading, creating, editing).
import { create } from 'zustand';

export const views = ['contacts', 'pipeline', 'tasks', 'sync', 'settings'] as const;
export type View = (typeof views)[number];

export type ContactPane = { mode: 'read' } | { mode: 'create' } | { mode: 'edit' };

interface UiState {
  view: View;
  pane: ContactPane;
  paletteOpen: boolean;
  /** Incremented to ask the search box to take focus. */
  searchFocusRequest: number;
  setView(view: View): void;
  setPane(pane: ContactPane): void;
  setPaletteOpen(open: boolean): void;
  focusSearch(): void;
}

export const useUi = create<UiState>((set) => ({
  view: 'contacts',
  pane: { mode: 'read' },
  paletteOpen: false,
  searchFocusRequest: 0,
  setView: (view) => set({ view }),
  setPane: (pane) => set({ pane }),
  setPaletteOpen: (paletteOpen) => set({ paletteOpen }),
  focusSearch: () => set((s) => ({ view: 'contacts', searchFocusRequest: s.searchFocusRequest + 1 })),
}));
