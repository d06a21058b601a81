// What was typed into the small forms on a page — "Add to" notes, a new task, an email's
// instruction to the service — and not yet submitted, by form and contact ('extend:<id>',
// 'task:<id>', 'task:any', 'email-ask:<id>'). Another contact, another view or a restart does
// not throw it away: the form comes back as it was left. Submitting or cancelling forgets it.
// Kept in localStorage, like the unsaved contact forms.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A form's fields by name: text, or a choice such as the contact picked. */
export type InlineDraft = Record<string, unknown>;

interface InlineDraftState {
  drafts: Record<string, InlineDraft>;
  keep(key: string, draft: InlineDraft): void;
  forget(key: string): void;
}

export const useInlineDrafts = create<InlineDraftState>()(
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
    { name: 'rolodeck.unsent-inline-forms', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

/** The draft kept under `key`, read once (when the form mounts). */
export function keptDraft<T extends InlineDraft>(key: string): Partial<T> | undefined {
  return useInlineDrafts.getState().drafts[key] as Partial<T> | undefined;
}
