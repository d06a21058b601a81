import { afterEach, describe, expect, it } from 'vitest';
import type { ContactSummary, RolodeckApi } from '../../preload/contract';
import { ApiError } from '../../renderer/src/api/ApiError';
import { setApi } from '../../renderer/src/api';
import { NONE, usePipeline } from '../../renderer/src/stores/pipelineStore';

const ada: ContactSummary = { id: 'ada', name: 'Ada Lovelace', company: null, position: null, email: null, phone: null, status: null, pipelineState: null, lastContactAt: null, updatedAt: '', pending: false };
const states = [{ id: 'lead', name: 'New lead', position: 0, contactCount: 0 }];

/** An API whose setPipelineState waits for the test to answer it. */
function fakeApi() {
  let answer: (ok: boolean) => void = () => {};
  const api = {
    invoke: async (method: string, input: { pipelineStateId?: string | null; id?: string; stateId?: string | null }) => {
      if (method === 'pipelineStates.list') return states;
      if (method === 'contacts.list') return input.pipelineStateId === null ? { items: [ada], total: 1 } : { items: [], total: 0 };
      if (method === 'contacts.setPipelineState') {
        return new Promise((resolve, reject) => {
          answer = (ok) => (ok ? resolve({ ...ada, pipelineState: { id: 'lead', name: 'New lead' } }) : reject(new ApiError({ code: 'not_found', message: 'No such pipeline state' })));
        });
      }
      throw new Error(`unexpected ${method}`);
    },
    on: () => () => {},
  } as unknown as RolodeckApi;
  return { api, answer: (ok: boolean) => answer(ok) };
}

const names = (key: string) => usePipeline.getState().columns.find((c) => c.key === key)!.items.map((i) => i.name);

describe('the pipeline board store', () => {
  afterEach(() => setApi(null));

  it('shows a move at once and keeps it when the core agrees', async () => {
    const fake = fakeApi();
    setApi(fake.api);
    await usePipeline.getState().load();
    expect(names(NONE)).toEqual(['Ada Lovelace']);
    const moving = usePipeline.getState().move('ada', 'lead');
    expect(names('lead')).toEqual(['Ada Lovelace']);
    expect(names(NONE)).toEqual([]);
    fake.answer(true);
    await moving;
    expect(names('lead')).toEqual(['Ada Lovelace']);
    expect(usePipeline.getState().moveError).toBeNull();
  });

  it('puts the card back and says why when the core refuses', async () => {
    const fake = fakeApi();
    setApi(fake.api);
    await usePipeline.getState().load();
    const moving = usePipeline.getState().move('ada', 'lead');
    expect(names('lead')).toEqual(['Ada Lovelace']);
    fake.answer(false);
    await moving;
    expect(names(NONE)).toEqual(['Ada Lovelace']);
    expect(names('lead')).toEqual([]);
    expect(usePipeline.getState().moveError).toBe('Ada Lovelace could not be moved to New lead: No such pipeline state');
  });

  it('a move to a column that is gone reports it and leaves the card where it was', async () => {
    const fake = fakeApi();
    setApi(fake.api);
    await usePipeline.getState().load();
    const outcome = await usePipeline.getState().move('ada', 'removed-by-a-sync');
    expect(outcome).toEqual({ moved: false, message: expect.stringContaining('Ada Lovelace could not be moved: that column is gone'), alerted: true });
    expect(names(NONE)).toEqual(['Ada Lovelace']);
    expect(usePipeline.getState().moveError).toContain('that column is gone');
  });

  it('a move that went through answers the column it went to', async () => {
    const fake = fakeApi();
    setApi(fake.api);
    await usePipeline.getState().load();
    const moving = usePipeline.getState().move('ada', 'lead');
    fake.answer(true);
    expect(await moving).toEqual({ moved: true, to: 'New lead' });
  });
});
