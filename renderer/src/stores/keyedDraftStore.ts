// What the unsaved-form stores share: drafts by key, kept in the page's own storage on this
// computer (pageStorage.ts) so another view or a restart loses nothing.
// `keep` stores what a form holds; Save, Cancel or submitting call `forget`.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { pageStorage } from './pageStorage';

export interface KeyedDrafts<T> {
  drafts: Record<string, T>;
  keep(key: string, draft: T): void;
  forget(key: string): void;
}

export function createKeyedDraftStore<T>(storageName: string) {
  return create<KeyedDrafts<T>>()(
    persist(
      (set) => ({
        drafts: {},
        keep: (key, draft) => set((s) => ({ drafts: { ...s.drafts, [key]: draft } })),
        forget: (key) =>
          set((s) => {
            if (!(key in s.drafts)) return s;
            const { [key]: _gone, ...rest } = s.drafts;
            return { drafts: rest };
          }),
      }),
      { name: storageName, version: 1, storage: pageStorage() },
    ),
  );
}
