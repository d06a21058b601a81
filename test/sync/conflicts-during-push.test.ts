// Someone else changes a contact while this app is pushing its queued changes to it. The
// answer to one change shows theirs; the contact's next changes must then wait for the user
// instead of overwriting it, and the conflict must stay shown until the user chooses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

const until = async (seen: () => boolean) => {
  while (!seen()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a conflict found by an answer during a push', () => {
  it("holds the contact's next queued edit: the other user's change stays on the service and the conflict is shown", async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Jo', company: 'Orig Co', additionalInfo: 'n' });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    await app.call('contacts.extend', { id: c.id, text: 'met at fair' });
    await app.call('contacts.update', { id: c.id, patch: { company: 'Mine Co' } });

    // The note reaches the service a moment after another user changed the company there.
    service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path.endsWith('/extend') ? { kind: 'delay', ms: 300 } : { kind: 'pass' }));
    const pass = app.call('sync.now', {});
    await until(() => service.proxy.log.some((r) => r.method === 'POST' && r.path.endsWith('/extend')));
    await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { company: 'Their Co' });
    const status = await pass;
    service.proxy.setPlan(() => ({ kind: 'pass' }));

    const remote = await service.api.ok('GET', `/api/contacts/${remoteId}`);
    expect(remote.company).toBe('Their Co');
    expect(remote.additionalInfo).toBe('n\nmet at fair');
    expect(service.proxy.log.some((r) => r.method === 'PATCH' && r.body.includes('Mine Co'))).toBe(false);
    expect(status).toMatchObject({ conflicts: 1, pending: 1 });
    expect(await app.call('sync.conflicts', {})).toMatchObject([{ contactId: c.id, field: 'company', mine: 'Mine Co', theirs: 'Their Co' }]);
    expect((await app.call('contacts.get', { id: c.id })).company).toBe('Mine Co');

    // Later passes keep holding it: only the user's choice sends it.
    expect(await app.drain(3)).toMatchObject({ conflicts: 1, pending: 1 });
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('Their Co');
    await app.call('sync.resolveConflict', { contactId: c.id, field: 'company', choice: 'mine' });
    expect(await app.drain()).toMatchObject({ conflicts: 0, pending: 0 });
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('Mine Co');
  });
});
