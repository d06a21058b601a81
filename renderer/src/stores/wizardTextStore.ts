// The wizard's text (typed, pasted or a file's), kept until the wizard is done or cancelled, so
// another view or a restart loses nothing. It has a place of its own in the page's storage, apart
// from the small inline drafts ("Add to", tasks): a dropped export can be megabytes, and written
// with them it made the storage refuse the lot, so their copy from before came back at the next
// start (a note already appended, offered again).
// A text longer than WIZARD_TEXT_KEPT_MAX is kept while the app is open only: the storage holds
// about 5 million characters for the whole app, and the other forms must keep their room.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useInlineDrafts } from './inlineDraftStore';
import { pageStorage, useStorageRefused } from './pageStorage';

export const WIZARD_TEXT_KEPT_MAX = 1_000_000;
/** Its own storage name: the wizard says under its text box when the text is not kept. */
export const WIZARD_TEXT_STORAGE = 'rolodeck.unsent-wizard-text';
const STORAGE_NAME = WIZARD_TEXT_STORAGE;

interface WizardTextState {
  text: string;
  /**
   * The openings of the files loaded into the text (fileParts.ts), in order: where each file
   * starts, so each is read as its own text (a CSV under its own header, a .vcf as vCards).
   */
  files: string[];
  keep(text: string): void;
  keepFiles(files: string[]): void;
  forget(): void;
}

type KeptText = Pick<WizardTextState, 'text' | 'files'>;

export const useWizardText = create<WizardTextState>()(
  persist(
    (set) => ({
      text: '',
      files: [],
      // An emptied box holds no file any more.
      keep: (text) => set(text ? { text } : { text, files: [] }),
      keepFiles: (files) => set({ files }),
      forget: () => set({ text: '', files: [] }),
    }),
    {
      name: STORAGE_NAME,
      version: 1,
      storage: pageStorage<KeptText>(),
      // Too long, nothing is written: the copy from before must not come back instead.
      partialize: (s): KeptText => (s.text.length <= WIZARD_TEXT_KEPT_MAX ? { text: s.text, files: s.files } : { text: '', files: [] }),
      // Kept before files were: none.
      merge: (kept, current) => ({ ...current, ...(kept as Partial<KeptText>), files: Array.isArray((kept as Partial<KeptText> | undefined)?.files) ? (kept as KeptText).files : [] }),
    },
  ),
);

// Versions before kept the text among the inline drafts, as 'wizard': it moves here, and out of
// their way.
const LEGACY_KEY = 'wizard';
const legacy = useInlineDrafts.getState().drafts[LEGACY_KEY];
if (legacy) {
  if (typeof legacy.text === 'string' && !useWizardText.getState().text) useWizardText.getState().keep(legacy.text);
  useInlineDrafts.getState().forget(LEGACY_KEY);
}

/** Why the wizard's text would not come back after a restart, in words; null when it would. */
export function useWizardTextNotKept(): string | null {
  const length = useWizardText((s) => s.text.length);
  const refused = useStorageRefused(STORAGE_NAME);
  if (length > WIZARD_TEXT_KEPT_MAX)
    return `This text is longer than ${WIZARD_TEXT_KEPT_MAX.toLocaleString()} characters, too long to be kept if Rolodeck is closed or reloaded: it stays here only while Rolodeck is open.`;
  if (refused && length > 0) return 'There is no room left to keep this text if Rolodeck is closed or reloaded: it stays here only while Rolodeck is open.';
  return null;
}
