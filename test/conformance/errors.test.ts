// Conformance: authentication and error answers on every endpoint, and that a rejected request
// changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { unique } from './client';
import { countOf } from './collection';
import { expectProblem, expectViolations } from './shapes';
import { useTarget } from './target';

const service = useTarget();
let contact: any;
beforeAll(async () => {
  contact = await service.api.createContact({ name: 'Error Target', emails: [`err.${unique()}@example.com`], additionalInfo: 'Original.' });
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Every endpoint with a valid body, for a contact id. */
const endpoints = (id: string): Array<{ method: string; path: string; body?: unknown }> => [
  { method: 'GET', path: '/api/contacts' },
  { method: 'GET', path: `/api/contacts/${id}` },
  { method: 'POST', path: '/api/contacts', body: { name: 'X' } },
  { method: 'POST', path: '/api/contacts/prepare', body: { text: 'X Y\nx@example.com' } },
  { method: 'POST', path: '/api/contacts/confirm', body: { confirmationToken: 'x' } },
  { method: 'PATCH', path: `/api/contacts/${id}`, body: { name: 'X' } },
  { method: 'POST', path: `/api/contacts/${id}/emails/prepare`, body: { message: 'hi' } },
  { method: 'POST', path: `/api/contacts/${id}/emails/refine`, body: { instruction: 'hi', sessionId: UNKNOWN_ID } },
  { method: 'POST', path: `/api/contacts/${id}/emails/send`, body: { emailData: { subject: 's', body: 'b' } } },
  { method: 'POST', path: `/api/contacts/${id}/extend`, body: { text: 'x' } },
  { method: 'PATCH', path: `/api/contacts/${id}/pipeline-state`, body: { stateId: null } },
  { method: 'POST', path: `/api/contacts/${id}/tasks`, body: { title: 't', dueDate: '2030-01-01T00:00:00Z' } },
  { method: 'GET', path: '/api/pipeline_states' },
];
const withId = (id: string) => endpoints(id).filter((e) => e.path.includes(id));
const withBody = () => endpoints(contact.id).filter((e) => e.body !== undefined);

/** What a client can change; `status` and `tags` are the service's, so they may move on their own. */
const CLIENT_FIELDS = ['name', 'email', 'phone', 'company', 'companyId', 'position', 'address', 'website', 'socialUrl', 'additionalInfo', 'meetingContext', 'lastContactAt', 'pipelineState'];

/** The target contact is as it was created: no refused request touched it. */
async function unchanged(): Promise<void> {
  const now = (await service.api.get(`/api/contacts/${contact.id}`)).body;
  for (const field of CLIENT_FIELDS) expect(now[field], field).toEqual(contact[field]);
  expect(now).toMatchObject({ name: 'Error Target', additionalInfo: 'Original.', lastContactAt: null });
}

describe('authentication', () => {
  it('answers 401 with WWW-Authenticate: Bearer without a token, on every endpoint', async () => {
    const before = await countOf(service.api, '/api/contacts');
    for (const e of endpoints(contact.id)) {
      const response = await service.api.request(e.method, e.path, { body: e.body, token: null });
      expectProblem(response, 401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    expect(await countOf(service.api, '/api/contacts')).toBe(before);
    await unchanged();
  });

  it('answers 401 for a wrong token', async () => {
    for (const e of endpoints(contact.id)) {
      const response = await service.api.request(e.method, e.path, { body: e.body, token: 'wrong-token' });
      expectProblem(response, 401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    await unchanged();
  });
});

describe('unknown ids', () => {
  it('answers 404 for an unknown contact on every item endpoint', async () => {
    for (const e of withId(UNKNOWN_ID)) expectProblem(await service.api.request(e.method, e.path, { body: e.body }), 404);
  });

  it('answers 404 or 400 for an id that is not a uuid', async () => {
    for (const e of withId('not-a-uuid')) {
      const response = await service.api.request(e.method, e.path, { body: e.body });
      expect([400, 404]).toContain(response.status);
      expectProblem(response, response.status);
    }
  });
});

describe('malformed requests', () => {
  it('answers 400 for malformed JSON on every endpoint with a body, changing nothing', async () => {
    for (const e of withBody()) {
      const response = await service.api.request(e.method, e.path, { rawBody: '{"name": "Broken', headers: { 'content-type': 'application/json' } });
      expectProblem(response, 400);
    }
    await unchanged();
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const e of withBody()) {
      const response = await service.api.request(e.method, e.path, { rawBody: 'name=X', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expectProblem(response, 415);
    }
    await unchanged();
  });

  it('answers 413 for a body over the limit', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) });
    for (const e of withBody()) {
      const response = await service.api.request(e.method, e.path, { rawBody: huge, headers: { 'content-type': 'application/json' } });
      expectProblem(response, 413);
    }
    await unchanged();
  });

  it('answers 400 for a bad page number', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) expectProblem(await service.api.get(`/api/contacts?page=${page}`), 400);
  });
});

describe('validation (422 with violations)', () => {
  it('names every bad property on create', async () => {
    const response = await service.api.post('/api/contacts', { name: 42, emails: ['not-an-email'], website: 'not a url', phones: 'x', unknownField: 1 });
    expectViolations(response, ['name', 'emails[0]', 'website', 'phones', 'unknownField']);
  });

  it('requires a name on create and refuses to clear it', async () => {
    expectViolations(await service.api.post('/api/contacts', { emails: [`a.${unique()}@example.com`] }), ['name']);
    expectViolations(await service.api.post('/api/contacts', { name: '   ' }), ['name']);
    expectViolations(await service.api.patch(`/api/contacts/${contact.id}`, { name: null }), ['name']);
    await unchanged();
  });

  it('rejects unknown and read-only fields on patch', async () => {
    expectViolations(await service.api.patch(`/api/contacts/${contact.id}`, { status: 'converted', name: 'Changed' }), ['status']);
    expectViolations(await service.api.patch(`/api/contacts/${contact.id}`, { id: contact.id }), ['id']);
    await unchanged();
  });

  it('validates extend, pipeline-state and tasks', async () => {
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/extend`, {}), ['text']);
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/extend`, { text: 'x', field: 'name' }), ['field']);
    expectViolations(await service.api.patch(`/api/contacts/${contact.id}/pipeline-state`, { stateId: 'nope' }), ['stateId']);
    expectViolations(await service.api.patch(`/api/contacts/${contact.id}/pipeline-state`, { stateId: UNKNOWN_ID }), ['stateId']);
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/tasks`, { title: '' }), ['title', 'dueDate']);
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/tasks`, { title: 'x', dueDate: 'tomorrow', type: 'party' }), ['dueDate', 'type']);
    await unchanged();
  });

  it('validates the email operations', async () => {
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 1 }), ['message']);
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/emails/refine`, { instruction: 'x', sessionId: UNKNOWN_ID }), ['sessionId']);
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/emails/send`, { emailData: { to: 'not-an-email', subject: 's', body: 'b' } }), ['emailData.to']);
    await unchanged();
  });
});
