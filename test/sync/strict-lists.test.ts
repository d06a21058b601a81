// A service built to the letter of the interface: `emails` and `phones` are input-only, so its
// answers carry only `email` and `phone`. The reference service echoes the lists; here a proxy
// strips them from every answer, and the app must still keep a contact's other addresses and
// numbers, send nothing twice, and take the service's changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { ServiceApi, startTestService, type TestService } from './helpers/service';
import { stripLists } from './helpers/strip-lists';

let service: TestService;
let app: TestApp;

beforeAll(async () => {
  service = await startTestService();
  service.proxy.setPlan(({ path }) => (path.startsWith('/api/contacts') ? { kind: 'rewrite', fn: stripLists } : { kind: 'pass' }));
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

const writes = () => service.proxy.log.filter((r) => r.method !== 'GET');

describe('a service whose answers carry only the first email and phone', () => {
  it('keeps the second address and number, and sends the contact once', async () => {
    const c = await app.call('contacts.create', { name: 'Two Addresses', emails: ['first@example.com', 'second@example.com'], phones: ['+1 202 555 0101', '+1 202 555 0102'] });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    expect(remoteId).toBeTruthy();
    // The service stored both lists (read directly, without the proxy).
    expect(await service.api.ok('GET', `/api/contacts/${remoteId}`)).toMatchObject({ emails: ['first@example.com', 'second@example.com'] });
    // What the app is shown has the first entries only.
    const shown = await new ServiceApi(service.proxy.url, service.token).ok('GET', `/api/contacts/${remoteId}`);
    expect(shown).toMatchObject({ email: 'first@example.com', phone: '+1 202 555 0101' });
    expect(shown).not.toHaveProperty('emails');
    expect(shown).not.toHaveProperty('phones');

    const before = writes().length;
    await app.call('sync.now', {});
    await app.call('sync.now', {});
    // Later passes find nothing to send: an answer without the lists is not a change to push again.
    expect(writes().length).toBe(before);
    const local = await app.call('contacts.get', { id: c.id });
    expect(local.emails).toEqual(['first@example.com', 'second@example.com']);
    expect(local.phones).toHaveLength(2);
    expect(await app.call('sync.conflicts', {})).toEqual([]);
  });

  it('takes the service’s other changes and keeps the lists, then takes a new first address', async () => {
    const c = await app.call('contacts.create', { name: 'Remote Edits', emails: ['one@example.com', 'two@example.com'] });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;

    await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { position: 'Buyer' });
    await app.drain();
    let local = await app.call('contacts.get', { id: c.id });
    expect(local.position).toBe('Buyer');
    expect(local.emails).toEqual(['one@example.com', 'two@example.com']);

    // Another user replaces the list: all the app can see is the new first address.
    await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { emails: ['new@example.com'] });
    await app.drain();
    local = await app.call('contacts.get', { id: c.id });
    expect(local.emails).toEqual(['new@example.com']);
    expect(await app.call('sync.conflicts', {})).toEqual([]);
  });

  it('keeps the other addresses when another user only capitalises the first one', async () => {
    const c = await app.call('contacts.create', { name: 'Ann Case', emails: ['ann@example.com', 'ann.private@example.com'] });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;

    // The same first address written with capitals; the list on the service keeps both.
    await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { emails: ['Ann@Example.com', 'ann.private@example.com'] });
    await app.drain();
    expect((await app.call('contacts.get', { id: c.id })).emails).toEqual(['ann@example.com', 'ann.private@example.com']);
    expect(await app.call('sync.conflicts', {})).toEqual([]);
  });

  it('sends a local edit of the second address as the whole list, once', async () => {
    const c = await app.call('contacts.create', { name: 'Local List Edit', emails: ['keep@example.com', 'old@example.com'] });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    const before = writes().length;
    await app.call('contacts.update', { id: c.id, patch: { emails: ['keep@example.com', 'replaced@example.com'] } });
    await app.drain();
    await app.call('sync.now', {});
    const sent = writes().slice(before);
    expect(sent.map((r) => [r.method, JSON.parse(r.body)])).toEqual([['PATCH', { emails: ['keep@example.com', 'replaced@example.com'] }]]);
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).emails).toEqual(['keep@example.com', 'replaced@example.com']);
    expect((await app.call('contacts.get', { id: c.id })).emails).toEqual(['keep@example.com', 'replaced@example.com']);
  });

  it('says the service hides the lists (the edit form warns), after a restart too, and learns when it shows them again', async () => {
    await app.call('contacts.create', { name: 'Any One', emails: ['any@example.com'] });
    await app.drain();
    expect(await app.call('sync.status', {})).toMatchObject({ serviceHidesLists: true });
    await app.closedWhile(async () => {});
    expect(await app.call('sync.status', {})).toMatchObject({ serviceHidesLists: true });

    // Another service address (here the service itself, which shows them): not this one's to say.
    await app.call('settings.set', { serviceUrl: service.server.url });
    await app.call('settings.setToken', { token: service.token });
    expect(await app.call('sync.status', {})).toMatchObject({ serviceHidesLists: false });
    await app.call('sync.now', {});
    expect(await app.call('sync.status', {})).toMatchObject({ serviceHidesLists: false });

    // The strict one again, now showing the lists (upgraded): learned at its next listing.
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    await app.call('settings.set', { serviceUrl: service.proxy.url });
    await app.call('settings.setToken', { token: service.token });
    expect(await app.call('sync.status', {})).toMatchObject({ serviceHidesLists: true });
    await app.call('sync.now', {});
    expect(await app.call('sync.status', {})).toMatchObject({ serviceHidesLists: false });
  });
});
