// Two contacts of the address book may share a name and an email (two people at one shared
// inbox, or the same person entered twice on purpose). A new one whose create answer was lost
// is looked up by its email: the contact found must be the one the lost answer made, not the
// one already linked to another contact here.
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
