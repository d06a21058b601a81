// Conformance: the contact collection, item GET, create and merge-patch.
import { describe, expect, it } from 'vitest';
import { unique } from './client';
import { expectContact, UUID } from './shapes';
import { useTarget } from './target';

const service = useTarget();

describe('POST /api/contacts', () => {
  it('creates a contact: 201, Location, the full contact with defaults', async () => {
    const tag = unique();
    const response = await service.api.post('/api/contacts', {
      name: 'Grace Hopper',
      emails: [`grace.${tag}@navy.example`, `g.${tag}@home.example`],
      phones: ['+1 202 555 0100'],
      company: `Navy ${tag}`,
      position: 'Rear Admiral',
      address: '1 Navy Way, Arlington',
      website: 'https://navy.example',
      socialUrl: 'https://social.example/in/grace',
      additionalInfo: 'Invented the compiler.',
      meetingContext: 'COBOL conference',
    });
    expect(response.status).toBe(201);
    const contact = response.body;
    expectContact(contact);
    expect(response.headers.get('location')).toBe(`/api/contacts/${contact.id}`);
    expect(contact).toMatchObject({
      name: 'Grace Hopper',
      email: `grace.${tag}@navy.example`,
      phone: '+1 202 555 0100',
      company: `Navy ${tag}`,
      position: 'Rear Admiral',
      address: '1 Navy Way, Arlington',
      website: 'https://navy.example',
      socialUrl: 'https://social.example/in/grace',
      additionalInfo: 'Invented the compiler.',
      meetingContext: 'COBOL conference',
      status: 'pending',
      creationSource: null,
      pipelineState: null,
      lastContactAt: null,
    });
    expect(contact.companyId).toMatch(UUID);
    expect(contact.companyIds).toEqual([contact.companyId]);
  });

  it('creates with only a name', async () => {
    const contact = await service.api.createContact({ name: 'Only Name' });
    expectContact(contact);
    expect(contact).toMatchObject({ name: 'Only Name', email: null, phone: null, company: null, companyId: null, companyIds: [] });
  });

  it('uses one company row for one company name', async () => {
    const company = `Shared Co ${unique()}`;
    const a = await service.api.createContact({ name: 'A', company });
    const b = await service.api.createContact({ name: 'B', company });
    expect(a.companyId).toBe(b.companyId);
  });
});

describe('GET /api/contacts/{id}', () => {
  it('returns the full contact, as created', async () => {
    const created = await service.api.createContact({ name: 'Item Get', emails: [`item.${unique()}@example.com`] });
    const response = await service.api.get(`/api/contacts/${created.id}`);
    expect(response.status).toBe(200);
    expectContact(response.body);
    const { '@context': _ctx, ...fields } = response.body;
    const { '@context': _ctx2, ...createdFields } = created;
    expect(fields).toEqual(createdFields);
  });
});

describe('PATCH /api/contacts/{id}', () => {
  it('merge-patch: absent fields stay, null clears, lists replace and their first entry leads', async () => {
    const tag = unique();
    const created = await service.api.createContact({
      name: 'Patch Me',
      emails: [`one.${tag}@example.com`],
      phones: ['+44 20 7946 0000'],
      position: 'Engineer',
      address: 'Somewhere',
      company: `Old ${tag}`,
    });
    const response = await service.api.request('PATCH', `/api/contacts/${created.id}`, {
      rawBody: JSON.stringify({ position: null, emails: [`two.${tag}@example.com`, `three.${tag}@example.com`], company: `New ${tag}` }),
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(response.status).toBe(200);
    expectContact(response.body);
    expect(response.body).toMatchObject({
      name: 'Patch Me',
      position: null,
      address: 'Somewhere',
      email: `two.${tag}@example.com`,
      phone: '+44 20 7946 0000',
      company: `New ${tag}`,
    });
    expect(response.body.companyId).not.toBe(created.companyId);
    const fetched = await service.api.get(`/api/contacts/${created.id}`);
    expect(fetched.body.email).toBe(`two.${tag}@example.com`);
    expect(fetched.body.position).toBeNull();
  });

  it('accepts application/json too', async () => {
    const created = await service.api.createContact({ name: 'Json Patch' });
    const response = await service.api.patch(`/api/contacts/${created.id}`, { name: 'Json Patched', phones: ['+1 555 0100'] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Json Patched', phone: '+1 555 0100' });
  });

  it('accepts a charset parameter on the content type', async () => {
    const created = await service.api.createContact({ name: 'Charset' });
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json; charset=UTF-8']) {
      const response = await service.api.request('PATCH', `/api/contacts/${created.id}`, { rawBody: JSON.stringify({ position: type }), headers: { 'content-type': type } });
      expect(response.status).toBe(200);
      expect(response.body.position).toBe(type);
    }
  });

  it('clears the email with an empty list', async () => {
    const created = await service.api.createContact({ name: 'No Mail', emails: [`gone.${unique()}@example.com`] });
    const response = await service.api.patch(`/api/contacts/${created.id}`, { emails: [] });
    expect(response.status).toBe(200);
    expect(response.body.email).toBeNull();
  });
});

describe('GET /api/contacts (collection)', () => {
  it('is a Hydra collection of contacts', async () => {
    await service.api.createContact({ name: 'In The List' });
    const response = await service.api.get('/api/contacts');
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body['@context']).toBe('/api/contexts/Contact');
    expect(body['@id']).toBe('/api/contacts');
    expect(body['@type']).toBe('hydra:Collection');
    expect(Number.isInteger(body['hydra:totalItems'])).toBe(true);
    expect(Array.isArray(body['hydra:member'])).toBe(true);
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    for (const member of body['hydra:member']) expectContact(member);
  });

  it('finds a contact by exact email over all its addresses, ignoring case', async () => {
    const tag = unique();
    const created = await service.api.createContact({ name: 'Lookup', emails: [`first.${tag}@example.com`, `Second.${tag}@Example.com`] });
    await service.api.createContact({ name: 'Near Miss', emails: [`xsecond.${tag}@example.com`] });
    for (const email of [`first.${tag}@example.com`, `second.${tag}@example.com`, `SECOND.${tag}@EXAMPLE.COM`]) {
      const response = await service.api.get(`/api/contacts?email=${encodeURIComponent(email)}`);
      expect(response.status).toBe(200);
      expect(response.body['hydra:totalItems']).toBe(1);
      expect(response.body['hydra:member'].map((c: any) => c.id)).toEqual([created.id]);
    }
    const none = await service.api.get(`/api/contacts?email=${encodeURIComponent(`nobody.${tag}@example.com`)}`);
    expect(none.body['hydra:totalItems']).toBe(0);
    expect(none.body['hydra:member']).toEqual([]);
    const partial = await service.api.get(`/api/contacts?email=${encodeURIComponent(`${tag}@example.com`)}`);
    expect(partial.body['hydra:member'].map((c: any) => c.id)).not.toContain(created.id);
  });

  it('pages through every contact without gaps or duplicates', async () => {
    const first = await service.api.get('/api/contacts');
    // Enough contacts for at least three pages.
    const needed = Math.max(0, 61 - first.body['hydra:totalItems']);
    const created = new Set<string>();
    for (let i = 0; i < needed; i++) created.add((await service.api.createContact({ name: `Pager ${i}` })).id);
    const start = await service.api.get('/api/contacts?page=1');
    const total = start.body['hydra:totalItems'];
    const pageSize = start.body['hydra:member'].length;
    expect(pageSize).toBeGreaterThan(0);
    const view = start.body['hydra:view'];
    expect(view['hydra:first']).toMatch(/page=1\b/);
    expect(view['hydra:next']).toMatch(/page=2\b/);
    expect(view['hydra:previous']).toBeUndefined();
    const lastPage = Math.ceil(total / pageSize);
    expect(view['hydra:last']).toMatch(new RegExp(`page=${lastPage}\\b`));

    const seen: string[] = [];
    let path: string | undefined = '/api/contacts?page=1';
    let pages = 0;
    while (path) {
      const page: any = await service.api.get(path);
      expect(page.status).toBe(200);
      expect(page.body['hydra:totalItems']).toBe(total);
      seen.push(...page.body['hydra:member'].map((c: any) => c.id));
      pages++;
      const next: string | undefined = page.body['hydra:view']?.['hydra:next'];
      if (next) expect(page.body['hydra:member'].length).toBe(pageSize);
      else expect(page.body['hydra:view']['hydra:previous']).toBeDefined();
      path = next;
    }
    expect(pages).toBe(lastPage);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    for (const id of created) expect(seen).toContain(id);
  });

  it('keeps a stable order between passes', async () => {
    const a = await service.api.get('/api/contacts?page=1');
    const b = await service.api.get('/api/contacts?page=1');
    expect(b.body['hydra:member'].map((c: any) => c.id)).toEqual(a.body['hydra:member'].map((c: any) => c.id));
  });

  it('answers a page past the end with no members', async () => {
    const response = await service.api.get('/api/contacts?page=100000');
    expect(response.status).toBe(200);
    expect(response.body['hydra:member']).toEqual([]);
  });
});
