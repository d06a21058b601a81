// Where the stores of unsaved work keep what was typed: the page's localStorage, written behind.
// A change is held in memory and written at most every WRITE_BEHIND_MS, and at once when the
// page is hidden or goes away (pagehide: reload, window closed), a synchronous write that ends
// before the page does. Writing (and serialising every kept form) on each keystroke cost ~40 ms
// a key once a contact with long notes was being edited.
//
// A write the page's storage refuses (it is full: a few forms with very long notes fill it)
// must not take the app down: what was typed stays in memory, and only a restart could lose it.
import type { PersistStorage, StorageValue } from 'zustand/middleware';

const WRITE_BEHIND_MS = 300;

const pending = new Map<string, StorageValue<unknown>>();
let timer: ReturnType<typeof setTimeout> | null = null;
let warned = false;

function write(name: string, value: StorageValue<unknown>): void {
  try {
    localStorage.setItem(name, JSON.stringify(value));
  } catch (error) {
    if (!warned) console.warn('Unsaved work is kept in memory only: the page storage refused it', error);
    warned = true;
  }
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

/** The persist storage of a store of unsaved work. */
export function pageStorage<S>(): PersistStorage<S> {
  return {
    getItem: (name) => {
      const held = pending.get(name);
      if (held) return held as StorageValue<S>;
      try {
        const text = localStorage.getItem(name);
        return text === null ? null : (JSON.parse(text) as StorageValue<S>);
      } catch {
        return null; // unreadable: start without it rather than not start
      }
    },
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
