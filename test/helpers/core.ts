// Starts the real core on a real SQLite file in a temp folder, with a typed call helper.
import { startCore, type Core } from '../../main/core/core';
import type { ApiErrorBody, Input, MethodName, Output } from '../../preload/contract';
import { tempFolder } from './temp';

export interface TestCore extends Core {
  folder: string;
  /** Calls a method and returns its value; fails the test with the error when it is not ok. */
  call<M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>>;
  /** Calls a method that must fail; returns the error. */
  fail(method: string, input: unknown): Promise<ApiErrorBody>;
  outbox(): { kind: string; entity_id: string; contact_id: string; payload: string; base: string | null; state: string }[];
  dispose(): Promise<void>;
}

export async function startTestCore(folder?: string): Promise<TestCore> {
  const temp = folder ? null : tempFolder();
  const dataFolder = folder ?? temp!.path;
  const core = await startCore({ dataFolder, sync: false } as Parameters<typeof startCore>[0]);
  return {
    ...core,
    folder: dataFolder,
    async call(method, input) {
      const result = await core.dispatch(method, input);
      if (!result.ok) throw new Error(`${method} failed: ${JSON.stringify(result.error)}`);
      return result.value as never;
    },
    async fail(method, input) {
      const result = await core.dispatch(method, input);
      if (result.ok) throw new Error(`${method} unexpectedly succeeded: ${JSON.stringify(result.value)}`);
      return result.error;
    },
    outbox() {
      return core.store.raw('select kind, entity_id, contact_id, payload, base, state from outbox order by seq');
    },
    async dispose() {
      await core.close();
      temp?.remove();
    },
  };
}
