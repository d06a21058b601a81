// Conformance: Idempotency-Key on POST and PATCH.
import { describe, expect, it } from 'vitest';
import { unique } from './client';
import { countOf, listPage } from './collection';
import { useTarget } from './target';

const service = useTarget();

const key = () => `conformance-${unique()}`;
const count = (email: string) => countOf(service.api, `/api/contacts?email=${encodeURIComponent(email)}`);

describe('Idempotency-Key', () => {
  it('replays a create: same status and body, one contact', async () => {
    const email = `idem.${unique()}@example.com`;
    const k = key();
    const first = await service.api.post('/api/contacts', { name: 'Idem', emails: [email] }, { headers: { 'idempotency-key': k } });
    const second = await service.api.post('/api/contacts', { name: 'Idem', emails: [email] }, { headers: { 'idempotency-key': k } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await count(email)).toBe(1);
  });

  it('replays a create whose key is written as the draft has it, a quoted String (as Rolodeck sends it)', async () => {
    const email = `quoted.${unique()}@example.com`;
    const k = `"${key()}"`;
    const first = await service.api.post('/api/contacts', { name: 'Quoted', emails: [email] }, { headers: { 'idempotency-key': k } });
    const second = await service.api.post('/api/contacts', { name: 'Quoted', emails: [email] }, { headers: { 'idempotency-key': k } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await count(email)).toBe(1);
  });

  it('treats the same payload with keys in another order as the same request', async () => {
    const email = `order.${unique()}@example.com`;
    const k = key();
    await service.api.request('POST', '/api/contacts', { rawBody: JSON.stringify({ name: 'Order', emails: [email] }), headers: { 'content-type': 'application/json', 'idempotency-key': k } });
    const again = await service.api.request('POST', '/api/contacts', { rawBody: JSON.stringify({ emails: [email], name: 'Order' }), headers: { 'content-type': 'application/json', 'idempotency-key': k } });
    expect(again.status).toBe(201);
    expect(await count(email)).toBe(1);
  });

  it('refuses the same key with another payload (422), changing nothing', async () => {
    const email = `other.${unique()}@example.com`;
    const k = key();
    await service.api.post('/api/contacts', { name: 'First', emails: [email] }, { headers: { 'idempotency-key': k } });
    const reused = await service.api.post('/api/contacts', { name: 'Second', emails: [email] }, { headers: { 'idempotency-key': k } });
    expect(reused.status).toBe(422);
    expect(reused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const found = await listPage(service.api, `/api/contacts?email=${encodeURIComponent(email)}`);
    expect(found.members.map((c: any) => c.name)).toEqual(['First']);
  });

  it('applies an extend once', async () => {
    const contact = await service.api.createContact({ name: 'Extend Once' });
    const k = key();
    for (let i = 0; i < 3; i++) {
      const response = await service.api.post(`/api/contacts/${contact.id}/extend`, { text: 'only once' }, { headers: { 'idempotency-key': k } });
      expect(response.status).toBe(200);
      expect(response.body.additionalInfo).toBe('only once');
    }
    expect((await service.api.get(`/api/contacts/${contact.id}`)).body.additionalInfo).toBe('only once');
  });

  it('replays a PATCH and refuses the key on another path', async () => {
    const a = await service.api.createContact({ name: 'Patch A' });
    const b = await service.api.createContact({ name: 'Patch B' });
    const k = key();
    const first = await service.api.patch(`/api/contacts/${a.id}`, { position: 'CTO' }, { headers: { 'idempotency-key': k } });
    const replay = await service.api.patch(`/api/contacts/${a.id}`, { position: 'CTO' }, { headers: { 'idempotency-key': k } });
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    const elsewhere = await service.api.patch(`/api/contacts/${b.id}`, { position: 'CTO' }, { headers: { 'idempotency-key': k } });
    expect(elsewhere.status).toBe(422);
    expect((await service.api.get(`/api/contacts/${b.id}`)).body.position).toBeNull();
  });

  it('creates one task and sends one email per key', async () => {
    const contact = await service.api.createContact({ name: 'Once', emails: [`once.${unique()}@example.com`] });
    const k1 = key();
    const t1 = await service.api.post(`/api/contacts/${contact.id}/tasks`, { title: 'Once', dueDate: '2030-01-01T00:00:00Z' }, { headers: { 'idempotency-key': k1 } });
    const t2 = await service.api.post(`/api/contacts/${contact.id}/tasks`, { title: 'Once', dueDate: '2030-01-01T00:00:00Z' }, { headers: { 'idempotency-key': k1 } });
    expect(t2.body.id).toBe(t1.body.id);
    const k2 = key();
    const emailData = { to: contact.email, subject: 'Once', body: 'Only one of me.' };
    const s1 = await service.api.post(`/api/contacts/${contact.id}/emails/send`, { emailData }, { headers: { 'idempotency-key': k2 } });
    const s2 = await service.api.post(`/api/contacts/${contact.id}/emails/send`, { emailData }, { headers: { 'idempotency-key': k2 } });
    expect(s2.status).toBe(s1.status);
    expect(s2.body).toEqual(s1.body);
  });
});
