// Conformance: the two-step creation wizard.
import { describe, expect, it } from 'vitest';
import { unique } from './client';
import { listPage } from './collection';
import { expectContact, expectViolations } from './shapes';
import { useTarget } from './target';

const service = useTarget();

const signature = (tag: string) => `Marta Kowalski\nHead of Procurement, Baltic Freight\nmarta.${tag}@balticfreight.example\n+48 22 123 45 67`;

describe('POST /api/contacts/prepare + /confirm', () => {
  it('prepares from a signature, then confirms into a new contact with overrides applied', async () => {
    const tag = unique();
    const prepared = await service.api.post('/api/contacts/prepare', { text: signature(tag) });
    expect(prepared.status).toBe(200);
    expect(typeof prepared.body.confirmationToken).toBe('string');
    expect(Number.isNaN(Date.parse(prepared.body.expiresAt))).toBe(false);
    expect(prepared.body.contact.name).toBe('Marta Kowalski');
    expect(prepared.body.contact.emails).toContain(`marta.${tag}@balticfreight.example`);

    const confirmed = await service.api.post('/api/contacts/confirm', {
      confirmationToken: prepared.body.confirmationToken,
      overrides: { meetingContext: 'Logistics expo', position: 'Procurement Director' },
    });
    expect(confirmed.status).toBe(201);
    expectContact(confirmed.body);
    expect(confirmed.body).toMatchObject({
      name: 'Marta Kowalski',
      email: `marta.${tag}@balticfreight.example`,
      position: 'Procurement Director',
      meetingContext: 'Logistics expo',
    });
    expect(confirmed.body.creationSource).not.toBeNull();
    const found = await listPage(service.api, `/api/contacts?email=${encodeURIComponent(`marta.${tag}@balticfreight.example`)}`);
    expect(found.members.map((c: any) => c.id)).toEqual([confirmed.body.id]);
  });

  it('applies prepare overrides to the prepared contact', async () => {
    const prepared = await service.api.post('/api/contacts/prepare', { text: signature(unique()), overrides: { company: 'Corrected Ltd' } });
    expect(prepared.status).toBe(200);
    expect(prepared.body.contact.company).toBe('Corrected Ltd');
    const confirmed = await service.api.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken });
    expect(confirmed.body.company).toBe('Corrected Ltd');
  });

  it('lets a token create only one contact', async () => {
    const prepared = await service.api.post('/api/contacts/prepare', { text: signature(unique()) });
    const first = await service.api.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken });
    expect(first.status).toBe(201);
    const second = await service.api.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken });
    // Any refusal will do; a validation error (400 or 422) among them.
    expect([400, 404, 409, 410, 422]).toContain(second.status);
  });

  it('rejects an unknown token', async () => {
    const response = await service.api.post('/api/contacts/confirm', { confirmationToken: `not-a-token-${unique()}` });
    expect([400, 404, 422]).toContain(response.status);
  });

  it('refuses to confirm a contact without a name', async () => {
    const prepared = await service.api.post('/api/contacts/prepare', { text: `someone.${unique()}@example.com` });
    expect(prepared.status).toBe(200);
    const confirmed = await service.api.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken, overrides: { name: null } });
    expect([400, 422]).toContain(confirmed.status);
    // Either the merged contact's `name` or the override itself may be named.
    const paths = confirmed.body.violations.map((v: any) => v.propertyPath);
    expect(paths.some((p: string) => p === 'name' || p === 'overrides.name')).toBe(true);
  });

  it('requires text', async () => {
    expectViolations(await service.api.post('/api/contacts/prepare', {}), ['text']);
    expectViolations(await service.api.post('/api/contacts/confirm', {}), ['confirmationToken']);
  });
});
