// Which service the app's contacts are linked to. Another address is another service, whose
// listing says nothing about the contacts linked to the first: nothing is removed. Each test
// starts its own app, so each begins with no service recorded.
import { describe, expect, it } from 'vitest';
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
