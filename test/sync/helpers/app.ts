// A real Rolodeck core on a real SQLite file, connected to a test service through its proxy.
// Sync is driven by the test (sync.now), with short backoffs so a drained queue comes quickly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCore, type Core } from '../../../main/core/core';
import type { EngineOptions } from '../../../main/sync/engine';
import { MemorySecretStore } from '../../../main/core/secrets';
import type { Input, MethodName, Output } from '../../../preload/contract';

export interface TestApp {
  core: Core;
  dir: string;
  /** The main process's secret store (the token, as the core keeps it). */
  secrets: MemorySecretStore;
  call<M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>>;
  /** Runs sync passes until nothing is left to send (or `max` passes). */
  drain(max?: number): Promise<Output<'sync.status'>>;
  /**
   * Closes the core, runs `work` (another process on the same data folder, which the folder's
   * lock admits only then), and starts the core again on the same folder.
   */
  closedWhile<T>(work: () => Promise<T>): Promise<T>;
  close(options?: { keep?: boolean }): Promise<void>;
}

export const FAST_SYNC = {
  schedule: false,
  concurrency: 4,
  backoff: { baseMs: 2, maxMs: 40, maxRetryAfterMs: 2_000 },
  inPassWaitMs: 2_500,
  requestTimeoutMs: 5_000,
} as const;

export interface TestAppOptions {
  serviceUrl?: string;
  token?: string;
  dir?: string;
  /** Engine options over FAST_SYNC (e.g. schedule: true to test the scheduler). */
  sync?: EngineOptions;
  /** A token already saved before the core starts (as after a restart). */
  savedToken?: string;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'rolodeck-app-'));
  const secrets = new MemorySecretStore();
  if (options.savedToken) secrets.set(options.savedToken);
  const start = () => startCore({ dataFolder: dir, secrets, sync: { ...FAST_SYNC, ...options.sync } });
  let core = await start();
  const call = async <M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>> => {
    const result = await core.dispatch(method, input);
    if (!result.ok) throw Object.assign(new Error(`${method}: ${result.error.code}: ${result.error.message}`), { code: result.error.code });
    return result.value as Output<M>;
  };
  if (options.serviceUrl) await call('settings.set', { serviceUrl: options.serviceUrl });
  if (options.token) await call('settings.setToken', { token: options.token });
  return {
    get core() {
      return core;
    },
    dir,
    secrets,
    call,
    drain: async (max = 30) => {
      let status = await call('sync.now', {});
      for (let i = 1; i < max && (status.pending > 0 || status.lastError); i++) status = await call('sync.now', {});
      return status;
    },
    closedWhile: async (work) => {
      await core.close();
      try {
        return await work();
      } finally {
        core = await start();
      }
    },
    close: async ({ keep = false } = {}) => {
      await core.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}
