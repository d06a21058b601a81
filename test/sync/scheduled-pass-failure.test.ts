// A pass sync starts on its own (a timer, a write, a reconnect) is awaited by nobody: a failure
// that escaped it would be an unhandled rejection, which ends the process on Node 20 with no
// word (the browser bridge has no handler for it). Its failure is the status's error instead,
// and sync tries again. The store's failure is made at the store's door (Store.all throws what
// better-sqlite3 throws for an I/O error): reads cannot be made to fail otherwise while the
// app holds the file.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../../preload/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  vi.restoreAllMocks();
});

function statusWhere(a: TestApp, ok: (s: SyncStatus) => boolean): Promise<SyncStatus> {
  return new Promise((resolve) => {
    const off = a.core.events.subscribe((event, payload) => {
      if (event === 'sync.status' && ok(payload as SyncStatus)) {
        off();
        resolve(payload as SyncStatus);
      }
    });
  });
}

/** Every read and write of the store throws `error` while `failing.now` is set. */
function failingStore(a: TestApp, error: () => Error) {
  const failing = { now: false };
  const all = a.core.store.all.bind(a.core.store);
  vi.spyOn(a.core.store, 'all').mockImplementation(((query: never) => {
    if (failing.now) throw error();
    return all(query);
  }) as typeof a.core.store.all);
  return failing;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a scheduled pass whose store fails', () => {
  it('ends with the failure in words as the status error, no unhandled rejection, and syncs again once the store reads', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { schedule: true, localWriteDelayMs: 20, reconnectProbeMs: 150 } });
    await statusWhere(app, (s) => s.lastSuccessAt !== null && s.phase === 'idle');
    const failing = failingStore(app, () => new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_READ'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    failing.now = true;
    const failed = statusWhere(app, (s) => s.lastError !== null && s.phase === 'idle');
    app.core.sync.localWrite(); // a pass soon, from a timer
    const status = await failed;
    await settle();
    expect(status.lastError).toMatch(/^Rolodeck could not read or write its store at .*\(disk I\/O error\), so sync stopped\. Check the disk and the file's permissions; nothing is lost, and sync will try again\.$/);
    expect(unhandled).toEqual([]);
    expect(logged).not.toHaveBeenCalled(); // the store's failure is said, not logged as a defect

    const recovered = statusWhere(app, (s) => s.lastError === null && s.phase === 'idle');
    failing.now = false;
    await recovered; // the next pass, on its own
    expect(unhandled).toEqual([]);
  });

  it('even a failure that is not the store’s ends as the status error, not as an unhandled rejection', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { schedule: true, localWriteDelayMs: 20, reconnectProbeMs: 60_000 } });
    await statusWhere(app, (s) => s.lastSuccessAt !== null && s.phase === 'idle');
    // What a closed connection throws: no status can be read while it does, not even after the pass.
    const failing = failingStore(app, () => new TypeError('The database connection is not open'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    failing.now = true;
    app.core.sync.localWrite();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('sync status failed', expect.any(TypeError)), { timeout: 5_000 });
    await settle();
    expect(unhandled).toEqual([]);
    failing.now = false;
    expect((await app.call('sync.status', {})).lastError).toBe('The database connection is not open');
  });
});
