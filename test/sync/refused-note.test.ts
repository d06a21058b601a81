// A note the service refused while the contact's next note went through: the queue goes on, so
// the service holds the later note without the refused one. Whatever the user then does with
// the refused note, the app must end up with the notes the service holds, in its order.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

/** A synced contact with notes 'Met in Lisbon'; 'Too long' is refused, 'Wants a demo' after it goes through. */
async function refusedThenLater() {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
  const c = await app.call('contacts.create', { name: 'Nadia', additionalInfo: 'Met in Lisbon' });
  await app.drain();
  let left = 1;
  service.proxy.setPlan(({ method, path }): Fault => {
    if (left > 0 && method === 'POST' && path.endsWith('/extend')) {
      left--;
      return { kind: 'answer', status: 422, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Refused', detail: 'Refused by the service.' }) };
    }
    return { kind: 'pass' };
  });
  await app.call('contacts.extend', { id: c.id, text: 'Too long', field: 'additionalInfo' });
  await app.call('contacts.extend', { id: c.id, text: 'Wants a demo', field: 'additionalInfo' });
  await app.drain();
  const [refused] = await app.call('sync.rejected', {});
  expect(refused).toMatchObject({ kind: 'contact.extend', state: 'rejected' });
  return { id: c.id, opId: refused!.opId };
}

async function bothSides(id: string) {
  const local = await app.call('contacts.get', { id });
  const remote = await service.api.ok('GET', `/api/contacts/${local.remoteId}`);
  return { local: local.additionalInfo, remote: remote.additionalInfo };
}

describe('a refused note followed by a note that reached the service', () => {
  it('discarded: the app shows the notes the service holds', async () => {
    const { id, opId } = await refusedThenLater();
    await app.call('sync.discardOp', { opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await bothSides(id)).toEqual({ local: 'Met in Lisbon\nWants a demo', remote: 'Met in Lisbon\nWants a demo' });
  });

  it('edited: the edited note is appended once, and both sides agree', async () => {
    const { id, opId } = await refusedThenLater();
    await app.call('sync.editOp', { opId, payload: { text: 'Shorter', field: 'additionalInfo' } });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await bothSides(id)).toEqual({ local: 'Met in Lisbon\nWants a demo\nShorter', remote: 'Met in Lisbon\nWants a demo\nShorter' });
  });

  it('edited to go to another field: refused in words, and nothing changes on either side', async () => {
    const { id, opId } = await refusedThenLater();
    const before = await bothSides(id);
    const result = await app.core.dispatch('sync.editOp', { opId, payload: { text: 'Too long', field: 'meetingContext' } });
    expect(result.ok ? null : result.error.message).toMatch(/a note stays in the field it was added to/);
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 1 });
    expect(await bothSides(id)).toEqual(before);
    expect((await app.call('contacts.get', { id })).meetingContext).toBeNull();
  });

  it('left as it is: a note another user adds on the service is taken in, not shown as a conflict', async () => {
    const { id } = await refusedThenLater();
    const remoteId = (await app.call('contacts.get', { id })).remoteId!;
    await service.api.ok('POST', `/api/contacts/${remoteId}/extend`, { text: 'Called back', field: 'additionalInfo' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 1, conflicts: 0 });
    expect(await bothSides(id)).toEqual({ local: 'Met in Lisbon\nWants a demo\nCalled back\nToo long', remote: 'Met in Lisbon\nWants a demo\nCalled back' });
  });

  it('retried: the note is appended once, and both sides agree', async () => {
    const { id, opId } = await refusedThenLater();
    await app.call('sync.retryOp', { opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await bothSides(id)).toEqual({ local: 'Met in Lisbon\nWants a demo\nToo long', remote: 'Met in Lisbon\nWants a demo\nToo long' });
  });
});
