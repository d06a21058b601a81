// Tolerant parsing of the service's answers: every variant DESIGN.md lists, and clear
// refusals of what cannot be understood.
import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../main/sync/errors';
import { retryDelay } from '../../main/sync/backoff';
import { MalformedResponse, parsePage, parseStates, problemMessage } from '../../main/sync/parse';

const contact = { '@id': '/api/contacts/c1', '@type': 'Contact', name: 'Ada', email: 'ada@example.com', pipelineState: { '@id': '/api/pipeline_states/s1', name: 'Won' } };

describe('collections', () => {
  it('reads hydra: keys with a view', () => {
    const page = parsePage({ 'hydra:member': [contact], 'hydra:totalItems': 31, 'hydra:view': { 'hydra:next': '/api/contacts?page=2', 'hydra:last': '/api/contacts?page=2' } });
    expect(page).toMatchObject({ totalItems: 31, next: '/api/contacts?page=2', last: '/api/contacts?page=2' });
    expect(page.contacts[0]).toMatchObject({ id: 'c1', name: 'Ada', pipelineState: { id: 's1', name: 'Won' } });
  });

  it('reads member/totalItems without a view, ids without @id, states as IRIs or null', () => {
    const page = parsePage({ member: [{ id: 'c2', name: 'Bo', pipelineState: '/api/pipeline_states/s2' }, { id: 'c3', name: 'Cy', pipelineState: null }], totalItems: 2 });
    expect(page.totalItems).toBe(2);
    expect(page.next).toBeNull();
    expect(page.contacts.map((c) => c.pipelineState)).toEqual([{ id: 's2', name: null }, null]);
  });

  it('reads tags given as resources by their names (else the end of their @id), not as a malformed page', () => {
    const page = parsePage({
      'hydra:member': [{ ...contact, tags: [{ '@id': '/api/tags/1', name: 'vip' }, { '@id': '/api/tags/investor' }, 'warm', 7, {}] }],
      'hydra:totalItems': 1,
    });
    expect(page.contacts[0]!.tags).toEqual(['vip', 'investor', 'warm', '7']);
  });

  it('refuses what is not a collection, or a member without a name', () => {
    expect(() => parsePage({ items: [] })).toThrow(MalformedResponse);
    expect(() => parsePage({ 'hydra:member': [{ id: 'x' }] })).toThrow(/item 0/);
    expect(() => parsePage('<html>')).toThrow(MalformedResponse);
  });

  it('tidies each contact: empty text is null, list entries are strings, what is absent stays absent', () => {
    const [c] = parsePage({ member: [{ id: 'c4', name: 'Di', company: '', position: null, emails: ['di@example.com'], phones: [4155550100], tags: null, extra: 1 }], totalItems: 1 }).contacts;
    expect(c).toEqual({ id: 'c4', name: 'Di', company: null, position: null, emails: ['di@example.com'], phones: ['4155550100'] });
    expect('address' in c!).toBe(false);
  });

  it('names what is wrong with a contact it refuses', () => {
    expect(() => parsePage({ member: [{ id: 'c5', name: 'Ed', pipelineState: { name: 'Won' } }] })).toThrow(/item 0.*pipelineState without id/);
    expect(() => parsePage({ member: [{ id: 'c6', name: 'Flo', emails: 'flo@example.com' }] })).toThrow(/item 0.*emails/);
    expect(() => parsePage({ member: [{ name: 'Gus' }] })).toThrow(/contact without id/);
  });

  it('reads pipeline states as a collection or a plain list', () => {
    expect(parseStates({ 'hydra:member': [{ '@id': '/api/pipeline_states/a', name: 'New lead' }] }).states).toEqual([{ id: 'a', name: 'New lead', position: null }]);
    expect(parseStates([{ id: 'b', name: 'Won' }]).states).toEqual([{ id: 'b', name: 'Won', position: null }]);
  });
});

describe('errors', () => {
  it('puts problem+json details and violations in plain words', () => {
    expect(problemMessage(422, { title: 'Unprocessable', detail: 'company: too long', violations: [{ propertyPath: 'company', message: 'too long' }] })).toBe('HTTP 422: company: too long');
    expect(problemMessage(400, { 'hydra:description': 'Syntax error' })).toBe('HTTP 400: Syntax error');
    expect(problemMessage(422, { violations: [{ propertyPath: 'emails[0]', message: 'not an email' }] })).toBe('HTTP 422: emails[0]: not an email');
    expect(problemMessage(502, 'Bad gateway')).toBe('HTTP 502: Bad gateway');
  });

  it('keeps a service’s very long words to what the window can show', () => {
    const said = problemMessage(422, { detail: 'name: too long. '.repeat(300_000), violations: [{ propertyPath: 'name', message: 'x'.repeat(10_000) }] });
    expect(said.length).toBeLessThanOrEqual('HTTP 422: '.length + 2000);
    expect(said).toMatch(/^HTTP 422: name: too long\. name: too long\..*…$/);
    expect(problemMessage(500, 'x'.repeat(10_000))).toHaveLength('HTTP 500: '.length + 300);
  });

  it('honours Retry-After as seconds or a date, and backs off with jitter otherwise', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    const options = { baseMs: 1000, maxMs: 60_000, maxRetryAfterMs: 3_600_000 };
    expect(retryDelay(options, 3, 7000)).toBe(7000);
    for (let attempts = 1; attempts < 12; attempts++) {
      const ceiling = Math.min(60_000, 1000 * 2 ** (attempts - 1));
      const d = retryDelay(options, attempts, null);
      expect(d).toBeGreaterThanOrEqual(ceiling / 2);
      expect(d).toBeLessThanOrEqual(ceiling);
    }
  });
});
