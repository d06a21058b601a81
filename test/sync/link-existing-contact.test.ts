// A person added in the app before it syncs (offline, or before a service was connected) whom
// the team's service already holds, with the same name and primary email, is one person: the
// first pull links the two instead of storing the service's copy beside the app's, and the push
// sends what only the app has as an edit of that contact instead of creating a second one.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const named = async (name: string) => (await service.api.allContacts()).filter((c) => c.name === name);

/** Connects the app to the test service (as Settings does) and syncs until the queue is empty. */
async function connectAndSync() {
  await app.call('settings.set', { serviceUrl: service.proxy.url });
  await app.call('settings.setToken', { token: service.token });
  return app.drain();
}

describe('a contact added in the app that the service already holds', () => {
  it('is one contact in the app and on the service, with the fields of both', async () => {
    await service.api.ok('POST', '/api/contacts', { name: 'Ada Lovelace', emails: ['ada@example.com'], company: 'Analytical Engines' });
    app = await startTestApp();
    const ada = await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ADA@example.com'], position: 'Mathematician' });

    const status = await connectAndSync();

    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const onService = await named('Ada Lovelace');
    expect(onService).toHaveLength(1);
    expect(onService[0]).toMatchObject({ company: 'Analytical Engines', position: 'Mathematician' });
    const inApp = await app.call('contacts.list', { query: 'Ada Lovelace' });
    expect(inApp.total).toBe(1);
    const local = await app.call('contacts.get', { id: ada.id });
    expect(local).toMatchObject({ remoteId: onService[0].id, company: 'Analytical Engines', position: 'Mathematician' });
  });

  it('sends the task, the note and the email queued after it to the one contact, once each', async () => {
    const made = await service.api.ok('POST', '/api/contacts', { name: 'Ada Lovelace', emails: ['ada@example.com'], additionalInfo: 'Met in London' });
    app = await startTestApp();
    const ada = await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
    await app.call('tasks.create', { contactId: ada.id, title: 'Call Ada', dueDate: '2031-05-01T09:00:00Z', type: 'call' });
    await app.call('contacts.extend', { id: ada.id, text: 'Likes engines', field: 'additionalInfo' });
    const draft = await app.call('email.save', { contactId: ada.id, to: 'ada@example.com', subject: 'Hello Ada', body: 'Hello' });
    await app.call('email.send', { draftId: draft.id });

    expect(await connectAndSync()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0, needsAttention: 0 });

    const onService = await named('Ada Lovelace');
    expect(onService.map((c) => c.id)).toEqual([made.id]);
    expect(onService[0].additionalInfo).toBe('Met in London\nLikes engines');
    expect(service.db.tasks().filter((t) => t.title === 'Call Ada')).toMatchObject([{ contact_id: made.id, title: 'Call Ada' }]);
    expect(service.db.sentEmails().filter((m) => m.subject === 'Hello Ada').map((m) => m.contact_id)).toEqual([made.id]);
    const local = await app.call('contacts.get', { id: ada.id });
    expect(local).toMatchObject({ remoteId: made.id, additionalInfo: 'Met in London\nLikes engines' });
    expect((await app.call('contacts.list', { query: 'Ada Lovelace' })).total).toBe(1);
  });

  it('sends the edits and the pipeline move queued after it, in order, to the one contact', async () => {
    const made = await service.api.ok('POST', '/api/contacts', { name: 'Ada Lovelace', emails: ['ada@example.com'], address: 'London' });
    app = await startTestApp();
    const ada = await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'], company: 'Mine Co', position: 'Analyst' });
    await app.call('contacts.extend', { id: ada.id, text: 'Likes engines', field: 'meetingContext' });
    await app.call('contacts.update', { id: ada.id, patch: { position: 'Mathematician' } });
    const won = (await app.call('pipelineStates.list', {})).find((s) => s.name === 'Won')!;
    await app.call('contacts.setPipelineState', { id: ada.id, stateId: won.id });

    expect(await connectAndSync()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });

    expect(await named('Ada Lovelace')).toEqual([
      expect.objectContaining({ id: made.id, address: 'London', company: 'Mine Co', position: 'Mathematician', meetingContext: 'Likes engines', pipelineState: expect.objectContaining({ name: 'Won' }) }),
    ]);
    expect(await app.call('contacts.get', { id: ada.id })).toMatchObject({ address: 'London', company: 'Mine Co', position: 'Mathematician', meetingContext: 'Likes engines' });
  });

  it('shows a field both sides hold with different values as a conflict, and sends the value kept', async () => {
    const made = await service.api.ok('POST', '/api/contacts', { name: 'Ada Lovelace', emails: ['ada@example.com'], company: 'Their Co', phones: ['+44 20 7946 0000'] });
    app = await startTestApp();
    const ada = await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'], company: 'Mine Co', phones: ['+44 20 7946 0000'] });

    const status = await connectAndSync();

    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 1 });
    expect(await app.call('sync.conflicts', {})).toEqual([
      expect.objectContaining({ contactId: ada.id, field: 'company', mine: 'Mine Co', theirs: 'Their Co', base: null }),
    ]);
    expect(await named('Ada Lovelace')).toHaveLength(1);
    expect((await app.call('contacts.list', { query: 'Ada Lovelace' })).total).toBe(1);

    await app.call('sync.resolveConflict', { contactId: ada.id, field: 'company', choice: 'mine' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await named('Ada Lovelace')).toEqual([expect.objectContaining({ id: made.id, company: 'Mine Co' })]);
  });

  it('shows a field typed here and cleared again as a conflict with the service’s value, not as taken from it', async () => {
    app = await startTestApp();
    const ada = await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
    await app.call('contacts.update', { id: ada.id, patch: { address: '12 St James’s Square', position: 'Analyst' } });
    // Meanwhile a teammate adds her to the service, with an address.
    const made = await service.api.ok('POST', '/api/contacts', { name: 'Ada Lovelace', emails: ['ada@example.com'], address: '1 Dorset Street', company: 'Analytical Engines' });
    await app.call('contacts.update', { id: ada.id, patch: { address: null } }); // the user clears the address again

    // The conflict stays through later passes; the position only the app holds waits with it.
    expect(await connectAndSync()).toMatchObject({ pending: 1, rejected: 0, conflicts: 1 });
    expect(await app.call('sync.now', {})).toMatchObject({ pending: 1, conflicts: 1 });
    expect(await app.call('sync.conflicts', {})).toEqual([expect.objectContaining({ contactId: ada.id, field: 'address', mine: null, theirs: '1 Dorset Street' })]);
    // A field only the service holds is taken.
    expect(await app.call('contacts.get', { id: ada.id })).toMatchObject({ remoteId: made.id, address: null, company: 'Analytical Engines', position: 'Analyst' });

    await app.call('sync.resolveConflict', { contactId: ada.id, field: 'address', choice: 'mine' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await named('Ada Lovelace')).toEqual([expect.objectContaining({ id: made.id, address: null, company: 'Analytical Engines', position: 'Analyst' })]);
  });

  it('is linked the same way when it was added while connected, before its create was sent', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await app.drain();
    const made = await service.api.ok('POST', '/api/contacts', { name: 'Grace Hopper', emails: ['grace@example.com'] });
    const grace = await app.call('contacts.create', { name: 'Grace Hopper', emails: ['grace@example.com'], position: 'Rear Admiral' });

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });

    expect(await service.api.allContacts()).toEqual([expect.objectContaining({ id: made.id, position: 'Rear Admiral' })]);
    expect(await app.call('contacts.get', { id: grace.id })).toMatchObject({ remoteId: made.id });
    expect((await app.call('contacts.list', { query: 'hopper' })).total).toBe(1);
  });
});

describe('a contact added in the app that matches more than one person', () => {
  it('is not linked when the service holds two contacts with its name and email', async () => {
    for (const position of ['One', 'Two']) await service.api.ok('POST', '/api/contacts', { name: 'Ada Lovelace', emails: ['ada@example.com'], position });
    app = await startTestApp();
    await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'], position: 'Mine' });

    expect(await connectAndSync()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });

    expect((await named('Ada Lovelace')).map((c) => c.position).sort()).toEqual(['Mine', 'One', 'Two']);
    expect((await app.call('contacts.list', { query: 'Ada Lovelace' })).total).toBe(3);
  });

  it('is not linked when the app holds two contacts with the name and email of the one on the service', async () => {
    await service.api.ok('POST', '/api/contacts', { name: 'Ada Lovelace', emails: ['ada@example.com'], position: 'Theirs' });
    app = await startTestApp();
    for (const position of ['Mine A', 'Mine B']) await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'], position });

    expect(await connectAndSync()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });

    expect((await named('Ada Lovelace')).map((c) => c.position).sort()).toEqual(['Mine A', 'Mine B', 'Theirs']);
    expect((await app.call('contacts.list', { query: 'Ada Lovelace' })).total).toBe(3);
  });

  it('is not linked to a contact with its name but another email', async () => {
    await service.api.ok('POST', '/api/contacts', { name: 'Ada Lovelace', emails: ['ada@other.example'], position: 'Theirs' });
    app = await startTestApp();
    await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'], position: 'Mine' });

    expect(await connectAndSync()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });

    expect(await named('Ada Lovelace')).toHaveLength(2);
    expect((await app.call('contacts.list', { query: 'Ada Lovelace' })).total).toBe(2);
  });
});
