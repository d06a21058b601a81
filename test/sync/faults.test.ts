// Specific faults, one at a time, against the real reference service through the proxy: what
// a user would see when a request fails in each of the ways the network and service can fail.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
const pass = (): Fault => ({ kind: 'pass' });

/** A plan that applies `fault` to the first `times` requests matching, then passes. */
function once(match: (method: string, path: string) => boolean, fault: Fault, times = 1) {
  let left = times;
  return ({ method, path }: { method: string; path: string }): Fault => {
    if (left > 0 && match(method, path)) {
      left--;
      return fault;
    }
    return { kind: 'pass' };
  };
}

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.close());
afterEach(async () => {
  service.proxy.setPlan(pass);
  await service.proxy.setDown(false);
  await app?.close();
  service.db.clearContacts();
});

const requests = (method: string, pathPart: string) => service.proxy.log.filter((r) => r.method === method && r.path.includes(pathPart));

describe('faults', () => {
  it('retries after 503/429 with Retry-After and after a dropped connection, creating once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const before = requests('POST', '/api/contacts').length;
    let step = 0;
    const faults: Fault[] = [
      { kind: 'status', status: 429, retryAfter: '1' },
      { kind: 'status', status: 503, retryAfter: '0' },
      { kind: 'drop' },
      { kind: 'status', status: 500 },
    ];
    service.proxy.setPlan(({ method, path }) => (method === 'POST' && path === '/api/contacts' ? (faults[step++] ?? pass()) : pass()));
    const c = await app.call('contacts.create', { name: 'Retry Person', emails: ['retry@example.com'] });
    const status = await app.drain();
    expect(status.pending).toBe(0);
    const posts = requests('POST', '/api/contacts').slice(before);
    expect(posts.map((p) => p.fault)).toEqual(['status', 'status', 'drop', 'status', 'pass']);
    // Every attempt carried the op's one Idempotency-Key, a String as the draft has it.
    expect(new Set(posts.map((p) => p.idempotencyKey)).size).toBe(1);
    expect(posts[0]!.idempotencyKey).toMatch(/^"[0-9a-f-]{36}"$/);
    const onService = (await service.api.allContacts()).filter((x) => x.name === 'Retry Person');
    expect(onService).toHaveLength(1);
    expect((await app.call('contacts.get', { id: c.id })).remoteId).toBe(onService[0].id);
  });

  it('a create whose answer was lost is found again, not made twice', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    service.proxy.setPlan(once((m, p) => m === 'POST' && p === '/api/contacts', { kind: 'lost' }));
    await app.call('contacts.create', { name: 'Lost Answer', emails: ['lost@example.com'] });
    await app.drain();
    expect((await service.api.allContacts()).filter((x) => x.name === 'Lost Answer')).toHaveLength(1);
    expect(requests('GET', 'email=lost%40example.com').length).toBeGreaterThan(0);
  });

  it('an extend whose answer was cut short is appended once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Truncated', additionalInfo: 'start' });
    await app.drain();
    service.proxy.setPlan(once((m, p) => m === 'POST' && p.endsWith('/extend'), { kind: 'truncate' }));
    await app.call('contacts.extend', { id: c.id, text: 'appended once' });
    await app.drain();
    const remote = await service.api.ok('GET', `/api/contacts/${(await app.call('contacts.get', { id: c.id })).remoteId}`);
    expect(remote.additionalInfo).toBe('start\nappended once');
    expect((await app.call('contacts.get', { id: c.id })).additionalInfo).toBe('start\nappended once');
  });

  // The same words as the note before: the app cannot tell "arrived" from the text alone.
  it.each([
    ['drop', 'whose request never reached the service, is sent again, not taken as there'],
    ['lost', 'whose answer was lost, is appended once'],
  ] as const)('a note with the same words as the one before (%s), %s', async (kind, _outcome) => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Hal', additionalInfo: 'start' });
    await app.drain();
    await app.call('contacts.extend', { id: c.id, text: 'Left voicemail' });
    await app.drain();
    service.proxy.setPlan(once((m, p) => m === 'POST' && p.endsWith('/extend'), { kind }));
    await app.call('contacts.extend', { id: c.id, text: 'Left voicemail' }); // the next day, the same words
    const status = await app.drain();
    expect(status).toMatchObject({ pending: 0, conflicts: 0 });
    const local = await app.call('contacts.get', { id: c.id });
    expect((await service.api.ok('GET', `/api/contacts/${local.remoteId}`)).additionalInfo).toBe('start\nLeft voicemail\nLeft voicemail');
    expect(local.additionalInfo).toBe('start\nLeft voicemail\nLeft voicemail');
  });

  it('an email whose send answer was lost waits for the user and is never resent on its own', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Mail Person', emails: ['mail@example.com'] });
    await app.drain();
    const draft = await app.call('email.save', { contactId: c.id, to: 'mail@example.com', subject: 'Quarterly', body: 'Numbers attached' });
    service.proxy.setPlan(once((m, p) => m === 'POST' && p.endsWith('/emails/send'), { kind: 'lost' }));
    await app.call('email.send', { draftId: draft.id });
    const changed: string[][] = [];
    const off = app.core.events.subscribe((e, p) => e === 'data.changed' && changed.push((p as { entities: string[] }).entities));
    let status = await app.drain();
    off();
    status = await app.call('sync.now', {});
    expect(status.needsAttention).toBe(1);
    expect(requests('POST', '/emails/send')).toHaveLength(1);
    expect(service.db.sentEmails().filter((m) => m.subject === 'Quarterly')).toHaveLength(1);
    const [waiting] = await app.call('email.drafts', { contactId: c.id });
    expect(waiting!.status).toBe('needs_attention');
    expect(waiting!.error).toMatch(/cannot tell whether the email went out/);
    // The open email is told, so it stops saying "Waiting to send".
    expect(changed.some((entities) => entities.includes('drafts'))).toBe(true);
    const [op] = await app.call('sync.rejected', {});
    expect(op).toMatchObject({ kind: 'email.send', state: 'needs_attention', contactName: 'Mail Person' });

    // The user says "send again": the same key lets the service answer from its record.
    await app.call('sync.retryOp', { opId: op!.opId });
    status = await app.drain();
    expect(status.needsAttention).toBe(0);
    expect(service.db.sentEmails().filter((m) => m.subject === 'Quarterly')).toHaveLength(1);
    expect((await app.call('email.drafts', { contactId: c.id }))[0]!.status).toBe('sent');
  });

  it('pauses on 401 until a new token, keeping the queue', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: 'not-a-valid-token' });
    await app.call('contacts.create', { name: 'Waiting For Token' });
    const events: string[] = [];
    app.core.events.subscribe((e, p) => e === 'sync.status' && events.push((p as { phase: string }).phase));
    let status = await app.call('sync.now', {});
    expect(status).toMatchObject({ authRequired: true, phase: 'paused', pending: 1, rejected: 0 });
    expect(events).toContain('paused');
    const posts = requests('POST', '/api/contacts').length;
    status = await app.call('sync.now', {});
    expect(requests('POST', '/api/contacts').length).toBe(posts); // paused: nothing sent
    await app.call('settings.setToken', { token: service.token });
    status = await app.drain();
    expect(status).toMatchObject({ authRequired: false, pending: 0 });
    expect((await service.api.allContacts()).some((x) => x.name === 'Waiting For Token')).toBe(true);
  });

  it('uses a new token entered while a pass runs with the old one, instead of pausing on the old one\'s 401', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: 'revoked-token' });
    await app.call('contacts.create', { name: 'Token Swapped' });
    // The old token's first request is still on its way when the user pastes the right token.
    service.proxy.setPlan(({ method }) => (method === 'GET' ? { kind: 'delay', ms: 300 } : pass()));
    const running = app.call('sync.now', {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.call('settings.setToken', { token: service.token });
    service.proxy.setPlan(pass);
    let status = await running;
    expect(status).toMatchObject({ authRequired: false, phase: 'idle', lastError: null });
    status = await app.drain();
    expect(status).toMatchObject({ authRequired: false, pending: 0 });
    expect(requests('GET', '/api/').some((r) => r.status === 401)).toBe(true);
    expect((await service.api.allContacts()).filter((x) => x.name === 'Token Swapped')).toHaveLength(1);
  });

  it('does not pause sync on a 401 that answers a wizard request made with a token replaced meanwhile', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: 'revoked-token' });
    service.proxy.setPlan(({ path }) => (path.includes('wizard') ? { kind: 'delay', ms: 300 } : pass()));
    const preparing = app.call('wizard.prepare', { text: 'Ada Lovelace <ada@example.com>' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.call('settings.setToken', { token: service.token });
    // The old token's 401 arrives after the new token was saved: the wizard works locally.
    expect((await preparing).source).toBe('local');
    expect(requests('POST', '/api/').some((r) => r.status === 401)).toBe(true);
    expect(await app.call('sync.status', {})).toMatchObject({ authRequired: false });
    expect(await app.drain()).toMatchObject({ authRequired: false, lastError: null });

    // The same 401 with the token still in place does pause sync: it is about that token.
    await app.call('settings.setToken', { token: 'revoked-again' });
    service.proxy.setPlan(pass);
    expect((await app.call('wizard.prepare', { text: 'Ada Lovelace <ada@example.com>' })).source).toBe('local');
    expect(await app.call('sync.status', {})).toMatchObject({ authRequired: true, phase: 'paused' });
  });

  it('a 409 that is not "same key still running" is shown as refused, sent once, and the queue goes on', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const duplicate = JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'A contact with this email exists.' });
    service.proxy.setPlan(({ method, path, body }) =>
      method === 'POST' && path === '/api/contacts' && body.includes('Kim') ? { kind: 'answer', status: 409, contentType: 'application/problem+json', body: duplicate } : pass(),
    );
    const kim = await app.call('contacts.create', { name: 'Kim', emails: ['kim@example.com'] });
    await app.call('contacts.create', { name: 'Lou' });
    const status = await app.drain(5);
    expect(status).toMatchObject({ pending: 0, rejected: 1 });
    expect(requests('POST', '/api/contacts').filter((r) => r.body.includes('Kim'))).toHaveLength(1);
    const [shown] = await app.call('sync.rejected', {});
    expect(shown).toMatchObject({ contactId: kim.id, kind: 'contact.create' });
    expect(shown!.error).toMatch(/409.*email exists/);
    expect((await service.api.allContacts()).map((x) => x.name)).toEqual(['Lou']);
  });

  it('a 409 "same key still running" with Retry-After is waited out and retried under that key, creating once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const inFlight = JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'A request with this Idempotency-Key is still being processed; retry later.' });
    service.proxy.setPlan(
      once((m, p) => m === 'POST' && p === '/api/contacts', { kind: 'answer', status: 409, contentType: 'application/problem+json', body: inFlight, headers: { 'retry-after': '0' } }),
    );
    await app.call('contacts.create', { name: 'Still Running' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    const posts = requests('POST', '/api/contacts').filter((r) => r.body.includes('Still Running'));
    expect(posts.map((p) => p.fault)).toEqual(['answer', 'pass']);
    expect(new Set(posts.map((p) => p.idempotencyKey)).size).toBe(1);
    expect((await service.api.allContacts()).filter((x) => x.name === 'Still Running')).toHaveLength(1);
  });

  it('syncs contacts when the service refuses its pipeline-state list (403), which the spec does not name', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await service.api.ok('POST', '/api/contacts', { name: 'From The Service' });
    service.proxy.setPlan(({ path }) =>
      path.startsWith('/api/pipeline_states') ? { kind: 'answer', status: 403, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Forbidden' }) } : pass(),
    );
    await app.call('contacts.create', { name: 'From The App' });
    const status = await app.drain(3);
    expect(status).toMatchObject({ pending: 0, lastError: null, authRequired: false });
    expect((await service.api.allContacts()).map((x) => x.name).sort()).toEqual(['From The App', 'From The Service']);
    expect((await app.call('contacts.list', {})).items.map((x) => x.name).sort()).toEqual(['From The App', 'From The Service']);
  });

  it('syncs contacts when the pipeline-state list fails (500) or is no listing (an HTML page)', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await service.api.ok('POST', '/api/contacts', { name: 'Listed Anyway' });
    for (const fault of [
      { kind: 'answer', status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Internal Server Error' }) },
      { kind: 'answer', status: 200, contentType: 'text/html', body: '<html><body>Welcome</body></html>' },
    ] as const) {
      service.proxy.setPlan(({ path }) => (path.startsWith('/api/pipeline_states') ? fault : pass()));
      const status = await app.call('sync.now', {});
      expect(status, `${fault.status}`).toMatchObject({ lastError: null, online: true });
      expect((await app.call('contacts.list', {})).items.map((x) => x.name), `${fault.status}`).toEqual(['Listed Anyway']);
    }
  });

  it('a malformed listing fails the pass with a clear error and changes nothing', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await service.api.ok('POST', '/api/contacts', { name: 'Never Half Applied' });
    service.proxy.setPlan(({ method, path }) =>
      method === 'GET' && path.includes('page=1')
        ? { kind: 'answer', status: 200, body: JSON.stringify({ 'hydra:member': [{ name: 42 }], 'hydra:totalItems': 1 }) }
        : pass(),
    );
    const status = await app.call('sync.now', {});
    expect(status.lastError).toMatch(/cannot read/);
    expect((await app.call('contacts.list', {})).total).toBe(0);
    service.proxy.setPlan(pass);
    await app.drain();
    expect((await app.call('contacts.list', {})).items.map((c) => c.name)).toEqual(['Never Half Applied']);
  });

  it('reads the other dialect: member/totalItems, no hydra:view', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    for (let i = 0; i < 35; i++) await service.api.ok('POST', '/api/contacts', { name: `Dialect ${String(i).padStart(2, '0')}` });
    service.proxy.setPlan(({ method, path }) =>
      method === 'GET' && path.startsWith('/api/contacts?page=')
        ? {
            kind: 'rewrite',
            fn: (body) => {
              const b = JSON.parse(body);
              return JSON.stringify({ member: b['hydra:member'], totalItems: b['hydra:totalItems'] });
            },
          }
        : pass(),
    );
    await app.drain();
    expect((await app.call('contacts.list', {})).total).toBe(35);
  });

  it('does not delete on a pass whose totalItems moved, and does on the next steady one', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    for (let i = 0; i < 40; i++) await service.api.ok('POST', '/api/contacts', { name: `Steady ${String(i).padStart(2, '0')}` });
    await app.drain();
    const gone = (await service.api.allContacts()).find((c) => c.name === 'Steady 07');
    service.db.deleteContact(gone.id);
    service.proxy.setPlan(({ method, path }) =>
      method === 'GET' && path.includes('page=2')
        ? { kind: 'rewrite', fn: (body) => JSON.stringify({ ...JSON.parse(body), 'hydra:totalItems': 41 }) }
        : pass(),
    );
    await app.call('sync.now', {});
    expect((await app.call('contacts.list', { query: 'Steady 07' })).total).toBe(1);
    service.proxy.setPlan(pass);
    await app.call('sync.now', {});
    expect((await app.call('contacts.list', { query: 'Steady 07' })).total).toBe(0);
    expect((await app.call('contacts.list', {})).total).toBe(39);
  });

  it('goes offline when the service is down and back online when it returns', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await service.proxy.setDown(true);
    await app.call('contacts.create', { name: 'Offline Made' });
    let status = await app.call('sync.now', {});
    expect(status).toMatchObject({ online: false, pending: 1 });
    status = await app.call('sync.now', {});
    expect(status.lastError).toMatch(/unreachable/);
    await service.proxy.setDown(false);
    status = await app.drain();
    expect(status).toMatchObject({ online: true, pending: 0, lastError: null });
  });
});
