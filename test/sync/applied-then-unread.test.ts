// The service answers that it made a change, and the request that reads back what it made fails
// (the token refused a moment later, the connection gone). The change is made: it must not be
// sent again as new, least of all under a new token, whose key the service has never seen.
import { describe, expect, it } from 'vitest';
import { createToken } from '../../server/index';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);
const pass = (): Fault => ({ kind: 'pass' });

const isExtend = (path: string) => /^\/api\/contacts\/[^/?]+\/extend$/.test(path);
const isContact = (path: string) => /^\/api\/contacts\/[^/?]+$/.test(path);
const isCollection = (path: string) => path === '/api/contacts';
const refusedToken: Fault = {
  kind: 'answer',
  status: 401,
  body: JSON.stringify({ title: 'Unauthorized', status: 401, detail: 'The access token was revoked.' }),
  contentType: 'application/problem+json',
  headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
};

/**
 * Answers the change with 204 (the spec leaves its answer open, so the app reads the contact
 * back, or looks up the contact a create made) and the first read-back after it with `then`; everything else passes.
 */
function changeThenReadBack(method: string, isChange: (path: string) => boolean, isReadBack: (m: string, path: string) => boolean, then: Fault) {
  let changed = false;
  let spent = false;
  service.proxy.setPlan(({ method: m, path }) => {
    if (!changed && m === method && isChange(path)) {
      changed = true;
      // No Location either: nothing in the answer names what was made.
      return { kind: 'rewrite', fn: () => '', status: 204, headers: () => ({ location: '' }) };
    }
    if (changed && !spent && isReadBack(m, path)) {
      spent = true;
      return then;
    }
    return pass();
  });
}

async function syncedContact(name: string, email: string) {
  const c = await app.call('contacts.create', { name, emails: [email] });
  await app.drain();
  return { id: c.id, remoteId: (await app.call('contacts.get', { id: c.id })).remoteId! };
}

const occurrences = (text: string | null, part: string) => (text ?? '').split(part).length - 1;

describe('a change the service made, whose read-back failed', () => {
  it('a note appended, then the token refused as it is read back: with a new token the note is there once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await syncedContact('Rita Readback', 'rita@example.com');
    changeThenReadBack('POST', isExtend, (m, path) => m === 'GET' && isContact(path), refusedToken);
    const note = 'Met at the harbour fair, wants the spring catalogue.';
    await app.call('contacts.extend', { id: c.id, text: note });
    const paused = await app.call('sync.now', {});
    expect(paused.lastError).toMatch(/token/i);
    expect(occurrences((await service.api.ok('GET', `/api/contacts/${c.remoteId}`)).additionalInfo, note)).toBe(1);

    // The user pastes a new token: the service keeps Idempotency-Keys per token.
    await app.call('settings.setToken', { token: await createToken(service.dir, 'rotated') });
    const status = await app.drain();
    expect(status).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(occurrences((await service.api.ok('GET', `/api/contacts/${c.remoteId}`)).additionalInfo, note)).toBe(1);
    expect(occurrences((await app.call('contacts.get', { id: c.id })).additionalInfo, note)).toBe(1);
    expect(service.proxy.log.filter((r) => r.method === 'POST' && isExtend(r.path) && r.forwarded)).toHaveLength(1);
  });

  it('a new contact made, then the token refused as the app looks for it: with a new token it is linked, not made again', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    // The create's answer says nothing of the contact, so the app looks it up by its email.
    changeThenReadBack('POST', isCollection, (m, path) => m === 'GET' && path.startsWith('/api/contacts?'), refusedToken);
    const c = await app.call('contacts.create', { name: 'Lena Lookup', emails: ['lena@example.com'] });
    const paused = await app.call('sync.now', {});
    expect(paused.lastError).toMatch(/token/i);
    expect(paused.pending).toBe(1);
    await app.call('settings.setToken', { token: await createToken(service.dir, 'rotated') });
    const status = await app.drain();
    expect(status).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    const onService = (await service.api.allContacts()).filter((x) => x.name === 'Lena Lookup');
    expect(onService).toHaveLength(1);
    expect((await app.call('contacts.get', { id: c.id })).remoteId).toBe(onService[0].id);
    expect(service.proxy.log.filter((r) => r.method === 'POST' && isCollection(r.path) && r.forwarded && r.body.includes('Lena Lookup'))).toHaveLength(1);
  });
});
