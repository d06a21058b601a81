import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactSummary, Input, RolodeckApi } from '../../preload/contract';
import { setApi } from '../../renderer/src/api';
import { PAGE_SIZE, rowAt, useContactList } from '../../renderer/src/stores/contactListStore';

function contact(i: number, query = ''): ContactSummary {
  return { id: `id-${query}-${i}`, name: `${query || 'Contact'} ${i}`, company: null, position: null, email: null, phone: null, status: null, pipelineState: null, lastContactAt: null, updatedAt: '', pending: false };
}

/** A fake API with a store of `total` contacts whose answers the test releases by hand. */
function fakeApi(total: number) {
  const calls: { input: Input<'contacts.list'>; release(): void }[] = [];
  const api = {
    invoke: (method: string, input: Input<'contacts.list'>) => {
      if (method !== 'contacts.list') throw new Error(`unexpected ${method}`);
      return new Promise((resolve) => {
        calls.push({
          input,
          release: () => {
            const offset = input.offset ?? 0;
            const count = input.query ? 3 : total;
            const items = Array.from({ length: Math.max(0, Math.min(input.limit ?? 100, count - offset)) }, (_, i) => contact(offset + i, input.query));
            resolve({ items, total: count });
          },
        });
      });
    },
    on: () => () => {},
  } as unknown as RolodeckApi;
  return { api, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const initial = useContactList.getState();

describe('the contact list store', () => {
  beforeEach(() => useContactList.setState(initial, true));
  afterEach(() => setApi(null));

  it('loads the first page, then only the pages scrolled to, a few at a time', async () => {
    const { api, calls } = fakeApi(100_000);
    setApi(api);
    useContactList.getState().refresh();
    expect(calls).toHaveLength(1);
    calls[0]!.release();
    await flush();
    expect(useContactList.getState().total).toBe(100_000);

    // A fling through the list: at most two pages are asked for at once, and pages flown past
    // while those were out are never asked for; where the list stops is loaded.
    for (const start of [1000, 20_000, 50_000]) useContactList.getState().ensureRange(start, start + 30);
    useContactList.getState().ensureRange(70_010, 70_150);
    expect(calls.slice(1).map((c) => c.input.offset)).toEqual([1000, 20_000]);
    for (let round = 0; round < 3; round++) {
      for (const c of calls.slice(1)) c.release();
      await flush();
    }
    const whereItStopped: number[] = [];
    for (let offset = Math.floor(70_010 / PAGE_SIZE) * PAGE_SIZE; offset <= 70_150; offset += PAGE_SIZE) whereItStopped.push(offset);
    expect(calls.map((c) => c.input.offset)).toEqual([0, 1000, 20_000, ...whereItStopped]);
    expect(calls.every((c) => c.input.limit === PAGE_SIZE)).toBe(true);
    const state = useContactList.getState();
    expect(rowAt(state, 70_010)?.name).toBe('Contact 70010');
    expect(rowAt(state, 70_150)?.name).toBe('Contact 70150');
    expect(rowAt(state, 50_000)).toBeUndefined();
  });

  it('shows the answer to the latest query, not a slower older one', async () => {
    const { api, calls } = fakeApi(500);
    setApi(api);
    useContactList.getState().setQuery('a');
    useContactList.getState().setQuery('ad');
    expect(calls.map((c) => c.input.query)).toEqual(['a', 'ad']);
    calls[1]!.release();
    await flush();
    calls[0]!.release();
    await flush();
    const state = useContactList.getState();
    expect(state.resultsFor).toBe('ad');
    expect(rowAt(state, 0)?.name).toBe('ad 0');
    expect(state.total).toBe(3);
  });

  it('moves the selection with j/k-style steps within what is loaded', async () => {
    const { api, calls } = fakeApi(PAGE_SIZE * 2);
    setApi(api);
    useContactList.getState().refresh();
    calls[0]!.release();
    await flush();
    const { move } = useContactList.getState();
    move(1);
    expect(useContactList.getState().selectedId).toBe('id--0');
    move(1);
    move(1);
    move(-1);
    expect(useContactList.getState().selectedId).toBe('id--1');
    move(-10);
    expect(useContactList.getState().selectedId).toBe('id--0');
  });

  it('counts keys pressed beyond what is loaded from where they aimed, and selects that row when it arrives', async () => {
    const { api, calls } = fakeApi(5_000);
    setApi(api);
    useContactList.getState().refresh();
    calls[0]!.release();
    await flush();
    const { move } = useContactList.getState();
    move(1); // row 0
    for (let i = 0; i < 30; i++) move(10);
    expect(useContactList.getState().target).toBe(300);
    expect(useContactList.getState().selectedId).toBe('id--40'); // the last row loaded so far

    // Pages the keys flew past while two were out are never asked for; the target's page is.
    for (let round = 0; round < 3 && useContactList.getState().target !== null; round++) {
      for (const c of calls.slice(1)) c.release();
      await flush();
    }
    expect(useContactList.getState().selectedId).toBe('id--300');
    expect(useContactList.getState().target).toBeNull();
    expect(calls.length).toBeLessThanOrEqual(4);
    move(1);
    expect(useContactList.getState().selectedId).toBe('id--301');
  });

  describe('when the selected contact is deleted (by a sync)', () => {
    /** A store of named contacts answering at once; `names` may change between answers. */
    function liveApi(names: string[]) {
      const api = {
        invoke: async (method: string, input: Input<'contacts.list'>) => {
          if (method !== 'contacts.list') throw new Error(`unexpected ${method}`);
          const matching = names.filter((n) => !input.query || n.includes(input.query));
          const items = matching.slice(input.offset ?? 0, (input.offset ?? 0) + (input.limit ?? PAGE_SIZE)).map((name) => ({ ...contact(0), id: name, name }));
          return { items, total: matching.length };
        },
        on: () => () => {},
      } as unknown as RolodeckApi;
      return api;
    }
    const people = () => Array.from({ length: 40 }, (_, i) => `Person ${String(i).padStart(2, '0')}`);

    it('the keys go on from its place: down to the row that took it, up to the row before', async () => {
      const names = people();
      setApi(liveApi(names));
      useContactList.getState().refresh();
      await flush();
      useContactList.getState().select('Person 20');
      names.splice(20, 1); // deleted meanwhile; the list reloads without it
      useContactList.getState().refresh();
      await flush();
      useContactList.getState().move(1);
      expect(useContactList.getState().selectedId).toBe('Person 21');

      useContactList.getState().select('Person 30');
      names.splice(names.indexOf('Person 30'), 1);
      useContactList.getState().refresh();
      await flush();
      useContactList.getState().move(-1);
      expect(useContactList.getState().selectedId).toBe('Person 29');
    });

    it('a new search starts from its first row, not from the old place', async () => {
      setApi(liveApi(people()));
      useContactList.getState().refresh();
      await flush();
      useContactList.getState().select('Person 20');
      useContactList.getState().setQuery('Person 3');
      await flush();
      useContactList.getState().move(1);
      expect(useContactList.getState().selectedId).toBe('Person 30');
    });
  });
});
