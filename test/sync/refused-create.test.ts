// A new contact the service refused (a value it does not accept) waits, with everything queued
// after it, until the user acts. The natural fix is to correct the contact itself and retry:
// the create must then carry what the contact holds now, not the value that was refused.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { refuseOnce } from './helpers/refuse-once';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

// The service refuses the first create for its website (422, as it would an address it cannot
// read; the app itself refuses those now, so the refusal comes from the proxy).
const REFUSED_WEBSITE = 'http://example.com:8080';
const isCreate = (method: string, path: string) => method === 'POST' && path === '/api/contacts';

/** `queuedBehind`: work on the new contact done before the first pass, queued behind its create. */
async function refusedCreate(queuedBehind?: (id: string) => Promise<unknown>) {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
  service.proxy.setPlan(refuseOnce(isCreate, 422, [{ propertyPath: 'website', message: 'This value is not a valid URL.' }]));
  const c = await app.call('contacts.create', { name: 'Rita Refused', website: REFUSED_WEBSITE, additionalInfo: 'Met at expo' });
  await queuedBehind?.(c.id);
  await app.drain();
  const [refused] = await app.call('sync.rejected', {});
  expect(refused).toMatchObject({ kind: 'contact.create', state: 'rejected' });
  return { id: c.id, opId: refused!.opId };
}

describe('a new contact the service refused', () => {
  it('corrected on the contact and retried: reaches the service as corrected, with its later changes', async () => {
    const { id, opId } = await refusedCreate();
    await app.call('contacts.update', { id, patch: { website: 'https://example.com' } });
    await app.call('contacts.update', { id, patch: { position: 'Buyer' } });
    await app.call('contacts.extend', { id, text: 'Wants a quote' });
    await app.call('sync.retryOp', { opId });

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const local = await app.call('contacts.get', { id });
    expect(local.remoteId).not.toBeNull();
    const remote = await service.api.ok('GET', `/api/contacts/${local.remoteId}`);
    expect({ website: remote.website, position: remote.position, notes: remote.additionalInfo }).toEqual({
      website: 'https://example.com',
      position: 'Buyer',
      notes: 'Met at expo\nWants a quote',
    });
    expect({ website: local.website, position: local.position, notes: local.additionalInfo }).toEqual({
      website: 'https://example.com',
      position: 'Buyer',
      notes: 'Met at expo\nWants a quote',
    });
    expect((await service.api.allContacts()).filter((c) => c.name === 'Rita Refused')).toHaveLength(1);
  });

  it('discarded: stays here only, and later edits, notes and tasks of it leave nothing waiting for ever', async () => {
    const { id, opId } = await refusedCreate();
    await app.call('sync.discardOp', { opId });
    await app.call('contacts.update', { id, patch: { position: 'Buyer' } });
    await app.call('contacts.extend', { id, text: 'Wants a quote' });
    await app.call('tasks.create', { contactId: id, title: 'Call Rita', dueDate: '2031-05-01T09:00:00Z', type: 'call' });

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const local = await app.call('contacts.get', { id });
    expect(local).toMatchObject({ remoteId: null, position: 'Buyer', additionalInfo: 'Met at expo\nWants a quote', pending: false });
    expect((await service.api.allContacts()).filter((c) => c.name === 'Rita Refused')).toEqual([]);
  });

  it('discarded: an email to it is refused at once, not left queued for ever', async () => {
    const { id, opId } = await refusedCreate();
    await app.call('sync.discardOp', { opId });
    const draft = await app.call('email.save', { contactId: id, to: 'rita@example.com', subject: 'Quote', body: 'Hello' });
    await expect(app.call('email.send', { draftId: draft.id })).rejects.toThrow(/conflict: This contact is kept on this computer only/);
    expect((await app.call('email.drafts', { contactId: id }))[0]!.status).toBe('draft');
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
  });

  it('discarded: an email and a task queued behind it are back in the user\'s hands, not waiting for ever', async () => {
    let draftId = '';
    const { id, opId } = await refusedCreate(async (contactId) => {
      const draft = await app.call('email.save', { contactId, to: 'rita@example.com', subject: 'Quote', body: 'Hello' });
      draftId = draft.id;
      await app.call('email.send', { draftId });
      await app.call('tasks.create', { contactId, title: 'Call Rita', dueDate: '2031-05-01T09:00:00Z', type: 'call' });
    });
    await app.call('sync.discardOp', { opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });

    // The email says it was not sent, and why, instead of "Waiting to send"; it can be edited or deleted.
    const [draft] = await app.call('email.drafts', { contactId: id });
    expect(draft).toMatchObject({ status: 'failed', error: expect.stringMatching(/kept on this computer only/) });
    await app.call('email.save', { contactId: id, draftId, to: 'rita@example.com', subject: 'Quote', body: 'Hello again' });
    await app.call('email.discard', { draftId });
    expect(await app.call('email.drafts', { contactId: id })).toEqual([]);
    // The task no longer says "Not yet synced": it stays here, as its contact does.
    const tasks = (await app.call('tasks.list', { bucket: 'upcoming', contactId: id })).items;
    expect(tasks.map((t) => [t.title, t.pending])).toEqual([['Call Rita', false]]);
    expect(service.db.sentEmails()).toEqual([]);
  });
});
