// Conformance: the contact collection, item GET, create and merge-patch.
import { describe, expect, it } from 'vitest';
import { unique } from './client';
import { COLLECTION_TYPES, listPage, pagePath, readListing } from './collection';
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
    expect(COLLECTION_TYPES).toContain(body['@type']);
    const listing = readListing(body);
    expect(listing.members.length).toBeGreaterThan(0);
    for (const member of listing.members) expectContact(member);
  });

  it('finds a contact by exact email over all its addresses, ignoring case', async () => {
    const tag = unique();
    const created = await service.api.createContact({ name: 'Lookup', emails: [`first.${tag}@example.com`, `Second.${tag}@Example.com`] });
    await service.api.createContact({ name: 'Near Miss', emails: [`xsecond.${tag}@example.com`] });
    for (const email of [`first.${tag}@example.com`, `second.${tag}@example.com`, `SECOND.${tag}@EXAMPLE.COM`]) {
      const found = await listPage(service.api, `/api/contacts?email=${encodeURIComponent(email)}`);
      expect(found.totalItems).toBe(1);
      expect(found.members.map((c: any) => c.id)).toEqual([created.id]);
    }
    const none = await listPage(service.api, `/api/contacts?email=${encodeURIComponent(`nobody.${tag}@example.com`)}`);
    expect(none.totalItems).toBe(0);
    expect(none.members).toEqual([]);
    const partial = await listPage(service.api, `/api/contacts?email=${encodeURIComponent(`${tag}@example.com`)}`);
    expect(partial.members.map((c: any) => c.id)).not.toContain(created.id);
  });

  it('pages through every contact without gaps or duplicates', async () => {
    // The page size is the deployment's own: it shows once there are more contacts than one page
    // holds. Adding as many as there are (doubling) gets there in a few listings.
    const created = new Set<string>();
    const create = async () => created.add((await service.api.createContact({ name: `Pager ${created.size}` })).id);
    let first = await listPage(service.api, '/api/contacts?page=1');
    while (first.totalItems <= first.members.length) {
      for (let i = Math.max(1, first.totalItems); i > 0; i--) await create();
      first = await listPage(service.api, '/api/contacts?page=1');
      expect(created.size, 'the deployment pages its contacts').toBeLessThan(5_000);
    }
    const pageSize = first.members.length;
    expect(pageSize).toBeGreaterThan(0);
    // At least three pages, so that one has both a previous and a next page.
    for (let i = 2 * pageSize + 1 - first.totalItems; i > 0; i--) await create();

    const start = await listPage(service.api, '/api/contacts?page=1');
    const total = start.totalItems;
    const lastPage = Math.ceil(total / pageSize);
    const seen: string[] = [];
    let path: string | undefined = '/api/contacts?page=1';
    let page = 1;
    for (; path; page++) {
      const listing = await listPage(service.api, path);
      expect(listing.totalItems).toBe(total);
      seen.push(...listing.members.map((c: any) => c.id));
      if (listing.view) {
        // A view, when there is one, links the pages as Hydra does.
        expect(listing.view.first).toMatch(/page=1\b/);
        expect(listing.view.last).toMatch(new RegExp(`page=${lastPage}\\b`));
        if (page > 1) expect(listing.view.previous).toMatch(new RegExp(`page=${page - 1}\\b`));
        else expect(listing.view.previous).toBeUndefined();
        if (page < lastPage) expect(listing.view.next).toMatch(new RegExp(`page=${page + 1}\\b`));
        else expect(listing.view.next).toBeUndefined();
      }
      if (page < lastPage) expect(listing.members.length).toBe(pageSize);
      path = listing.view ? listing.view.next : page < lastPage ? pagePath('/api/contacts', page + 1) : undefined;
    }
    expect(page - 1).toBe(lastPage);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    for (const id of created) expect(seen).toContain(id);
  });

  it('keeps a stable order between passes', async () => {
    const a = await listPage(service.api, '/api/contacts?page=1');
    const b = await listPage(service.api, '/api/contacts?page=1');
    expect(b.members.map((c: any) => c.id)).toEqual(a.members.map((c: any) => c.id));
  });

  it('answers a page past the end with no members', async () => {
    expect((await listPage(service.api, '/api/contacts?page=100000')).members).toEqual([]);
  });
});
