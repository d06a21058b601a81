// An edit of the copy that already reached the service, and an older edit of the user's own card
// still queued behind the lost create, of the same field. Once the create was settled (in the
// push) and the copy folded in, the card's older edit was sent after the copy's newer one: the
// user's later word (on the copy) was replaced on both sides by an earlier value, without a word.
// The card's edit was made over a value the service no longer holds: it is now a conflict, as a
// pull finds one, held until the user chooses, and the service keeps the newer value meanwhile.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { pause } from './helpers/folded-copy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

/**
 * An app whose first create has its answer lost, and whose retry of it is asked to wait 2 s
 * (429): meanwhile a pull stores the service's copy. Setting `slow` holds the listing 3 s, so
 * that the create's retry comes due, and the copy is folded in, during the push of that pass.
 */
async function appWithLostCreate(): Promise<{ slow: boolean }> {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { backoff: { baseMs: 1_000, maxMs: 1_000 }, inPassWaitMs: 0 } });
  const listing = { slow: false };
  let createAnswer: 'lost' | 'wait' | 'pass' = 'lost';
  service.proxy.setPlan(({ method, path }): Fault => {
    if (method === 'POST' && path === '/api/contacts') {
      if (createAnswer === 'lost') return (createAnswer = 'wait'), { kind: 'lost' };
      if (createAnswer === 'wait') return (createAnswer = 'pass'), { kind: 'status', status: 429, retryAfter: '2' };
      return { kind: 'pass' };
    }
    if (method === 'GET' && /^\/api\/contacts(\?|$)/.test(path) && !path.includes('email=') && listing.slow) return { kind: 'delay', ms: 3_000 };
    return { kind: 'pass' };
  });
  return listing;
}

describe('a folded copy whose edit was sent, and an older edit of the card still queued', () => {
  it('is a conflict, the service keeping the newer value until the user chooses', async () => {
    const listing = await appWithLostCreate();
    const made = await app.call('contacts.create', { name: 'Olly Order', emails: ['olly@example.com'] });
    await app.call('sync.now', {}); // made there, its answer lost
    // First: the user sets the company on their own card (queued behind the create).
    await app.call('contacts.update', { id: made.id, patch: { company: 'Older Ltd' } });
    const [there] = (await service.api.allContacts()).filter((c) => c.name === 'Olly Order');
    await service.api.ok('PATCH', `/api/contacts/${there.id}`, { emails: ['olly.o@example.com'] }); // another user
    await pause(1_100);
    await app.call('sync.now', {}); // the create is asked to wait 2 s (429); the pull stores the edited copy
    const copy = (await app.call('contacts.list', { query: 'Olly Order' })).items.find((c) => c.id !== made.id)!;
    expect(copy).toBeDefined();
    // Then, later: the user sets the company on the copy; it reaches the service at once.
    await app.call('contacts.update', { id: copy.id, patch: { company: 'Newer Ltd' } });
    await app.call('sync.now', {});
    expect(await service.api.ok('GET', `/api/contacts/${there.id}`)).toMatchObject({ company: 'Newer Ltd' });
    // The create becomes due while the (slow) listing is read: the push settles it and folds the copy in.
    listing.slow = true;
    await app.call('sync.now', {});
    listing.slow = false;
    const status = await app.drain();

    expect((await app.call('contacts.list', { query: 'Olly Order' })).items.map((c) => c.id)).toEqual([made.id]);
    expect(status).toMatchObject({ rejected: 0, conflicts: 1 });
    expect(await app.call('sync.conflicts', {})).toEqual([expect.objectContaining({ contactId: made.id, field: 'company', mine: 'Older Ltd', theirs: 'Newer Ltd' })]);
    expect((await service.api.ok('GET', `/api/contacts/${there.id}`)).company).toBe('Newer Ltd');
    // Take theirs: one contact, the newer value on both sides, nothing left to send.
    await app.call('sync.resolveConflict', { contactId: made.id, field: 'company', choice: 'theirs' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect((await app.call('contacts.get', { id: made.id })).company).toBe('Newer Ltd');
    expect((await service.api.ok('GET', `/api/contacts/${there.id}`)).company).toBe('Newer Ltd');
  });
  it('a note added on the copy and sent, and an older rewrite of the notes on the card, is a conflict', async () => {
    const listing = await appWithLostCreate();
    const made = await app.call('contacts.create', { name: 'Nell Note', emails: ['nell@example.com'] });
    await app.call('sync.now', {}); // made there, its answer lost
    await app.call('contacts.update', { id: made.id, patch: { additionalInfo: 'Intro from Sam' } }); // queued behind the create
    const [there] = (await service.api.allContacts()).filter((c) => c.name === 'Nell Note');
    await service.api.ok('PATCH', `/api/contacts/${there.id}`, { emails: ['nell.n@example.com'] });
    await pause(1_100);
    await app.call('sync.now', {}); // the create waits (429); the pull stores the copy
    const copy = (await app.call('contacts.list', { query: 'Nell Note' })).items.find((c) => c.id !== made.id)!;
    expect(copy).toBeDefined();
    await app.call('contacts.extend', { id: copy.id, text: 'Met at the spring fair' });
    await app.call('sync.now', {}); // the note reaches the service
    expect((await service.api.ok('GET', `/api/contacts/${there.id}`)).additionalInfo).toContain('Met at the spring fair');
    listing.slow = true;
    await app.call('sync.now', {}); // the push settles the create and folds the copy in
    listing.slow = false;
    const status = await app.drain();

    expect((await app.call('contacts.list', { query: 'Nell Note' })).items.map((c) => c.id)).toEqual([made.id]);
    expect(status).toMatchObject({ rejected: 0, conflicts: 1 });
    const [conflict] = await app.call('sync.conflicts', {});
    expect(conflict).toMatchObject({ contactId: made.id, field: 'additionalInfo', mine: 'Intro from Sam' });
    expect(String(conflict!.theirs)).toContain('Met at the spring fair');
    expect((await service.api.ok('GET', `/api/contacts/${there.id}`)).additionalInfo).toContain('Met at the spring fair');
  });
});
