// "Last synced …" after a restart: the last pass that succeeded is remembered with its service,
// so a start without the service (on a plane) still says when the data was last synced, instead
// of "Not synced yet"; another service saved since has not been synced, and says so. A pass
// whose changes found the service gone after its listing did not sync them, and is not claimed.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('the last successful sync', () => {
  it('is still known after a restart with the service out of reach, and not claimed for another service', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await app.call('contacts.create', { name: 'Sam Synced' });
    const synced = await app.drain();
    expect(synced).toMatchObject({ pending: 0, lastError: null });
    expect(synced.lastSuccessAt).not.toBeNull();

    const dir = app.dir;
    await app.close({ keep: true });
    service.proxy.setPlan(() => ({ kind: 'drop' })); // offline from here on
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, dir });
    const offline = await app.call('sync.now', {});
    expect(offline.online).toBe(false);
    expect(offline.lastSuccessAt).toBe(synced.lastSuccessAt);

    // The same service in another spelling is the same service.
    await app.call('settings.set', { serviceUrl: `${service.proxy.url}/` });
    expect((await app.call('sync.status', {})).lastSuccessAt).toBe(synced.lastSuccessAt);
    // Another one has not been synced with yet.
    await app.call('settings.set', { serviceUrl: 'http://127.0.0.1:9' });
    expect((await app.call('sync.status', {})).lastSuccessAt).toBeNull();
  });

  it('is not claimed by a pass whose changes found the service gone after the listing', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const sam = await app.call('contacts.create', { name: 'Sam Before The Outage' });
    const synced = await app.drain();
    expect(synced).toMatchObject({ pending: 0, lastError: null });
    expect(synced.lastSuccessAt).not.toBeNull();

    // The listing still answers; every change sent after it finds nothing there.
    service.proxy.setPlan((req) => (req.method === 'GET' ? { kind: 'pass' } : { kind: 'drop' }));
    await app.call('contacts.update', { id: sam.id, patch: { company: 'Edited On The Plane' } });
    const cut = await app.call('sync.now', {});
    expect(cut).toMatchObject({ online: false, pending: 1 });
    expect(cut.lastSuccessAt).toBe(synced.lastSuccessAt);

    service.proxy.setPlan(() => ({ kind: 'pass' }));
    const back = await app.drain();
    expect(back).toMatchObject({ online: true, pending: 0, lastError: null });
    expect(Date.parse(back.lastSuccessAt!)).toBeGreaterThan(Date.parse(synced.lastSuccessAt!));
  });
});
