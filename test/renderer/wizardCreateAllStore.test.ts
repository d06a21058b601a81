// @vitest-environment happy-dom
// The wizard's Create all run, kept beside the review: one run at a time, stopped before the next
// card by Stop or by the review being let go, and never a confirm without the card's id.
import { afterEach, describe, expect, it } from 'vitest';
import type { RolodeckApi, WizardPrepared } from '../../preload/contract';
import { setApi } from '../../renderer/src/api';

// The stores are loaded by a path TypeScript does not follow: they keep the review in the page's
// storage (DOM types), which this (Node) project's typecheck has not; happy-dom has it at run time.
interface Store<S> {
  getState(): S;
}
interface RunState {
  progress: { done: number; total: number; stopping: boolean } | null;
  start(prepared: WizardPrepared, remaining: number[]): Promise<void>;
  stop(): void;
}
interface ReviewState {
  review: { outcomes: Record<number, unknown>; cardIds?: string[] } | null;
  start(prepared: WizardPrepared): void;
  forget(): void;
}
const stores = '../../renderer/src/stores/';
const { useCreateAllRun } = (await import(/* @vite-ignore */ `${stores}wizardCreateAllStore`)) as { useCreateAllRun: Store<RunState> };
const { useWizardReview } = (await import(/* @vite-ignore */ `${stores}wizardReviewStore`)) as { useWizardReview: Store<ReviewState> };

function prepared(count: number): WizardPrepared {
  return { source: 'local', drafts: Array.from({ length: count }, (_, i) => ({ confirmationToken: null, contact: { name: `Person ${i + 1}` } as never })) };
}

/** An API whose wizard.confirm waits for the test to answer each call. */
function fakeApi() {
  const calls: Array<{ name: string; cardId: string | undefined; answer(): void }> = [];
  const api = {
    invoke: (method: string, input: { contact: { name: string }; cardId?: string }) => {
      if (method !== 'wizard.confirm') throw new Error(`unexpected ${method}`);
      return new Promise((resolve) => {
        calls.push({ name: input.contact.name, cardId: input.cardId, answer: () => resolve({ id: `id-${calls.length}`, name: input.contact.name, remoteId: null }) });
      });
    },
    on: () => () => {},
  } as unknown as RolodeckApi;
  return { api, calls };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A review of five cards on, Create all started on all of them, its first call on its way. */
async function runOnFive() {
  const fake = fakeApi();
  setApi(fake.api);
  const p = prepared(5);
  useWizardReview.getState().start(p);
  const run = useCreateAllRun.getState().start(p, [0, 1, 2, 3, 4]);
  await tick();
  return { fake, p, run };
}

describe('the wizard Create all run', () => {
  afterEach(async () => {
    useWizardReview.getState().forget();
    setApi(null);
  });

  it('runs once at a time, each card with its card id, and Stop ends it after the card being created', async () => {
    const { fake, p, run } = await runOnFive();
    // A second start while it runs does nothing.
    await useCreateAllRun.getState().start(p, [0, 1, 2, 3, 4]);
    expect(fake.calls).toHaveLength(1);
    fake.calls[0]!.answer();
    await tick();
    expect(fake.calls).toHaveLength(2);
    expect(useCreateAllRun.getState().progress).toMatchObject({ total: 5, stopping: false });
    useCreateAllRun.getState().stop();
    expect(useCreateAllRun.getState().progress?.stopping).toBe(true);
    fake.calls[1]!.answer();
    await run;
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls.map((c) => c.cardId)).toEqual(useWizardReview.getState().review!.cardIds!.slice(0, 2));
    expect(Object.keys(useWizardReview.getState().review!.outcomes)).toEqual(['0', '1']);
    expect(useCreateAllRun.getState().progress).toBeNull();
  });

  it('the review let go (Cancel the rest) stops it before the next card, and a new review is not touched', async () => {
    const { fake, run } = await runOnFive();
    fake.calls[0]!.answer();
    await tick();
    useWizardReview.getState().forget();
    const next = prepared(3);
    useWizardReview.getState().start(next);
    fake.calls[1]!.answer();
    await run;
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls.every((c) => c.cardId)).toBe(true);
    expect(useWizardReview.getState().review!.outcomes).toEqual({});
    expect(useCreateAllRun.getState().progress).toBeNull();
  });

  it('does not start for a review that is not the one on', async () => {
    const fake = fakeApi();
    setApi(fake.api);
    await useCreateAllRun.getState().start(prepared(2), [0, 1]);
    expect(fake.calls).toHaveLength(0);
    expect(useCreateAllRun.getState().progress).toBeNull();
  });
});
