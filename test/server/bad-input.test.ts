// Bad input on every endpoint, over real HTTP: each gets a clear problem answer and the database
// file is byte-for-byte the same rows afterwards.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../conformance/shapes';
import { databaseSnapshot, startTestService, type TestService } from './helpers';

let service: TestService;
let contactId: string;
let sessionId: string;
beforeAll(async () => {
  service = await startTestService();
  const contact = await service.client.createContact({ name: 'Target', emails: ['target@example.com'] });
  contactId = contact.id;
  sessionId = (await service.client.post(`/api/contacts/${contactId}/emails/prepare`, { message: 'hello' })).body.sessionId;
});
afterAll(() => service?.close());

const UNKNOWN = '11111111-2222-4333-8444-555555555555';

interface Endpoint {
  method: string;
  path: (id: string) => string;
  valid: () => Record<string, unknown>;
  /** A body with a field of the wrong type, and the property path that must be named. */
  wrongType?: [Record<string, unknown>, string];
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => '/api/contacts', valid: () => ({ name: 'N' }), wrongType: [{ name: ['N'] }, 'name'] },
  { method: 'POST', path: () => '/api/contacts/prepare', valid: () => ({ text: 'Ann Example\nann@example.com' }), wrongType: [{ text: 5 }, 'text'] },
  { method: 'POST', path: () => '/api/contacts/confirm', valid: () => ({ confirmationToken: 'unknown' }), wrongType: [{ confirmationToken: true }, 'confirmationToken'] },
  { method: 'PATCH', path: (id) => `/api/contacts/${id}`, valid: () => ({ position: 'P' }), wrongType: [{ emails: 'a@example.com' }, 'emails'] },
  { method: 'POST', path: (id) => `/api/contacts/${id}/emails/prepare`, valid: () => ({ message: 'm' }), wrongType: [{ message: 'm', currentEmail: 'x' }, 'currentEmail'] },
  { method: 'POST', path: (id) => `/api/contacts/${id}/emails/refine`, valid: () => ({ instruction: 'i', sessionId }), wrongType: [{ instruction: 'i', sessionId: 7 }, 'sessionId'] },
  { method: 'POST', path: (id) => `/api/contacts/${id}/emails/send`, valid: () => ({ sessionId }), wrongType: [{ emailData: { subject: 1 } }, 'emailData.subject'] },
  { method: 'POST', path: (id) => `/api/contacts/${id}/extend`, valid: () => ({ text: 't' }), wrongType: [{ text: { a: 1 } }, 'text'] },
  { method: 'PATCH', path: (id) => `/api/contacts/${id}/pipeline-state`, valid: () => ({ stateId: null }), wrongType: [{ stateId: 12 }, 'stateId'] },
  { method: 'POST', path: (id) => `/api/contacts/${id}/tasks`, valid: () => ({ title: 't', dueDate: '2030-01-01T00:00:00Z' }), wrongType: [{ title: 't', dueDate: 20300101 }, 'dueDate'] },
];

const label = (e: Endpoint) => `${e.method} ${e.path(':id')}`;

async function expectNothingChanged(run: () => Promise<void>): Promise<void> {
  const before = databaseSnapshot(service.dataDir);
  await run();
  expect(databaseSnapshot(service.dataDir)).toEqual(before);
}

describe.each(ENDPOINTS.map((e) => [label(e), e] as const))('%s', (_name, endpoint) => {
  const path = () => endpoint.path(contactId);

  it('400 for malformed JSON', () =>
    expectNothingChanged(async () => {
      for (const raw of ['{', '{"a":', 'nul', '{"a":1}}', '\u0000']) {
        const r = await service.client.request(endpoint.method, path(), { rawBody: raw, headers: { 'content-type': 'application/json' } });
        expectProblem(r, 400);
      }
    }));

  it('400 for JSON that is not an object', () =>
    expectNothingChanged(async () => {
      for (const raw of ['[]', '"text"', '42', 'null']) {
        const r = await service.client.request(endpoint.method, path(), { rawBody: raw, headers: { 'content-type': 'application/json' } });
        expectProblem(r, 400);
      }
    }));

  it('422 naming the property for a wrong type', () =>
    expectNothingChanged(async () => {
      const [body, property] = endpoint.wrongType!;
      const r = await service.client.request(endpoint.method, path(), { body });
      expectProblem(r, 422);
      expect(r.body.violations.map((v: any) => v.propertyPath)).toContain(property);
    }));

  it('422 naming an unknown field', () =>
    expectNothingChanged(async () => {
      const r = await service.client.request(endpoint.method, path(), { body: { ...endpoint.valid(), surprise: 1 } });
      expectProblem(r, 422);
      expect(r.body.violations).toContainEqual({ propertyPath: 'surprise', message: expect.any(String) });
    }));

  it('413 for a 3 MB body', () =>
    expectNothingChanged(async () => {
      const r = await service.client.request(endpoint.method, path(), { body: { ...endpoint.valid(), padding: 'x'.repeat(3 * 1024 * 1024) } });
      expectProblem(r, 413);
    }));

  it('415 for a wrong content type', () =>
    expectNothingChanged(async () => {
      for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
        const r = await service.client.request(endpoint.method, path(), { rawBody: JSON.stringify(endpoint.valid()), headers: { 'content-type': type } });
        expectProblem(r, 415);
      }
    }));

  it('415 for a compressed body, which is not read', () =>
    expectNothingChanged(async () => {
      const rawBody = gzipSync(JSON.stringify(endpoint.valid()));
      for (const encoding of ['gzip', 'br']) {
        const r = await service.client.request(endpoint.method, path(), { rawBody, headers: { 'content-type': 'application/json', 'content-encoding': encoding } });
        expectProblem(r, 415);
        expect(r.body.detail).toContain(`Content-Encoding "${encoding}"`);
      }
    }));

  it('401 without a token or with a wrong one', () =>
    expectNothingChanged(async () => {
      for (const token of [null, 'rdk_wrong', '']) {
        const r = await service.client.request(endpoint.method, path(), { body: endpoint.valid(), token });
        expectProblem(r, 401);
        expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
      const basic = await service.client.request(endpoint.method, path(), { body: endpoint.valid(), headers: { authorization: `Basic ${service.token}` } });
      expectProblem(basic, 401);
    }));

  if (endpoint.path('ID').includes('ID')) {
    it('404 for an unknown id and for a non-uuid id', () =>
      expectNothingChanged(async () => {
        for (const id of [UNKNOWN, 'not-a-uuid', '123', `${UNKNOWN}x`]) {
          const r = await service.client.request(endpoint.method, endpoint.path(id), { body: endpoint.valid() });
          expectProblem(r, 404);
        }
      }));
  }
});

describe('reads', () => {
  it('GET /api/contacts/{id}: 404 for unknown and non-uuid ids, 401 without token', async () => {
    expectProblem(await service.client.get(`/api/contacts/${UNKNOWN}`), 404);
    expectProblem(await service.client.get('/api/contacts/abc'), 404);
    expectProblem(await service.client.get(`/api/contacts/${contactId}`, { token: null }), 401);
  });

  it('401 challenges say whether the token was missing or wrong (RFC 6750)', async () => {
    const missing = await service.client.get('/api/contacts', { token: null });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="rolodeck"');
    const wrong = await service.client.get('/api/contacts', { token: 'rdk_wrong' });
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="rolodeck", error="invalid_token"');
  });

  it('GET /api/contacts: 400 for bad page and email parameters', async () => {
    for (const query of ['page=0', 'page=x', 'page=1&page=2', 'email=', 'email=a@b.c&email=d@e.f', `email=${'a'.repeat(300)}`, 'email[]=nobody@example.com', 'email[x]=a@b.c', 'page[]=2']) {
      expectProblem(await service.client.get(`/api/contacts?${query}`), 400);
    }
  });

  it('refuses a body with a __proto__ or constructor.prototype key as a field not allowed (422), not as malformed JSON', () =>
    expectNothingChanged(async () => {
      for (const rawBody of ['{"name":"P","__proto__":{"x":1}}', '{"name":"P","constructor":{"prototype":{"x":1}}}']) {
        const r = await service.client.request('POST', '/api/contacts', { rawBody, headers: { 'content-type': 'application/json' } });
        expectProblem(r, 422);
        expect((r.body as { detail: string }).detail).toMatch(/not allowed/);
      }
    }));

  it('answers problems for odd paths: an over-long id (404) and a malformed escape (400)', async () => {
    expectProblem(await service.client.get(`/api/contacts/${'a'.repeat(3000)}`), 404);
    expectProblem(await service.client.get('/api/contacts/%ZZ'), 400);
  });

  it('answers 405 with Allow for a known path and another method, 404 for an unknown path', async () => {
    const r = await service.client.request('DELETE', `/api/contacts/${contactId}`);
    expectProblem(r, 405);
    expect(r.headers.get('allow')).toContain('PATCH');
    expectProblem(await service.client.get('/api/nothing-here'), 404);
    // The wizard's two paths look like a contact's to the router: still a 405 that says to POST.
    for (const step of ['prepare', 'confirm']) {
      for (const method of ['GET', 'PATCH']) {
        const wrong = await service.client.request(method, `/api/contacts/${step}`, method === 'PATCH' ? { body: { name: 'x' }, headers: { 'content-type': 'application/merge-patch+json' } } : {});
        expectProblem(wrong, 405);
        expect(wrong.headers.get('allow')).toBe('POST');
      }
    }
  });

  it('a deeply nested body sent with an Idempotency-Key is refused (400), not a crash', () =>
    expectNothingChanged(async () => {
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const r = await service.client.request('POST', '/api/contacts', { rawBody: `{"name":"N","x":${deep}}`, headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-1' } });
      expectProblem(r, 400);
    }));

  it('refuses an email listed twice (whatever its case) and a due date that does not exist (422)', () =>
    expectNothingChanged(async () => {
      const twice = await service.client.request('PATCH', `/api/contacts/${contactId}`, { body: { emails: ['a@example.com', 'A@example.com'] } });
      expectProblem(twice, 422);
      expect(JSON.stringify(twice.body)).toContain('emails');
      for (const dueDate of ['2026-02-30T10:00:00Z', '2026-13-01T10:00:00Z', '2025-02-29T00:00:00Z']) {
        const r = await service.client.post(`/api/contacts/${contactId}/tasks`, { title: 'Call', dueDate });
        expectProblem(r, 422);
      }
    }));

  it('a rejected idempotent request stores nothing, so the key still works', async () => {
    const key = 'bad-then-good';
    const bad = await service.client.post('/api/contacts', { name: 7 }, { headers: { 'idempotency-key': key } });
    expectProblem(bad, 422);
    const good = await service.client.post('/api/contacts', { name: 'Good' }, { headers: { 'idempotency-key': key } });
    expect(good.status).toBe(201);
  });
});
