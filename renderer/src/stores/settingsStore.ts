// Settings as the core keeps them (theme drives the look; the settings view edits the rest).
import { create } from 'zustand';
import type { Input, Settings } from '../../../preload/contract';
import { api } from '../api';

interface SettingsState {
  settings: Settings | null;
  load(): Promise<void>;
  save(patch: Input<'settings.set'>): Promise<Settings>;
}

export const useSettings = create<SettingsState>((set) => ({
  settings: null,
  async load() {
    try {
      set({ settings: await api().invoke('settings.get', {}) });
    } catch {
      // The status bar reports a missing connection; the defaults stand meanwhile.
    }
  },
  async save(patch) {
    const settings = await api().invoke('settings.set', patch);
    set({ settings });
    return settings;
  },
}));
