// One write to the page's storage, and what to do when the storage refuses it (it is full). The
// copy written before must not stay: read back at the next start it would pass for the latest (an
// "Add to" note appended since offered again, and appended twice). It is removed, and the room it
// leaves tried once more.

/** What of localStorage a write uses (a stand-in in the unit tests). */
export interface WritableStorage {
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

/** Writes `value` under `name`; answers false when the storage refused it, with no older copy left. */
export function writeOrRemove(storage: WritableStorage, name: string, value: string): boolean {
  try {
    storage.setItem(name, value);
    return true;
  } catch {
    // refused: below, without the older copy
  }
  try {
    storage.removeItem(name);
    storage.setItem(name, value);
    return true;
  } catch {
    return false;
  }
}
