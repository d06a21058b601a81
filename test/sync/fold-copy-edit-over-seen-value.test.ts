// The user edits a field of the copy over the value the service had when it was pulled (another
// user's change, seen on the copy). Once the create was settled and the copy folded in, the
// card's base was the create as it was sent, not what the copy had seen: the service's value (the
// one the user had already seen and replaced) read as a change of theirs, and the contact's queue
// was held behind a conflict the user never had. The value an edit was made over now counts.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { pause, SLOW_RETRY } from './helpers/folded-copy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('an unsent edit of the copy over a value the copy already showed', () => {
  it('is sent as the user made it, with no conflict, once the copy is folded in', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: SLOW_RETRY });
    let lost = 1;
    service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path === '/api/contacts' && lost-- > 0 ? { kind: 'lost' } : { kind: 'pass' }));
    const made = await app.call('contacts.create', { name: 'Sid Seen', emails: ['sid@example.com'] });
    await app.call('sync.now', {}); // made there, its answer lost
    const [there] = (await service.api.allContacts()).filter((c) => c.name === 'Sid Seen');
    // Another user fixes the address and sets a company, before the app reads the service again.
    await service.api.ok('PATCH', `/api/contacts/${there.id}`, { emails: ['sid.s@example.com'], company: 'Theirs Ltd' });
    await app.call('sync.now', {}); // the create waits; the pull stores the copy, showing "Theirs Ltd"
    const copy = (await app.call('contacts.list', { query: 'Sid Seen' })).items.find((c) => c.id !== made.id)!;
    expect(copy).toBeDefined();
    expect(await app.call('contacts.get', { id: copy.id })).toMatchObject({ company: 'Theirs Ltd' });
    // The user, seeing "Theirs Ltd", corrects it. Nobody changes it on the service after that.
    await app.call('contacts.update', { id: copy.id, patch: { company: 'Ours Ltd' } });

    await pause(3_200);
    const status = await app.drain(); // the create is settled, the copy folded in

    expect((await app.call('contacts.list', { query: 'Sid Seen' })).items.map((c) => c.id)).toEqual([made.id]);
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect((await service.api.ok('GET', `/api/contacts/${there.id}`)).company).toBe('Ours Ltd');
  });
});
