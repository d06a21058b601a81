// Answers to changes that the spec leaves open ("Response: not shown"): a service may answer
// 204 No Content, a 201 that only names the new contact, or a body that is not a contact. The
// change is then done, once; and a change the service keeps failing is shown, not retried for
// ever out of sight.
import { describe, expect, it } from 'vitest';
import { ATTEMPTS_BEFORE_SHOWING } from '../../main/sync/op-failure';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);
const pass = (): Fault => ({ kind: 'pass' });

const requests = (method: string, match: (path: string) => boolean) => service.proxy.log.filter((r) => r.method === method && match(r.path));
const isContact = (path: string) => /^\/api\/contacts\/[^/?]+$/.test(path);
const isCollection = (path: string) => path === '/api/contacts';
const idOf = (body: string) => JSON.parse(body).id as string;

/** Answers the service's 2xx to `method` on paths that `match` as `fault` shapes it. */
const reshape = (method: string, match: (path: string) => boolean, fault: Omit<Extract<Fault, { kind: 'rewrite' }>, 'kind'>) =>
  ({ method: m, path }: { method: string; path: string }): Fault => (m === method && match(path) ? { kind: 'rewrite', ...fault } : pass());

async function syncedContact(name: string, email: string) {
  const c = await app.call('contacts.create', { name, emails: [email] });
  await app.drain();
  return { id: c.id, remoteId: (await app.call('contacts.get', { id: c.id })).remoteId! };
}

describe('answers to changes the spec does not show', () => {
  it('an edit answered 204 No Content is done once and stays on the service', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await syncedContact('Nine', 'nine@example.com');
    service.proxy.setPlan(reshape('PATCH', isContact, { fn: () => '', status: 204 }));
    const before = requests('PATCH', isContact).length;
    await app.call('contacts.update', { id: c.id, patch: { position: 'VP' } });
    let status = await app.drain(3);
    expect(status).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(requests('PATCH', isContact).length - before).toBe(1);
    expect((await service.api.ok('GET', `/api/contacts/${c.remoteId}`)).position).toBe('VP');
    service.proxy.setPlan(pass);
    status = await app.drain();
    expect((await app.call('contacts.get', { id: c.id })).position).toBe('VP');
    expect(status.conflicts).toBe(0);
  });

  it('an edit answered 200 with a body that is not JSON is done once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await syncedContact('Plain Text', 'plain@example.com');
    service.proxy.setPlan(reshape('PATCH', isContact, { fn: () => 'OK', headers: () => ({ 'content-type': 'text/plain' }) }));
    const before = requests('PATCH', isContact).length;
    await app.call('contacts.update', { id: c.id, patch: { company: 'Plain Co' } });
    expect(await app.drain(3)).toMatchObject({ pending: 0, rejected: 0 });
    expect(requests('PATCH', isContact).length - before).toBe(1);
    expect((await service.api.ok('GET', `/api/contacts/${c.remoteId}`)).company).toBe('Plain Co');
  });

  it('a new contact answered 201 with only its @id is linked to it, made once, and its next edit reaches it', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    service.proxy.setPlan(reshape('POST', isCollection, { fn: (body) => JSON.stringify({ '@id': `/api/contacts/${idOf(body)}` }) }));
    const c = await app.call('contacts.create', { name: 'Only Iri' }); // no email to find it by
    expect(await app.drain(3)).toMatchObject({ pending: 0, rejected: 0 });
    service.proxy.setPlan(pass);
    await app.call('contacts.update', { id: c.id, patch: { position: 'Buyer' } });
    await app.drain();
    const onService = (await service.api.allContacts()).filter((x) => x.name === 'Only Iri');
    expect(onService).toHaveLength(1);
    expect(onService[0].position).toBe('Buyer');
    expect((await app.call('contacts.get', { id: c.id })).remoteId).toBe(onService[0].id);
    expect((await app.call('contacts.list', { query: 'Only Iri' })).total).toBe(1);
  });

  it('a new contact answered 201 with an empty body and a Location is linked to the contact it names', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    service.proxy.setPlan(reshape('POST', isCollection, { fn: () => '', headers: (body) => ({ location: `${service.proxy.url}/api/contacts/${idOf(body)}` }) }));
    const c = await app.call('contacts.create', { name: 'Only Location' });
    expect(await app.drain(3)).toMatchObject({ pending: 0, rejected: 0 });
    service.proxy.setPlan(pass);
    await app.drain();
    const onService = (await service.api.allContacts()).filter((x) => x.name === 'Only Location');
    expect(onService).toHaveLength(1);
    expect((await app.call('contacts.get', { id: c.id })).remoteId).toBe(onService[0].id);
    expect((await app.call('contacts.list', { query: 'Only Location' })).total).toBe(1);
  });

  it('a new contact answered 204 is found by its email and linked, not made again', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    service.proxy.setPlan(reshape('POST', isCollection, { fn: () => '', status: 204 }));
    const c = await app.call('contacts.create', { name: 'No Content', emails: ['nocontent@example.com'] });
    expect(await app.drain(3)).toMatchObject({ pending: 0, rejected: 0 });
    expect(requests('POST', isCollection).filter((r) => r.body.includes('No Content'))).toHaveLength(1);
    const onService = (await service.api.allContacts()).filter((x) => x.name === 'No Content');
    expect(onService).toHaveLength(1);
    expect((await app.call('contacts.get', { id: c.id })).remoteId).toBe(onService[0].id);
  });
});

describe('an answer about another contact', () => {
  it("to an edit does not relink the contact: the next pass neither deletes it nor loses what only the app holds", async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await syncedContact('Relink Me', 'relink@example.com');
    const task = await app.call('tasks.create', { contactId: c.id, title: 'Call back', dueDate: new Date(Date.now() - 86_400_000).toISOString() });
    await app.drain();
    await app.call('tasks.complete', { id: task.id });
    // The service answers the edit with a contact of another id (a foreign or broken service).
    const other = (await service.api.ok('POST', '/api/contacts', { name: 'Someone Else', emails: ['else@example.com'] })) as { id: string };
    service.proxy.setPlan(reshape('PATCH', (path) => path === `/api/contacts/${c.remoteId}`, { fn: (body) => JSON.stringify({ ...JSON.parse(body), id: other.id, '@id': `/api/contacts/${other.id}` }) }));
    await app.call('contacts.update', { id: c.id, patch: { position: 'CTO' } });
    expect(await app.drain(1)).toMatchObject({ pending: 0, rejected: 0 });
    service.proxy.setPlan(pass);

    expect(await app.call('contacts.get', { id: c.id })).toMatchObject({ remoteId: c.remoteId, position: 'CTO' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await app.call('contacts.get', { id: c.id })).toMatchObject({ remoteId: c.remoteId, position: 'CTO' });
    expect((await app.call('contacts.list', { query: 'Relink Me' })).total).toBe(1);
    expect((await app.call('contacts.list', { query: 'Someone Else' })).total).toBe(1);
    expect(await app.call('tasks.list', { bucket: 'done' })).toMatchObject({ total: 1, items: [{ id: task.id, contactId: c.id }] });
    expect(await service.api.ok('GET', `/api/contacts/${c.remoteId}`)).toMatchObject({ position: 'CTO' });
  });
});

describe('a change the service keeps failing', () => {
  it('is shown as refused with its error after repeated failures, the rest of the queue goes on, and a retry sends it', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const stuck = await syncedContact('Stuck', 'stuck@example.com');
    const fine = await syncedContact('Fine', 'fine@example.com');
    service.proxy.setPlan(({ method, path }) => (method === 'PATCH' && path === `/api/contacts/${stuck.remoteId}` ? { kind: 'status', status: 500 } : pass()));
    await app.call('contacts.update', { id: stuck.id, patch: { position: 'Never' } });
    await app.call('contacts.update', { id: fine.id, patch: { position: 'Sent' } });
    const status = await app.drain(10);

    expect(status).toMatchObject({ pending: 0, rejected: 1 });
    expect(requests('PATCH', (p) => p === `/api/contacts/${stuck.remoteId}`)).toHaveLength(ATTEMPTS_BEFORE_SHOWING);
    const [shown] = await app.call('sync.rejected', {});
    expect(shown).toMatchObject({ contactId: stuck.id, state: 'rejected' });
    expect(shown!.error).toMatch(/HTTP 500.*stopped retrying/);
    expect((await app.call('contacts.get', { id: stuck.id })).position).toBe('Never');
    expect((await service.api.ok('GET', `/api/contacts/${fine.remoteId}`)).position).toBe('Sent');

    service.proxy.setPlan(pass);
    await app.call('sync.retryOp', { opId: shown!.opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect((await service.api.ok('GET', `/api/contacts/${stuck.remoteId}`)).position).toBe('Never');
  });

  it('applied each time but answered 502, retried, then edited again: the newest value reaches the service', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const gail = await syncedContact('Gail Gateway', 'gail@example.com');
    // The service applies the edit; a gateway in front of it answers 502 every time.
    service.proxy.setPlan(reshape('PATCH', (p) => p === `/api/contacts/${gail.remoteId}`, { fn: (b) => b, status: 502 }));
    await app.call('contacts.update', { id: gail.id, patch: { position: 'Buyer' } });
    expect(await app.drain(10)).toMatchObject({ rejected: 1 });
    const [shown] = await app.call('sync.rejected', {});
    service.proxy.setPlan(pass);
    await app.call('sync.now', {}); // a pull finds the value the service took: in step, nothing to ask

    // Retried, and edited again before the next pass: the new value goes out with the retried edit.
    await app.call('sync.retryOp', { opId: shown!.opId });
    await app.call('contacts.update', { id: gail.id, patch: { position: 'Head of Purchasing' } });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect((await service.api.ok('GET', `/api/contacts/${gail.remoteId}`)).position).toBe('Head of Purchasing');
    expect((await app.call('contacts.get', { id: gail.id })).position).toBe('Head of Purchasing');
  });

  it('applied each time but answered 502, then edited again before any pull: no conflict against the user’s own earlier value', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const gus = await syncedContact('Gus Gateway', 'gus@example.com');
    service.proxy.setPlan(reshape('PATCH', (p) => p === `/api/contacts/${gus.remoteId}`, { fn: (b) => b, status: 502 }));
    await app.call('contacts.update', { id: gus.id, patch: { position: 'Buyer' } });
    expect(await app.drain(10)).toMatchObject({ rejected: 1 });
    service.proxy.setPlan(pass);

    // The user edits the same field again; the next pass pulls before it pushes. Nobody else
    // touched the contact: "Buyer" on the service is the user's own value, applied behind the 502s.
    await app.call('contacts.update', { id: gus.id, patch: { position: 'Head of Purchasing' } });
    await app.call('sync.now', {});
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    await app.drain();
    expect((await service.api.ok('GET', `/api/contacts/${gus.remoteId}`)).position).toBe('Head of Purchasing');
  });

  it('applied but its answer lost, then edited again while the service is unreachable: no conflict once it is back', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const lou = await syncedContact('Lou Lost', 'lou@example.com');
    service.proxy.setPlan(({ method, path }) => (method === 'PATCH' && path === `/api/contacts/${lou.remoteId}` ? { kind: 'lost' } : pass()));
    await app.call('contacts.update', { id: lou.id, patch: { position: 'Buyer' } });
    await app.call('sync.now', {});
    expect((await service.api.ok('GET', `/api/contacts/${lou.remoteId}`)).position).toBe('Buyer');
    await service.proxy.setDown(true);
    try {
      await app.call('contacts.update', { id: lou.id, patch: { position: 'Head of Purchasing' } });
      await app.call('sync.now', {});
    } finally {
      await service.proxy.setDown(false);
    }
    service.proxy.setPlan(pass);

    await app.call('sync.now', {});
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect((await service.api.ok('GET', `/api/contacts/${lou.remoteId}`)).position).toBe('Head of Purchasing');
    expect((await app.call('contacts.get', { id: lou.id })).position).toBe('Head of Purchasing');
  });
});
