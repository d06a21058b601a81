// A new contact the service keeps failing (a service bug, one record it cannot take) must not
// stop the rest of the address book from syncing, must wait out its backoff, and must never
// come back as a second copy of itself when its outcome is unknown.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { copyPulledAfterEditThere } from './helpers/lost-answers';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);
const pass = (): Fault => ({ kind: 'pass' });

const createsOf = (name: string) => service.proxy.log.filter((r) => r.method === 'POST' && r.path === '/api/contacts' && r.body.includes(name));

/** The service makes the contact but the answer is lost; then it fails every look-up by email. */
function madeThenUnanswerable() {
  let lost = false;
  return ({ method, path }: { method: string; path: string }): Fault => {
    if (method === 'POST' && path === '/api/contacts' && !lost) {
      lost = true;
      return { kind: 'lost' };
    }
    if (method === 'GET' && path.includes('email=')) return { kind: 'status', status: 500 };
    return pass();
  };
}

describe('a create the service keeps failing', () => {
  it('holds back only itself: other contacts still pull and push, and it waits out its backoff', async () => {
    // A long backoff, so "waits out its backoff" shows as no second request in the passes below.
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { backoff: { baseMs: 60_000, maxMs: 60_000 } } });
    const other = await app.call('contacts.create', { name: 'Other Person', emails: ['other@example.com'] });
    await app.drain();
    const otherRemote = (await app.call('contacts.get', { id: other.id })).remoteId!;
    service.proxy.setPlan(({ method, path, body }) => (method === 'POST' && path === '/api/contacts' && body.includes('Poison') ? { kind: 'status', status: 500 } : pass()));
    const poison = await app.call('contacts.create', { name: 'Poison Person', emails: ['poison@example.com'] });
    await app.call('sync.now', {}); // the create fails: its outcome is unknown now

    await app.call('contacts.update', { id: other.id, patch: { position: 'CTO' } });
    await service.api.ok('PATCH', `/api/contacts/${otherRemote}`, { company: 'Remote Co' }); // another user
    let status = await app.call('sync.now', {});
    status = await app.call('sync.now', {});

    expect((await service.api.ok('GET', `/api/contacts/${otherRemote}`)).position).toBe('CTO');
    expect((await app.call('contacts.get', { id: other.id })).company).toBe('Remote Co');
    expect(status).toMatchObject({ pending: 1, lastError: null });
    expect(createsOf('Poison')).toHaveLength(1);
    expect((await app.call('contacts.get', { id: poison.id })).remoteId).toBeNull();
  });

  it('is not stored a second time by a pull while the service cannot say whether it has it', async () => {
    // One attempt a pass (no waiting for a retry inside it), so the create is still unsettled, not given up, below.
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { inPassWaitMs: 0 } });
    service.proxy.setPlan(madeThenUnanswerable());
    const made = await app.call('contacts.create', { name: 'Maybe Made', emails: ['maybe@example.com'] });
    await app.call('sync.now', {});
    await app.call('sync.now', {}); // its pull lists the contact the lost answer made

    expect((await app.call('contacts.list', { query: 'Maybe Made' })).total).toBe(1);
    service.proxy.setPlan(pass);
    const status = await app.drain();
    expect(status).toMatchObject({ pending: 0, rejected: 0 });
    const onService = (await service.api.allContacts()).filter((c) => c.name === 'Maybe Made');
    expect(onService).toHaveLength(1);
    expect((await app.call('contacts.list', { query: 'Maybe Made' })).total).toBe(1);
    expect((await app.call('contacts.get', { id: made.id })).remoteId).toBe(onService[0].id);
  });

  it('is never given up on (a retry could make a copy): it goes on under its own key, is never stored twice, and is linked once the service answers', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    service.proxy.setPlan(madeThenUnanswerable());
    const made = await app.call('contacts.create', { name: 'Kept Trying', emails: ['kept@example.com'] });
    let status = await app.drain(4);
    expect(status).toMatchObject({ pending: 1, rejected: 0 });
    expect(await app.call('sync.rejected', {})).toEqual([]);
    expect((await app.call('contacts.list', { query: 'Kept Trying' })).total).toBe(1);

    service.proxy.setPlan(pass);
    status = await app.drain();
    expect(status).toMatchObject({ pending: 0, rejected: 0 });
    const onService = (await service.api.allContacts()).filter((c) => c.name === 'Kept Trying');
    expect(onService).toHaveLength(1);
    expect((await app.call('contacts.list', { query: 'Kept Trying' })).total).toBe(1);
    expect((await app.call('contacts.get', { id: made.id })).remoteId).toBe(onService[0].id);
    // Every request for it carried the same Idempotency-Key.
    expect(new Set(createsOf('Kept Trying').map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('edited on the service by another user before it is settled: stays one contact, linked to the one the service made', async () => {
    // A backoff of 1.5–3 s, and no waiting inside a pass: the next pass comes while the create waits.
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { backoff: { baseMs: 3_000, maxMs: 3_000 }, inPassWaitMs: 0 } });
    let lost = 1;
    service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path === '/api/contacts' && lost-- > 0 ? { kind: 'lost' } : pass()));
    const made = await app.call('contacts.create', { name: 'Dana Dup', emails: ['dana@example.com'], position: 'Buyer' });
    await app.call('tasks.create', { contactId: made.id, title: 'Call Dana', dueDate: '2031-05-01T09:00:00Z', type: 'call' });
    await app.call('sync.now', {}); // made there, its answer lost: unknown, waiting out its backoff
    const { there } = await copyPulledAfterEditThere(app, service, made, 'dana.d@example.com');
    await new Promise((r) => setTimeout(r, 3_200));
    const status = await app.drain(); // the create is settled

    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect((await service.api.allContacts()).filter((c) => c.name === 'Dana Dup')).toHaveLength(1);
    const listed = (await app.call('contacts.list', { query: 'Dana Dup' })).items;
    expect(listed.map((c) => c.id)).toEqual([made.id]);
    expect(await app.call('contacts.get', { id: made.id })).toMatchObject({ remoteId: there.id, emails: ['dana.d@example.com'], position: 'Buyer' });
    expect(service.db.tasks().filter((t) => t.contact_id === there.id).map((t) => t.title)).toEqual(['Call Dana']);
  });

  it('holds back nothing once refused, and a create without an email holds back only contacts without one', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    // A teammate's contacts with the same name as ours.
    await service.api.ok('POST', '/api/contacts', { name: 'Sam Lee', emails: ['sam.lee@other.example'] });
    await service.api.ok('POST', '/api/contacts', { name: 'Ann Ray', emails: ['ann.ray@other.example'] });
    service.proxy.setPlan(({ method, path, body }) => {
      if (method !== 'POST' || path !== '/api/contacts') return pass();
      if (body.includes('Sam Lee')) {
        // Refused: made nothing.
        return { kind: 'answer', status: 422, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Unprocessable', violations: [{ propertyPath: 'name', message: 'Refused' }] }) };
      }
      if (body.includes('Ann Ray')) return { kind: 'status', status: 500 }; // unknown: may exist
      return pass();
    });
    await app.call('contacts.create', { name: 'Sam Lee' });
    await app.call('contacts.create', { name: 'Ann Ray' });
    await app.call('sync.now', {});
    await app.call('sync.now', {});

    expect((await app.call('contacts.list', { query: 'Sam Lee' })).total).toBe(2);
    // Ours has no email: the teammate's Ann Ray, who has one, is not it.
    expect((await app.call('contacts.list', { query: 'Ann Ray' })).total).toBe(2);
  });
});
