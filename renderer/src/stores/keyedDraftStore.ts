// What the unsaved-form stores share: drafts by key, kept in the page's own storage on this
// computer (pageStorage.ts) so another view or a restart loses nothing.
// `keep` stores what a form holds; Save, Cancel or submitting call `forget`.
//
// Two windows of the browser version (two tabs) share that storage. Each wrote its whole set of
// drafts, so the last to write erased the other's and brought back the ones it had sent. Each
// window now writes only the drafts it changed over what the storage holds, and takes in what
// another window wrote as it is written.
import { create } from 'zustand';
import { persist, type StorageValue } from 'zustand/middleware';
import { pageStorage } from './pageStorage';

export interface KeyedDrafts<T> {
  drafts: Record<string, T>;
  keep(key: string, draft: T): void;
  forget(key: string): void;
}

type Stored<T> = StorageValue<Pick<KeyedDrafts<T>, 'drafts'>>;

/** `theirs` with this window's changes (`changed` keys, as `mine` has them) put over it. */
function withChanges<T>(theirs: Record<string, T>, mine: Record<string, T>, changed: ReadonlySet<string>): Record<string, T> {
  const drafts = { ...theirs };
  for (const key of changed) {
    if (key in mine) drafts[key] = mine[key]!;
    else delete drafts[key];
  }
  return drafts;
}

/**
 * `tabOwn`: keys whose drafts belong to this window alone (a wizard review's cards, by position):
 * another window's are not taken in while this one runs.
 */
export function createKeyedDraftStore<T>(storageName: string, tabOwn: (key: string) => boolean = () => false) {
  // Keys kept or forgotten here since this window last wrote; all of them once a write was
  // refused (the stored copy was removed with it, so the next write holds everything again).
  const changed = new Set<string>();
  let writeAll = false;
  let writing = new Set<string>();
  const storage = pageStorage<Pick<KeyedDrafts<T>, 'drafts'>>({
    name: storageName,
    beforeWrite: (value, stored) => {
      const mine = value.state.drafts;
      writing = new Set(writeAll ? [...changed, ...Object.keys(mine)] : changed);
      const drafts = withChanges((stored as Stored<T> | null)?.state?.drafts ?? {}, mine, writing);
      return { ...value, state: { ...value.state, drafts } };
    },
    afterWrite: (written) => {
      writeAll = !written;
      if (written) for (const key of writing) changed.delete(key);
    },
  });
  const store = create<KeyedDrafts<T>>()(
    persist(
      (set) => ({
        drafts: {},
        keep: (key, draft) => {
          changed.add(key);
          set((s) => ({ drafts: { ...s.drafts, [key]: draft } }));
        },
        forget: (key) => {
          changed.add(key);
          set((s) => {
            if (!(key in s.drafts)) return s;
            const { [key]: _gone, ...rest } = s.drafts;
            return { drafts: rest };
          });
        },
      }),
      { name: storageName, version: 1, storage, partialize: (s) => ({ drafts: s.drafts }) },
    ),
  );
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== storageName || event.storageArea !== localStorage) return;
      let theirs: Record<string, T> = {};
      try {
        theirs = event.newValue ? ((JSON.parse(event.newValue) as Stored<T>).state?.drafts ?? {}) : {};
      } catch {
        return; // unreadable: this window's own stay as they are
      }
      const mine = store.getState().drafts;
      const own = Object.keys({ ...theirs, ...mine }).filter(tabOwn);
      store.setState({ drafts: withChanges(theirs, mine, new Set([...changed, ...own])) });
    });
  }
  return store;
}
