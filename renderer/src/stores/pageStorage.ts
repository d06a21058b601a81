// Where the stores of unsaved work keep what was typed: the page's localStorage, written behind.
// A change is held in memory and written at most every WRITE_BEHIND_MS, and at once when the
// page is hidden or goes away (pagehide: reload, window closed), a synchronous write that ends
// before the page does. Writing (and serialising every kept form) on each keystroke cost ~40 ms
// a key once a contact with long notes was being edited.
//
// A write the page's storage refuses (it is full: it holds about 5 million characters for the
// whole app) must not take the app down: what was typed stays in memory, and only a restart
// could lose it. Nor may the copy written before stay (storageWrite.ts). The refusal is known by
// name (useStorageRefused), so a form can say that what it holds is not kept, and the status bar
// says it of the others (useOtherStorageRefused).
import { create } from 'zustand';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { writeOrRemove } from './storageWrite';

const WRITE_BEHIND_MS = 300;

const pending = new Map<string, StorageValue<unknown>>();
/** Per name, how a store's value is made from the one stored just before it is written, and told whether it was (pageStorage's `merge`). */
const mergers = new Map<string, Merge<unknown>>();

export interface Merge<S> {
  name: string;
  /** The value to write, from the one held and the one stored now. */
  beforeWrite(value: StorageValue<S>, stored: StorageValue<S> | null): StorageValue<S>;
  /** Whether that value was written: refused, the stored copy was removed. */
  afterWrite(written: boolean): void;
}
let timer: ReturnType<typeof setTimeout> | null = null;
let warned = false;

/** The names whose last write the storage refused (and whose older copy was removed). */
const useRefused = create<{ names: ReadonlySet<string> }>(() => ({ names: new Set() }));

function markRefused(name: string, refused: boolean): void {
  const { names } = useRefused.getState();
  if (names.has(name) === refused) return;
  const next = new Set(names);
  if (refused) next.add(name);
  else next.delete(name);
  useRefused.setState({ names: next });
}

/**
 * Whether a store's state holds nothing typed (no drafts, no review): refused, it loses nothing.
 * With the storage full to its last bytes, even a store emptied by saving its last form is
 * refused, and the user who did what the status bar asked would still be told forms are lost.
 */
function holdsNothing(value: unknown): boolean {
  if (typeof value === 'string') return value === '';
  if (value !== null && typeof value === 'object') return Object.values(value).every(holdsNothing);
  return true; // null, a flag, a number: nothing of the user's
}

function read(name: string): StorageValue<unknown> | null {
  try {
    const text = localStorage.getItem(name);
    return text === null ? null : (JSON.parse(text) as StorageValue<unknown>);
  } catch {
    return null; // unreadable: start without it rather than not start
  }
}

function write(name: string, held: StorageValue<unknown>): void {
  const merge = mergers.get(name);
  const value = merge ? merge.beforeWrite(held, read(name)) : held;
  const written = writeOrRemove(localStorage, name, JSON.stringify(value));
  merge?.afterWrite(written);
  markRefused(name, !written && !holdsNothing(value.state));
  if (!written && !warned) {
    console.warn(`Unsaved work is kept in memory only: the page storage refused ${name}`);
    warned = true;
  }
}

/**
 * Whether the last write of any store of unsaved work but `except` (the ones whose form says so
 * itself) was refused: the status bar says that open forms are not kept across a restart.
 */
export function useOtherStorageRefused(except: ReadonlySet<string>): boolean {
  return useRefused((s) => [...s.names].some((name) => !except.has(name)));
}

/** Whether the last write under `name` was refused: what it holds is not kept across a restart. */
export function useStorageRefused(name: string): boolean {
  return useRefused((s) => s.names.has(name));
}

/** Writes every held change now. */
export function flushPageStorage(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  for (const [name, value] of pending) write(name, value);
  pending.clear();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushPageStorage);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPageStorage();
  });
}

/**
 * The persist storage of a store of unsaved work. `merge` makes the value written from the one
 * held and the one stored now: another window of the app (a second browser tab) writes the same
 * storage.
 */
export function pageStorage<S>(merge: Merge<S> | null = null): PersistStorage<S> {
  if (merge) mergers.set(merge.name, merge as Merge<unknown>);
  return {
    getItem: (name) => (pending.get(name) ?? read(name)) as StorageValue<S> | null,
    setItem: (name, value) => {
      pending.set(name, value as StorageValue<unknown>);
      timer ??= setTimeout(flushPageStorage, WRITE_BEHIND_MS);
    },
    removeItem: (name) => {
      pending.delete(name);
      try {
        localStorage.removeItem(name);
      } catch {
        // nothing kept to remove
      }
    },
  };
}
