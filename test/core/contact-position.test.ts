// contacts.position gives the index contacts.list shows a contact at, for every sort, both
// directions, with and without a search (the ranked name search too), and null when the list
// does not hold it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SortKey } from '../../preload/contract';
import { startTestCore, type TestCore } from '../helpers/core';
import { insertSyntheticContacts } from '../helpers/synthetic';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

const sorts: SortKey[] = ['name', 'company', 'updatedAt', 'createdAt', 'lastContactAt'];

/** Every id of a listing, in order. */
async function listed(query: string | undefined, sort: SortKey, direction: 'asc' | 'desc', pipelineStateId?: string | null): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await core.call('contacts.list', { query, sort, direction, offset, limit: 500, pipelineStateId });
    ids.push(...page.items.map((c) => c.id));
    if (offset + 500 >= page.total) return ids;
  }
}

describe('contacts.position', () => {
  it('matches the listing for every sort and direction, empty companies and last contacts included', async () => {
    insertSyntheticContacts(core.store, 300);
    // Some without a company or a last contact, several sharing one value: ties go by id.
    core.store.sqlite.prepare(`update contacts set company = null where rowid % 7 = 0`).run();
    core.store.sqlite.prepare(`update contacts set last_contact_at = '2025-01-0' || (rowid % 3 + 1) where rowid % 4 = 0`).run();
    for (const sort of sorts) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const query of [undefined, 'acme']) {
          const ids = await listed(query, sort, direction);
          for (const index of [0, 1, 7, 19, Math.floor(ids.length / 2), ids.length - 1]) {
            const { index: found } = await core.call('contacts.position', { id: ids[index]!, query, sort, direction });
            expect(found, `${sort} ${direction} ${query ?? ''} #${index}`).toBe(index);
          }
        }
      }
    }
  });

  it('follows the ranked search: names starting with the text first, then other matches newest first', async () => {
    for (const name of ['Mary Jones', 'John Smith', 'Joan Baez', 'Alice Cooper', 'Bob Marley']) {
      await core.call('contacts.create', { name, emails: name === 'Bob Marley' ? ['jo@wailers.example'] : [] });
    }
    const ids = await listed('jo', 'name', 'asc');
    expect(ids).toHaveLength(4);
    for (const [index, id] of ids.entries()) expect((await core.call('contacts.position', { id, query: 'jo' })).index).toBe(index);
    const alice = (await core.call('contacts.list', { query: 'alice' })).items[0]!;
    expect((await core.call('contacts.position', { id: alice.id, query: 'jo' })).index).toBeNull();
  });

  it('matches a pipeline column’s listing, the board’s order, and is null for a card in another column', async () => {
    insertSyntheticContacts(core.store, 900);
    const [won, lost] = (await core.call('pipelineStates.list', {})).filter((st) => st.name === 'Won' || st.name === 'Lost');
    core.store.sqlite.prepare(`update contacts set pipeline_state_id = ? where rowid % 3 = 0`).run(won!.id);
    core.store.sqlite.prepare(`update contacts set pipeline_state_id = ? where rowid % 3 = 1`).run(lost!.id);
    for (const pipelineStateId of [won!.id, null]) {
      for (const query of [undefined, 'acme']) {
        const ids = await listed(query, 'name', 'asc', pipelineStateId);
        expect(ids.length, `${pipelineStateId} ${query ?? ''}`).toBeGreaterThan(query ? 3 : 100);
        for (const index of [0, 1, 49, 50, Math.floor(ids.length / 2), ids.length - 1].filter((i) => i < ids.length)) {
          const { index: found } = await core.call('contacts.position', { id: ids[index]!, query, pipelineStateId });
          expect(found, `${pipelineStateId} ${query ?? ''} #${index}`).toBe(index);
        }
      }
    }
    const inLost = (await core.call('contacts.list', { pipelineStateId: lost!.id, limit: 1 })).items[0]!;
    expect((await core.call('contacts.position', { id: inLost.id, pipelineStateId: won!.id })).index).toBeNull();
    expect((await core.call('contacts.position', { id: inLost.id, pipelineStateId: null })).index).toBeNull();
  });

  it('is null beyond a capped search and for an unknown contact', async () => {
    insertSyntheticContacts(core.store, 3000);
    const everyone = await listed(undefined, 'createdAt', 'asc');
    // "example" matches every email: the first thousand ranked matches are the newest.
    expect((await core.call('contacts.position', { id: everyone[0]!, query: 'example' })).index).toBeNull();
    expect((await core.call('contacts.position', { id: everyone.at(-1)!, query: 'example' })).index).toBe(0);
    expect((await core.call('contacts.position', { id: '00000000-0000-4000-8000-000000000000' })).index).toBeNull();
  });
});
