// When sync runs on its own: at start, shortly after a local write, when the service comes
// back, and never after close(). Waits are on the engine's own events, not on the clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../preload/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp | undefined;
const SCHEDULED = { schedule: true, localWriteDelayMs: 20, reconnectProbeMs: 150 } as const;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.close());
afterEach(async () => {
  service.proxy.setPlan(() => ({ kind: 'pass' }));
  await service.proxy.setDown(false);
  await app?.close();
  app = undefined;
  service.db.clearContacts();
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

describe('scheduling', () => {
  it('syncs at start when a service is configured', async () => {
    await service.api.ok('POST', '/api/contacts', { name: 'There Before' });
    const first = await startTestApp({ serviceUrl: service.proxy.url });
    const dir = first.dir;
    await first.close({ keep: true });
    app = await startTestApp({ dir, savedToken: service.token, sync: SCHEDULED });
    const changed = new Promise((resolve) => app!.core.events.subscribe((e) => e === 'data.changed' && resolve(e)));
    await statusWhere(app, (s) => s.lastSuccessAt !== null && s.phase === 'idle');
    await changed;
    expect((await app.call('contacts.list', {})).items.map((c) => c.name)).toEqual(['There Before']);
  });

  it('pushes shortly after a local write and reports progress', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: SCHEDULED });
    await statusWhere(app, (s) => s.lastSuccessAt !== null && s.phase === 'idle');
    const phases = new Set<string>();
    app.core.events.subscribe((e, p) => e === 'sync.status' && phases.add((p as SyncStatus).phase));
    const done = statusWhere(app, (s) => s.phase === 'idle' && s.pending === 0 && s.lastSuccessAt !== null && phases.has('pushing'));
    await app.call('contacts.create', { name: 'Written Now' });
    await done;
    expect(phases).toContain('pulling');
    expect((await service.api.allContacts()).map((c) => c.name)).toContain('Written Now');
  });

  it('goes offline, and syncs again as soon as the service is back', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: SCHEDULED });
    await statusWhere(app, (s) => s.online);
    await service.proxy.setDown(true);
    const offline = statusWhere(app, (s) => !s.online && s.phase === 'idle');
    await app.call('contacts.create', { name: 'Made Offline' });
    await offline;
    const back = statusWhere(app, (s) => s.online && s.pending === 0 && s.phase === 'idle');
    await service.proxy.setDown(false);
    await back;
    expect((await service.api.allContacts()).map((c) => c.name)).toContain('Made Offline');
  });

  it('after a pass the service answered 429 with Retry-After, writes do not call it again until then; Sync now does', async () => {
    const backoff = { baseMs: 2, maxMs: 40, maxRetryAfterMs: 3_600_000 };
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { ...SCHEDULED, backoff } });
    await statusWhere(app, (s) => s.lastSuccessAt !== null && s.phase === 'idle');
    const contact = await app.call('contacts.create', { name: 'Rate Limited' });
    await statusWhere(app, (s) => s.pending === 0 && s.phase === 'idle');

    service.proxy.setPlan(() => ({ kind: 'status', status: 429, retryAfter: '120' }));
    const refused = statusWhere(app, (s) => s.lastError !== null && s.phase === 'idle');
    await app.call('contacts.update', { id: contact.id, patch: { company: 'A' } });
    await refused;
    const mark = service.proxy.log.length;
    for (const position of ['B', 'C', 'D', 'E']) {
      await app.call('contacts.update', { id: contact.id, patch: { position } });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Four writes, each of which would start a pass 20 ms later: the service asked for 120 s.
    expect(service.proxy.log.slice(mark)).toEqual([]);

    service.proxy.setPlan(() => ({ kind: 'pass' }));
    expect(await app.call('sync.now', {})).toMatchObject({ pending: 0, lastError: null });
    expect(await service.api.ok('GET', `/api/contacts/${(await app.call('contacts.get', { id: contact.id })).remoteId}`)).toMatchObject({ company: 'A', position: 'E' });
    // Answered again: writes start passes as before.
    const pushed = statusWhere(app, (s) => s.pending === 0 && s.phase === 'idle');
    await app.call('contacts.update', { id: contact.id, patch: { position: 'F' } });
    await pushed;
    expect((await service.api.allContacts()).find((c) => c.name === 'Rate Limited')).toMatchObject({ position: 'F' });
  });

  it('changing only the sync interval keeps sync paused for a refused token: no request with it, and the prompt for a new one stays', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: SCHEDULED });
    await statusWhere(app, (s) => s.lastSuccessAt !== null && s.phase === 'idle');
    service.proxy.setPlan(() => ({ kind: 'answer', status: 401, body: JSON.stringify({ title: 'Unauthorized', status: 401 }), contentType: 'application/problem+json' }));
    expect(await app.call('sync.now', {})).toMatchObject({ authRequired: true, phase: 'paused' });
    const mark = service.proxy.log.length;

    const statuses: SyncStatus[] = [];
    app.core.events.subscribe((e, p) => e === 'sync.status' && statuses.push(p as SyncStatus));
    await app.call('settings.set', { syncIntervalSeconds: 600 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.proxy.log.slice(mark).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(statuses.filter((s) => !s.authRequired)).toEqual([]);
    expect(await app.call('sync.status', {})).toMatchObject({ authRequired: true });
  });

  it('close() stops the engine', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: SCHEDULED });
    await statusWhere(app, (s) => s.lastSuccessAt !== null);
    await app.call('contacts.create', { name: 'After Close' });
    await app.close();
    app = undefined;
    const seen = service.proxy.log.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(service.proxy.log.length).toBe(seen);
  });
});
