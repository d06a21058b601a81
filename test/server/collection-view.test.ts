// The reference server's own choice among the collection variants the interface allows (the
// conformance suite accepts them all): `hydra:`-prefixed keys as the spec shows, 30 a page, and
// a `hydra:view` whose first/last/next/previous links are right at every edge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './helpers';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
  for (let i = 0; i < 61; i++) await service.client.createContact({ name: `Paged ${i}`, emails: [`paged${i}@view.example`] });
});
afterAll(() => service?.close());

const view = (first: string, last: string, extra: Record<string, string> = {}) => ({
  '@type': 'hydra:PartialCollectionView',
  'hydra:first': first,
  'hydra:last': last,
  ...extra,
});

describe('GET /api/contacts on the reference server', () => {
  it('answers with hydra: keys, 30 a page, and links every page to its neighbours', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => service.client.get(`/api/contacts?page=${n}`)));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(Object.keys(page.body).sort()).toEqual(['@context', '@id', '@type', 'hydra:member', 'hydra:totalItems', 'hydra:view']);
      expect(page.body['hydra:totalItems']).toBe(61);
    }
    expect(pages.map((p) => p.body['hydra:member'].length)).toEqual([30, 30, 1, 0]);
    const [p1, p2, p3, p4] = pages.map((p) => p.body['hydra:view']);
    const first = '/api/contacts?page=1';
    const last = '/api/contacts?page=3';
    expect(p1).toEqual(view(first, last, { '@id': first, 'hydra:next': '/api/contacts?page=2' }));
    expect(p2).toEqual(view(first, last, { '@id': '/api/contacts?page=2', 'hydra:previous': first, 'hydra:next': last }));
    expect(p3).toEqual(view(first, last, { '@id': last, 'hydra:previous': '/api/contacts?page=2' }));
    // Past the end: empty, and its previous page is the last one that has members.
    expect(p4).toEqual(view(first, last, { '@id': '/api/contacts?page=4', 'hydra:previous': last }));
  });

  it('keeps the email filter in every link of the view', async () => {
    const found = await service.client.get('/api/contacts?email=PAGED7%40view.example');
    expect(found.body['hydra:member'].map((c: any) => c.email)).toEqual(['paged7@view.example']);
    expect(found.body['hydra:view']).toEqual(
      view('/api/contacts?email=PAGED7%40view.example&page=1', '/api/contacts?email=PAGED7%40view.example&page=1', {
        '@id': '/api/contacts?email=PAGED7%40view.example&page=1',
      }),
    );
  });
});
