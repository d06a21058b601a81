// The user sets a field on their own card while the lost create waits, then on the copy sets the
// same field and sets it back to what the copy had (one queued edit, whose value is the copy's
// base). The fold kept the card's value (the copy's field "did not change") but moved the copy's
// newer edit to the card's queue: sent last, the service ended with the copy's value and the app
// kept showing the card's, with nothing left to send. The edit made last now wins on both sides.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { pause, pullCopyOfLostCreate, SLOW_RETRY } from './helpers/folded-copy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('an edit of the copy set back to the value the copy had', () => {
  it('leaves the app and the service holding the same value once the copy is folded in', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: SLOW_RETRY });
    const { made, copy, remoteId } = await pullCopyOfLostCreate(app, service, { name: 'Bo Back', emails: ['bo@example.com'] });
    await app.call('contacts.update', { id: made.id, patch: { company: 'Card Ltd' } }); // on the user's card, first
    await app.call('contacts.update', { id: copy.id, patch: { company: 'Typo Ltd' } }); // then on the copy...
    await app.call('contacts.update', { id: copy.id, patch: { company: null } }); // ...and cleared again
    await pause(3_200);
    const status = await app.drain(); // the create is settled, the copy folded in

    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect((await app.call('contacts.list', { query: 'Bo Back' })).items.map((c) => c.id)).toEqual([made.id]);
    const here = (await app.call('contacts.get', { id: made.id })).company ?? null;
    const there = ((await service.api.ok('GET', `/api/contacts/${remoteId}`)).company as string | null | undefined) ?? null;
    expect({ here, there }).toEqual({ here: there, there });
  });
});
