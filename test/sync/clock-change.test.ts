// The computer's clock is set back (it ran ahead, or the user changed time zone by hand): a
// change whose next attempt was written by the clock as it was must not wait hours for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);
afterEach(() => {
  vi.useRealTimers();
});

const HOURS_AHEAD = 3 * 60 * 60_000;

describe('a clock set back while a change waits to be retried', () => {
  it('retries the change at once: no backoff is longer than the longest the app would wait', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { inPassWaitMs: 0 } });
    const c = await app.call('contacts.create', { name: 'Cleo Clock' });
    await app.drain();

    // Only Date is faked: timers and the network run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HOURS_AHEAD);
    service.proxy.setPlan(({ method }): Fault => (method === 'PATCH' ? { kind: 'status', status: 503 } : { kind: 'pass' }));
    await app.call('contacts.update', { id: c.id, patch: { position: 'Timekeeper' } });
    await app.call('sync.now', {});
    expect((await app.call('sync.status', {})).pending).toBe(1);

    service.proxy.setPlan(() => ({ kind: 'pass' }));
    vi.useRealTimers(); // the clock is put right
    expect(await app.drain(3)).toMatchObject({ pending: 0, rejected: 0 });
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).position).toBe('Timekeeper');
  });

  it('holds scheduled passes after a 429 for its Retry-After only, however far the clock moved back', async () => {
    app = await startTestApp({
      serviceUrl: service.proxy.url,
      token: service.token,
      sync: { schedule: true, localWriteDelayMs: 20, inPassWaitMs: 0 },
    });
    const c = await app.call('contacts.create', { name: 'Rita Ratelimit' });
    await app.drain();
    service.proxy.setPlan((): Fault => ({ kind: 'status', status: 429, retryAfter: '1' }));
    await app.call('sync.now', {});
    service.proxy.setPlan(() => ({ kind: 'pass' }));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - HOURS_AHEAD);
    await app.call('contacts.update', { id: c.id, patch: { position: 'Patient' } });
    // The write's pass runs once the second asked for has passed, not three hours later.
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    await vi.waitFor(async () => expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).position).toBe('Patient'), { timeout: 15_000, interval: 200 });
  });
});
