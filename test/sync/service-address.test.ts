// Which service the app's contacts are linked to. The address saved again in another spelling is
// the same service: contacts deleted there are still removed here. Another address is another
// service, whose listing says nothing about the contacts linked to the first: nothing is removed.
// Each test starts its own app, so each begins with no service recorded.
import { describe, expect, it } from 'vitest';
import { serviceAddress } from '../../preload/contract/settings';
import { startTestApp, type TestApp } from './helpers/app';
import type { TestService } from './helpers/service';
import { sharedTestService } from './helpers/shared-service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

/** Makes a contact, sends it, and answers its local and service ids. */
async function linkedContact(name: string): Promise<{ id: string; remoteId: string }> {
  const { id } = await app.call('contacts.create', { name });
  await app.drain();
  const { remoteId } = await app.call('contacts.get', { id });
  expect(remoteId).toBeTruthy();
  return { id, remoteId: remoteId! };
}

describe('a service address saved again', () => {
  it('in another spelling of the same address: a contact deleted on the service is removed here', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const gone = await linkedContact('Respelled Gone');
    service.db.deleteContact(gone.remoteId);
    // http://127.0.0.1:<port> typed again as HTTP://127.0.0.1:<port>/: one service, one token.
    const respelled = `${service.proxy.url.replace(/^http:/, 'HTTP:')}/`;
    expect(await app.call('settings.set', { serviceUrl: respelled })).toMatchObject({ serviceUrl: respelled, hasToken: true });

    expect(await app.call('sync.now', {})).toMatchObject({ online: true, lastError: null });
    await expect(app.call('contacts.get', { id: gone.id })).rejects.toThrow(/not_found/);
  });

  it('as another address (another port), before any contact was deleted: nothing is removed', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const kept = await linkedContact('Other Address Kept');
    service.db.deleteContact(kept.remoteId);
    // The same data behind another port: as far as the app can tell, another service, where the
    // contact's id is unknown (404) as it would be on any other.
    await app.call('settings.set', { serviceUrl: service.server.url });
    await app.call('settings.setToken', { token: service.token }); // a new origin forgets the token

    expect(await app.call('sync.now', {})).toMatchObject({ online: true, lastError: null });
    expect((await app.call('contacts.get', { id: kept.id })).name).toBe('Other Address Kept');
  });
});

describe('serviceAddress', () => {
  it('is one string for the spellings of one service, and another for another path, host or port', () => {
    const local = ['http://localhost:8080', 'HTTP://LocalHost:8080', 'http://localhost:8080/'];
    const remote = ['https://crm.example.com/api', 'https://CRM.example.com:443/api/'];
    expect(new Set(local.map(serviceAddress)).size).toBe(1);
    expect(new Set(remote.map(serviceAddress)).size).toBe(1);
    const different = ['http://localhost:8080', 'http://localhost:8080/crm', 'http://localhost:8081', 'http://127.0.0.1:8080', 'https://localhost:8080'];
    expect(new Set(different.map(serviceAddress)).size).toBe(different.length);
  });
});
