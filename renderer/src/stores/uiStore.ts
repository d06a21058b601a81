// Which view is open and what the contacts pane is doing (reading, creating, editing, the wizard).
import { create } from 'zustand';

export const views = ['contacts', 'pipeline', 'tasks', 'sync', 'settings'] as const;
export type View = (typeof views)[number];

export type PaneMode = 'read' | 'create' | 'edit' | 'wizard';
export type ContactPane = {
  mode: PaneMode;
  /**
   * A kept edit shown because the list's selection reached its contact: the form does not take
   * the keyboard, which stays in the list (j and k go on moving the selection; no key lands in the
   * form) until the user goes into the form (e, the palette's Edit, Tab or a click).
   */
  quiet?: boolean;
};
export type Section = 'email' | 'tasks';

interface UiState {
  view: View;
  pane: ContactPane;
  paletteOpen: boolean;
  /** The contacts view's "Export contacts" panel is open. */
  exportOpen: boolean;
  /** Incremented to ask the search box to take focus. */
  searchFocusRequest: number;
  /**
   * The last request the search box acted on: the Contacts view drawn again later (a new
   * contact opened from another view) must not take the keyboard from its form for an old one.
   */
  searchFocusHandled: number;
  /** A section of the contact pane (or the tasks view) asked to open and take focus. */
  sectionRequest: { section: Section; n: number; /** The email to open (Section 'email'). */ draftId?: string } | null;
  setView(view: View): void;
  setPane(pane: ContactPane): void;
  setPaletteOpen(open: boolean): void;
  setExportOpen(open: boolean): void;
  focusSearch(): void;
  searchFocused(request: number): void;
  requestSection(section: Section, draftId?: string): void;
  /** Called by the section that handled the request. */
  clearSection(): void;
}

export const useUi = create<UiState>((set) => ({
  view: 'contacts',
  pane: { mode: 'read' },
  paletteOpen: false,
  exportOpen: false,
  searchFocusRequest: 0,
  searchFocusHandled: 0,
  sectionRequest: null,
  setView: (view) => set({ view }),
  setPane: (pane) => set({ pane }),
  setPaletteOpen: (paletteOpen) => set({ paletteOpen }),
  setExportOpen: (exportOpen) => set({ exportOpen }),
  focusSearch: () => set((s) => ({ view: 'contacts', searchFocusRequest: s.searchFocusRequest + 1 })),
  searchFocused: (request) => set({ searchFocusHandled: request }),
  requestSection: (section, draftId) => set((s) => ({ sectionRequest: { section, n: (s.sectionRequest?.n ?? 0) + 1, ...(draftId ? { draftId } : {}) } })),
  clearSection: () => set({ sectionRequest: null }),
}));

/** "Export contacts…" from the palette or the desktop menu: the contacts view, its export panel open. */
export function openExport(): void {
  useUi.setState({ view: 'contacts', exportOpen: true });
}
