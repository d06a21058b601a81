// The service address and sync interval typed in Settings and not yet saved. Going to another
// view or restarting does not throw them away: Settings shows them again until Save or Revert.
// Kept in localStorage like the other unsaved forms. The access token is deliberately not a
// field here: it lives only in the form's memory and goes straight to the main process.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { pageStorage } from './pageStorage';

export interface SettingsDraft {
  serviceUrl: string;
  /** As typed (the field may hold something that is not a number yet). */
  syncIntervalSeconds: string;
}

interface SettingsDraftState {
  draft: SettingsDraft | null;
  keep(draft: SettingsDraft): void;
  forget(): void;
}

export const useSettingsDraft = create<SettingsDraftState>()(
  persist(
    (set) => ({
      draft: null,
      keep: (draft) => set({ draft: { serviceUrl: draft.serviceUrl, syncIntervalSeconds: draft.syncIntervalSeconds } }),
      forget: () => set({ draft: null }),
    }),
    { name: 'rolodeck.unsaved-settings', version: 1, storage: pageStorage() },
  ),
);
