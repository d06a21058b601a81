// The stores of unsaved forms write only the drafts a window changed over what the page storage
// holds (two browser tabs share it). A write the storage refuses removes the stored copy: the
// next one must hold every draft again, not only those changed since, or a restart loses the rest.
import { describe, expect, it, vi } from 'vitest';

/** A storage holding at most `room` characters of values, refusing (as a full one does) past it. */
function storageWithRoom(room: { left: number }) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (name: string) => items.get(name) ?? null,
    setItem(name: string, value: string) {
      if (value.length > room.left) throw new Error('QuotaExceededError');
      items.set(name, value);
    },
    removeItem: (name: string) => void items.delete(name),
  };
}

describe('a store of unsaved forms', () => {
  it('after a refused write, writes every draft it holds again', async () => {
    const room = { left: 10_000 };
    const storage = storageWithRoom(room);
    vi.stubGlobal('localStorage', storage);
    const { createKeyedDraftStore } = await import('../../renderer/src/stores/keyedDraftStore');
    const { flushPageStorage } = await import('../../renderer/src/stores/pageStorage');
    const store = createKeyedDraftStore<{ text: string }>('test.forms');
    const stored = () => Object.keys(JSON.parse(storage.items.get('test.forms') ?? '{"state":{"drafts":{}}}').state.drafts).sort();

    store.getState().keep('extend:a', { text: 'Note for A' });
    store.getState().keep('extend:b', { text: 'Note for B' });
    flushPageStorage();
    expect(stored()).toEqual(['extend:a', 'extend:b']);

    room.left = 50; // the storage fills up: the next write is refused, and the copy before removed
    store.getState().keep('task:c', { text: 'A task with a long description '.repeat(3) });
    flushPageStorage();
    expect(storage.items.has('test.forms')).toBe(false);

    room.left = 10_000; // room again (forms saved elsewhere): one more change writes them all
    store.getState().keep('extend:d', { text: 'Note for D' });
    flushPageStorage();
    expect(stored()).toEqual(['extend:a', 'extend:b', 'extend:d', 'task:c']);
    vi.unstubAllGlobals();
  });

  it('takes in what another tab wrote, but not another tab’s cards of a wizard review (its own text)', async () => {
    vi.resetModules();
    const storage = storageWithRoom({ left: 10_000 });
    const listeners: Array<(event: { key: string; newValue: string | null; storageArea: unknown }) => void> = [];
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('window', { addEventListener: (type: string, listener: (typeof listeners)[number]) => type === 'storage' && listeners.push(listener) });
    vi.stubGlobal('document', { addEventListener: () => {} });
    const { createKeyedDraftStore } = await import('../../renderer/src/stores/keyedDraftStore');
    const { flushPageStorage } = await import('../../renderer/src/stores/pageStorage');
    const card = (key: string) => key.startsWith('wizard-card:');
    const first = createKeyedDraftStore<{ text: string }>('test.tabs', card);
    const second = createKeyedDraftStore<{ text: string }>('test.tabs', card); // another tab's, opened on the same storage
    first.getState().keep('wizard-card:0', { text: 'Ada, from the first tab’s text' });
    first.getState().keep('extend:ada', { text: 'Note for Ada' });
    second.getState().keep('wizard-card:0', { text: 'Grace, from the second tab’s text' });
    second.getState().keep('extend:grace', { text: 'Note for Grace' });
    flushPageStorage(); // the second tab writes
    const event = { key: 'test.tabs', newValue: storage.items.get('test.tabs')!, storageArea: storage };
    listeners[0]!(event); // the first tab hears of it
    expect(first.getState().drafts).toEqual({
      'wizard-card:0': { text: 'Ada, from the first tab’s text' },
      'extend:ada': { text: 'Note for Ada' },
      'extend:grace': { text: 'Note for Grace' },
    });
    vi.unstubAllGlobals();
  });
});
