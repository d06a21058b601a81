// A card the service read, created after the service stopped taking the token (revoked, or
// replaced there): the service refused the confirm (401) before doing anything, so the contact
// is made on this computer as the card says and queued like any other local edit while sync
// waits for a new token; with the right token saved, it reaches the service once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const SIGNATURE = 'Margaret Hamilton\nDirector of Software Engineering\nApollo Systems Inc.\nmargaret@apollo.example\n+1 617 555 0134';

async function onServiceByEmail(email: string) {
  return (await service.api.ok('GET', `/api/contacts?email=${encodeURIComponent(email)}`))['hydra:member'] as Array<Record<string, unknown>>;
}

describe('a service-read card confirmed with a token the service refuses', () => {
  it('is made here as corrected, waits for a new token, and then reaches the service once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    expect(draft!.confirmationToken).toBeTruthy();

    await app.call('settings.setToken', { token: 'revoked-token' });
    const card = { ...draft!.contact, position: 'Director of Engineering' };
    const contact = await app.call('wizard.confirm', { confirmationToken: draft!.confirmationToken, contact: card, cardId: randomUUID() });
    expect(contact).toMatchObject({
      name: 'Margaret Hamilton',
      position: 'Director of Engineering',
      company: 'Apollo Systems Inc.',
      emails: ['margaret@apollo.example'],
      creationSource: 'scan',
      remoteId: null,
      pending: true,
    });
    expect((await app.call('contacts.list', {})).items.map((c) => c.id)).toEqual([contact.id]);
    // Queued, and sync waits for a new token: nothing went to the service.
    expect(await app.call('sync.status', {})).toMatchObject({ authRequired: true, pending: 1 });
    expect(await onServiceByEmail('margaret@apollo.example')).toEqual([]);

    await app.call('settings.setToken', { token: service.token });
    expect(await app.drain()).toMatchObject({ authRequired: false, pending: 0, rejected: 0 });
    const there = await onServiceByEmail('margaret@apollo.example');
    expect(there).toHaveLength(1);
    expect(there[0]).toMatchObject({ name: 'Margaret Hamilton', position: 'Director of Engineering' });
    expect((await app.call('contacts.get', { id: contact.id })).remoteId).toBe(there[0]!.id);
  });

  it('after an earlier confirm of the card whose answer was lost: refused, no local create queued (the service may hold it)', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    const confirm = { confirmationToken: draft!.confirmationToken, contact: draft!.contact, cardId: randomUUID() };
    service.proxy.setPlan(({ path }) => (path === '/api/contacts/confirm' ? { kind: 'lost' } : { kind: 'pass' }));
    await expect(app.call('wizard.confirm', confirm)).rejects.toThrow();
    service.proxy.setPlan(() => ({ kind: 'pass' }));

    await app.call('settings.setToken', { token: 'revoked-token' });
    await expect(app.call('wizard.confirm', confirm)).rejects.toThrow(/refused the token \(401\)/);
    // A local create would make it twice: the service made it from the first confirm.
    expect(await app.call('sync.status', {})).toMatchObject({ pending: 0 });
    expect((await app.call('contacts.list', {})).items.filter((c) => c.pending)).toEqual([]);
    expect(await onServiceByEmail('margaret@apollo.example')).toHaveLength(1);
  });
});
