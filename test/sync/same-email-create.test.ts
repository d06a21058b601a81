// Two contacts of the address book may share a name and an email (two people at one shared
// inbox, or the same person entered twice on purpose). A new one whose create answer was lost
// is looked up by its email: the contact found must be the one the lost answer made, not the
// one already linked to another contact here. One found that is not as it was sent may be a
// teammate's contact for the same person: linked, its values must not replace what was typed.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('a lost create whose name and email another linked contact shares', () => {
  it('is linked to the contact it made, made once, and nothing is refused', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const first = await app.call('contacts.create', { name: 'Sam Shared', emails: ['team@example.com'] });
    await app.drain();

    let lost = false;
    service.proxy.setPlan(({ method, path }): Fault => {
      if (method === 'POST' && path === '/api/contacts' && !lost) {
        lost = true;
        return { kind: 'lost' };
      }
      return { kind: 'pass' };
    });
    const second = await app.call('contacts.create', { name: 'Sam Shared', emails: ['team@example.com'], position: 'Second' });
    const status = await app.drain();

    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const onService = (await service.api.allContacts()).filter((c) => c.name === 'Sam Shared');
    expect(onService).toHaveLength(2);
    const [a, b] = [await app.call('contacts.get', { id: first.id }), await app.call('contacts.get', { id: second.id })];
    expect(a.remoteId).not.toBeNull();
    expect(b.remoteId).not.toBeNull();
    expect(new Set([a.remoteId, b.remoteId])).toEqual(new Set(onService.map((c) => c.id)));
    expect(onService.find((c) => c.id === b.remoteId)!.position).toBe('Second');
    expect((await app.call('contacts.list', { query: 'Sam Shared' })).total).toBe(2);
  });
});

describe('a create of unclear outcome that finds a contact with its name and email, not as it was sent', () => {
  it("is a teammate's contact for the same person: linked, and what the user typed is kept, sent or asked about", async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    // The service fails the create with a 500: whether it made the contact is unknown.
    service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path === '/api/contacts' ? { kind: 'status', status: 500 } : { kind: 'pass' }));
    const mine = await app.call('contacts.create', {
      name: 'Ann Same',
      emails: ['ann@example.com'],
      company: 'Mine Inc',
      phones: ['+1 555 0100'],
      additionalInfo: 'Met at the fair, wants a quote',
    });
    await app.drain(1);
    // Meanwhile a teammate adds the same person on the service, with another company.
    await service.api.ok('POST', '/api/contacts', { name: 'Ann Same', emails: ['ann@example.com'], company: 'Teammate LLC', position: 'Buyer' });
    service.proxy.setPlan(() => ({ kind: 'pass' }));

    // Linked, and nothing typed here is overwritten: the company both hold differently is asked
    // about, and the position only the service held is taken.
    expect(await app.drain()).toMatchObject({ rejected: 0, conflicts: 1 });
    const [teammates] = (await service.api.allContacts()).filter((c) => c.name === 'Ann Same');
    expect(await app.call('contacts.get', { id: mine.id })).toMatchObject({
      remoteId: teammates!.id,
      company: 'Mine Inc',
      phones: ['+1 555 0100'],
      additionalInfo: 'Met at the fair, wants a quote',
      position: 'Buyer',
    });
    expect(await app.call('sync.conflicts', {})).toMatchObject([{ contactId: mine.id, field: 'company', mine: 'Mine Inc', theirs: 'Teammate LLC' }]);

    // Once the user chose, the phone and the notes only the app held are sent to that contact.
    await app.call('sync.resolveConflict', { contactId: mine.id, field: 'company', choice: 'mine' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const onService = (await service.api.allContacts()).filter((c) => c.name === 'Ann Same');
    expect(onService).toEqual([
      expect.objectContaining({ id: teammates!.id, company: 'Mine Inc', phones: ['+1 555 0100'], additionalInfo: 'Met at the fair, wants a quote', position: 'Buyer' }),
    ]);
    expect((await app.call('contacts.list', { query: 'Ann Same' })).total).toBe(1);
  });
});
