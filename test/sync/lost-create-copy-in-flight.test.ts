// An edit of the copy (the second card of a contact whose create answer was lost) that is on its
// way when the create is settled and the copy folded in: its answer names the removed card. The
// edit reached the service, so the contact that remains must know it as the service's value, as
// for any edit answered: nothing lost, and a later change by another user merged as theirs, not
// shown as a conflict with an edit that was already sent.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { pause } from './helpers/folded-copy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('an edit of the copy answered after the copy was folded in', () => {
  it('is known as sent on the contact that remains: a later change on the service is taken, not a conflict', async () => {
    // As in lost-create-worked-copy: the lost create is asked to wait 2 s (429), and the next
    // pass sends it beside the copy's edit, which the proxy holds until the create is settled.
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { backoff: { baseMs: 1_000, maxMs: 1_000 }, inPassWaitMs: 0 } });
    let createAnswer: 'lost' | 'wait' | 'pass' = 'lost';
    let slowListing = false;
    let editHeld: (() => void) | null = null;
    let editAnswered = false;
    service.proxy.setPlan(({ method, path, body }): Fault => {
      if (method === 'POST' && path === '/api/contacts') {
        if (createAnswer === 'lost') return (createAnswer = 'wait'), { kind: 'lost' };
        if (createAnswer === 'wait') return (createAnswer = 'pass'), { kind: 'status', status: 429, retryAfter: '2' };
        // The create is settled now: the held edit is answered a moment later, after the fold.
        setTimeout(() => editHeld?.(), 1_000);
        return { kind: 'pass' };
      }
      if (method === 'GET' && /^\/api\/contacts(\?|$)/.test(path) && !path.includes('email=') && slowListing) return { kind: 'delay', ms: 3_000 };
      if (method === 'PATCH' && body.includes('Ours Ltd') && !editAnswered) {
        editAnswered = true;
        return { kind: 'hold', until: new Promise<void>((r) => (editHeld = r)) };
      }
      return { kind: 'pass' };
    });
    const made = await app.call('contacts.create', { name: 'Ira Inflight', emails: ['ira@example.com'] });
    await app.call('sync.now', {}); // made there, its answer lost
    const [there] = (await service.api.allContacts()).filter((c) => c.name === 'Ira Inflight');
    await service.api.ok('PATCH', `/api/contacts/${there.id}`, { emails: ['ira.i@example.com'] });
    await pause(1_100);
    await app.call('sync.now', {}); // the create is asked to wait (429); the pull stores the edited copy
    const copy = (await app.call('contacts.list', { query: 'Ira Inflight' })).items.find((c) => c.id !== made.id)!;
    expect(copy).toBeDefined();
    await app.call('contacts.update', { id: copy.id, patch: { company: 'Ours Ltd' } });
    slowListing = true;
    await app.call('sync.now', {}); // the create and the copy's edit go together; the edit is answered after the fold
    slowListing = false;
    expect(editAnswered).toBe(true);
    expect(await service.api.ok('GET', `/api/contacts/${there.id}`)).toMatchObject({ company: 'Ours Ltd' });
    // Another user changes the company afterwards, before the app reads the service again: the
    // app takes it, as for any edit of its own the service has.
    await service.api.ok('PATCH', `/api/contacts/${there.id}`, { company: 'Theirs Ltd' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    expect((await app.call('contacts.list', { query: 'Ira Inflight' })).items.map((c) => c.id)).toEqual([made.id]);
    expect(await app.call('contacts.get', { id: made.id })).toMatchObject({ company: 'Theirs Ltd', emails: ['ira.i@example.com'] });
    expect(await service.api.ok('GET', `/api/contacts/${there.id}`)).toMatchObject({ company: 'Theirs Ltd' });
  });
});
