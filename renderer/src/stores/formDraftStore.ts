// Contact forms the user left without saving or cancelling, by contact id ('new' for a new
// contact). Another contact, another view or a restart does not throw away what was typed:
// coming back to the contact opens its form again as it was left. Save and Cancel forget it.
// Kept in localStorage (the renderer's own storage, on this computer, like the theme).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FormValues } from '../lib/contactForm';

export const NEW_CONTACT = 'new';

export interface FormDraft {
  /** What the form holds. */
  values: FormValues;
  /** The contact as it was when the form opened: what an update is computed against. */
  opened: FormValues;
}

interface FormDraftState {
  drafts: Record<string, FormDraft>;
  keep(key: string, draft: FormDraft): void;
  forget(key: string): void;
}

export const useFormDrafts = create<FormDraftState>()(
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
    { name: 'rolodeck.unsaved-contact-forms', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
