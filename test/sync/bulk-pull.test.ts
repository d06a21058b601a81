// A first sync of many contacts stores them in batches as the listing arrives and fills the
// search index in bulk: every pulled contact must be findable exactly as if it had been indexed
// one by one (names, phone digits), a listing that fails midway must leave neither contacts nor
// index entries behind (except a contact the user began work on meanwhile), and contacts made
// afterwards must be indexed as usual.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { seedContacts, startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
const COUNT = 1_200;

beforeAll(async () => {
  service = await startTestService();
  await seedContacts(service, COUNT, (i) => ({ name: `Bulk Person ${i}`, emails: [`bulk${i}@example.com`], phones: [`+1 (415) 555-${String(i).padStart(4, '0')}`], company: 'Bulkco', creationSource: null }));
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

describe('first sync of many contacts', () => {
  it('takes out again the batches it stored when the listing then fails, index entries included, but not a contact the user began an email to', async () => {
    const PAGES = Math.ceil(COUNT / 30);
    let storedBeforeFailure = 0;
    let started: { id: string; name: string } | undefined;
    service.proxy.setPlan(({ method, path }) => {
      if (method !== 'GET' || !path.includes(`page=${PAGES}`) || path.includes(`page=${PAGES}0`)) return { kind: 'pass' };
      storedBeforeFailure = app.core.store.raw<{ n: number }>('SELECT count(*) AS n FROM contacts')[0]!.n;
      // Meanwhile the user opened a contact that had just arrived and began an email to it.
      started = app.core.store.raw<{ id: string; name: string }>('SELECT id, name FROM contacts ORDER BY rowid LIMIT 1')[0]!;
      void app.core.dispatch('email.save', { contactId: started.id, to: '', subject: 'Proposal', body: 'Written while the first sync ran' });
      return { kind: 'answer', status: 200, body: JSON.stringify({ 'hydra:member': [{ name: 42 }], 'hydra:totalItems': COUNT }) };
    });
    try {
      const status = await app.call('sync.now', {});
      expect(status.lastError).toMatch(/cannot read/);
    } finally {
      service.proxy.setPlan(() => ({ kind: 'pass' }));
    }
    expect(storedBeforeFailure).toBeGreaterThanOrEqual(600); // whole batches were in the store
    const left = await app.call('contacts.list', {});
    expect(left.items.map((c) => c.name)).toEqual([started!.name]);
    expect((await app.call('email.drafts', { contactId: started!.id })).map((d) => d.subject)).toEqual(['Proposal']);
    const indexed = app.core.store.raw<{ n: number }>(`SELECT count(*) AS n FROM contacts_fts WHERE contacts_fts MATCH 'bulk*'`)[0]!.n;
    expect(indexed).toBe(1);
  });

  it('pulls them all, searchable by name and by phone digits', async () => {
    const status = await app.call('sync.now', {});
    expect(status.lastError).toBeNull();
    expect((await app.call('contacts.list', {})).total).toBe(COUNT);
    // Plain index matches (sorted by creation, so no ranking is involved).
    const find = async (query: string) => (await app.call('contacts.list', { query, sort: 'createdAt' })).items.map((c) => c.name);
    expect(await find('Bulk Person 1177')).toEqual(['Bulk Person 1177']);
    expect(await find('14155551177')).toEqual(['Bulk Person 1177']);
    expect((await app.call('contacts.list', { query: 'bulkco', sort: 'createdAt' })).total).toBe(COUNT);
  });

  it('indexes contacts made afterwards as usual', async () => {
    await app.call('contacts.create', { name: 'Zebediah Afterwards', phones: ['+44 20 7946 0000'] });
    expect((await app.call('contacts.list', { query: 'zebediah', sort: 'createdAt' })).total).toBe(1);
    expect((await app.call('contacts.list', { query: '442079460000', sort: 'createdAt' })).total).toBe(1);
  });
});
