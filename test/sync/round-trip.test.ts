// Every op kind reaching the real reference service, and the service's changes coming back:
// what a user checks after pressing "Sync now".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;

beforeAll(async () => {
  service = await startTestService();
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

const remoteOf = async (localId: string) => {
  const contact = await app.call('contacts.get', { id: localId });
  expect(contact.remoteId).toBeTruthy();
  return service.api.ok('GET', `/api/contacts/${contact.remoteId}`);
};

describe('sync round trip', () => {
  it('sends a new contact, its edits, notes, pipeline move, task and email', async () => {
    const created = await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'], company: 'Engines Ltd' });
    await app.call('contacts.update', { id: created.id, patch: { position: 'Analyst' } });
    await app.call('contacts.extend', { id: created.id, text: 'Met at the Royal Society', field: 'meetingContext' });
    const states = await app.call('pipelineStates.list', {});
    const won = states.find((s) => s.name === 'Won')!;
    await app.call('contacts.setPipelineState', { id: created.id, stateId: won.id });
    await app.call('tasks.create', { contactId: created.id, title: 'Call back', dueDate: '2030-01-01T10:00:00Z', type: 'call' });
    const draft = await app.call('email.save', { contactId: created.id, to: 'ada@example.com', subject: 'Hello', body: 'Dear Ada' });
    await app.call('email.send', { draftId: draft.id });

    const status = await app.drain();
    expect(status.pending).toBe(0);
    expect(status.rejected).toBe(0);
    expect(status.online).toBe(true);
    expect(status.lastSuccessAt).not.toBeNull();

    const remote = await remoteOf(created.id);
    expect(remote).toMatchObject({ name: 'Ada Lovelace', emails: ['ada@example.com'], company: 'Engines Ltd', position: 'Analyst', meetingContext: 'Met at the Royal Society' });
    expect(remote.pipelineState?.name).toBe('Won');
    const [sent] = await app.call('email.drafts', { contactId: created.id });
    expect(sent!.status).toBe('sent');
    const tasks = (await app.call('tasks.list', { bucket: 'upcoming', contactId: created.id })).items;
    expect(tasks[0]!.pending).toBe(false);

    // As the interface asks: every request accepts application/json, and every body is sent as application/json.
    const sentToService = service.proxy.log.filter((r) => r.method !== 'GET' || r.path.startsWith('/api/'));
    expect(sentToService.length).toBeGreaterThan(6);
    expect(new Set(sentToService.map((r) => r.accept))).toEqual(new Set(['application/json']));
    const withBody = sentToService.filter((r) => r.body !== '');
    expect(new Set(withBody.map((r) => r.method))).toEqual(new Set(['POST', 'PATCH']));
    expect(new Set(withBody.map((r) => r.contentType))).toEqual(new Set(['application/json']));
  });

  it('brings the service’s changes and new contacts into the app', async () => {
    const made = await service.api.ok('POST', '/api/contacts', { name: 'Grace Hopper', emails: ['grace@example.com'] });
    await app.drain();
    const list = await app.call('contacts.list', { query: 'Grace' });
    expect(list.items.map((c) => c.name)).toEqual(['Grace Hopper']);
    await service.api.ok('PATCH', `/api/contacts/${made.id}`, { position: 'Rear Admiral' });
    await app.drain();
    const local = await app.call('contacts.get', { id: list.items[0]!.id });
    expect(local.position).toBe('Rear Admiral');
  });

  it('records a conflict when both sides change a field, and resolves it either way', async () => {
    const c = await app.call('contacts.create', { name: 'Alan Turing', company: 'Bletchley' });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { company: 'NPL', position: 'Mathematician' });
    await app.call('contacts.update', { id: c.id, patch: { company: 'Manchester' } });
    await app.call('sync.now', {});
    const conflicts = await app.call('sync.conflicts', {});
    expect(conflicts).toEqual([expect.objectContaining({ contactId: c.id, contactName: 'Alan Turing', field: 'company', mine: 'Manchester', theirs: 'NPL', base: 'Bletchley' })]);
    // The remote-only change came through meanwhile.
    expect((await app.call('contacts.get', { id: c.id })).position).toBe('Mathematician');
    // While unresolved, the service keeps its value.
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('NPL');

    await app.call('sync.resolveConflict', { contactId: c.id, field: 'company', choice: 'mine' });
    await app.drain();
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('Manchester');
    expect(await app.call('sync.conflicts', {})).toEqual([]);

    await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { company: 'Cambridge' });
    await app.call('contacts.update', { id: c.id, patch: { company: 'Princeton' } });
    await app.call('sync.now', {});
    await app.call('sync.resolveConflict', { contactId: c.id, field: 'company', choice: 'theirs' });
    await app.drain();
    expect((await app.call('contacts.get', { id: c.id })).company).toBe('Cambridge');
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('Cambridge');
  });

  it('appends a note once even when the service appended another meanwhile', async () => {
    const c = await app.call('contacts.create', { name: 'Katherine Johnson', additionalInfo: 'NASA' });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    await service.api.ok('POST', `/api/contacts/${remoteId}/extend`, { text: 'from the service', field: 'additionalInfo' });
    await app.call('contacts.extend', { id: c.id, text: 'from the app', field: 'additionalInfo' });
    await app.drain();
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    const remote = await service.api.ok('GET', `/api/contacts/${remoteId}`);
    const local = await app.call('contacts.get', { id: c.id });
    expect(remote.additionalInfo).toBe('NASA\nfrom the service\nfrom the app');
    expect(local.additionalInfo).toBe(remote.additionalInfo);
  });

  it('shows a change the service refuses, keeps the local data, and goes on', async () => {
    const c = await app.call('contacts.create', { name: 'Strict Service' });
    await app.drain();
    // A service with stricter rules than the app's: it refuses the edit with 422 + violations.
    let refused = false;
    service.proxy.setPlan(({ method, path }) => {
      if (!refused && method === 'PATCH' && path.startsWith('/api/contacts/') && !path.endsWith('pipeline-state')) {
        refused = true;
        return {
          kind: 'answer',
          status: 422,
          contentType: 'application/problem+json',
          body: JSON.stringify({ title: 'Unprocessable Content', detail: 'company: This company is not allowed.', violations: [{ propertyPath: 'company', message: 'This company is not allowed.' }] }),
        };
      }
      return { kind: 'pass' };
    });
    await app.call('contacts.update', { id: c.id, patch: { company: 'Forbidden Inc' } });
    await app.call('contacts.extend', { id: c.id, text: 'still sent' });
    const status = await app.drain();
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    expect(status.rejected).toBe(1);
    const [rejected] = await app.call('sync.rejected', {});
    expect(rejected).toMatchObject({ kind: 'contact.update', contactName: 'Strict Service', state: 'rejected', sent: { company: 'Forbidden Inc' } });
    expect(rejected!.error).toMatch(/422.*This company is not allowed/);
    expect(rejected!.description).toBe('Edit of Strict Service (company)');
    expect((await app.call('contacts.get', { id: c.id })).company).toBe('Forbidden Inc');
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).additionalInfo).toBe('still sent');

    await app.call('sync.editOp', { opId: rejected!.opId, payload: { company: 'Short Co' } });
    await app.drain();
    expect(await app.call('sync.rejected', {})).toEqual([]);
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('Short Co');
    expect((await app.call('contacts.get', { id: c.id })).company).toBe('Short Co');
  });

  it('discarding a refused edit puts the service’s value back', async () => {
    const c = await app.call('contacts.create', { name: 'Discarded Edit', company: 'Original' });
    await app.drain();
    service.proxy.setPlan(({ method }) =>
      method === 'PATCH' ? { kind: 'answer', status: 400, contentType: 'application/problem+json', body: '{"title":"Bad Request","detail":"nope"}' } : { kind: 'pass' },
    );
    await app.call('contacts.update', { id: c.id, patch: { company: 'Refused' } });
    await app.drain();
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    const [rejected] = await app.call('sync.rejected', {});
    await app.call('sync.discardOp', { opId: rejected!.opId });
    expect((await app.call('contacts.get', { id: c.id })).company).toBe('Original');
    const status = await app.drain();
    expect(status).toMatchObject({ rejected: 0, pending: 0 });
  });

  it('removes a contact the service deleted, but never one with local changes', async () => {
    const quiet = await app.call('contacts.create', { name: 'Quiet One' });
    const busy = await app.call('contacts.create', { name: 'Busy One' });
    await app.drain();
    const quietRemote = (await app.call('contacts.get', { id: quiet.id })).remoteId!;
    const busyRemote = (await app.call('contacts.get', { id: busy.id })).remoteId!;
    service.db.deleteContact(quietRemote);
    service.db.deleteContact(busyRemote);
    await app.call('contacts.update', { id: busy.id, patch: { position: 'Still here' } });
    await app.call('sync.now', {});
    await expect(app.call('contacts.get', { id: quiet.id })).rejects.toThrow(/not_found/);
    const conflicts = await app.call('sync.conflicts', {});
    expect(conflicts).toEqual([expect.objectContaining({ contactId: busy.id, field: 'deleted', contactName: 'Busy One' })]);
    expect((await app.call('contacts.get', { id: busy.id })).position).toBe('Still here');

    // Keeping mine sends it again as a new contact, with the local edits.
    await app.call('sync.resolveConflict', { contactId: busy.id, field: 'deleted', choice: 'mine' });
    await app.drain();
    const again = await app.call('contacts.get', { id: busy.id });
    expect(again.remoteId).not.toBe(busyRemote);
    expect(await service.api.ok('GET', `/api/contacts/${again.remoteId}`)).toMatchObject({ name: 'Busy One', position: 'Still here' });
  });

  it('keeps a contact the service deleted while it has an open task or an unsent email here: that is a conflict', async () => {
    const withTask = await app.call('contacts.create', { name: 'Has A Task' });
    const withDraft = await app.call('contacts.create', { name: 'Has A Draft', emails: ['draft@example.com'] });
    const doneTask = await app.call('contacts.create', { name: 'Task Done' });
    await app.call('tasks.create', { contactId: withTask.id, title: 'Send the proposal', dueDate: '2030-01-01T10:00:00Z' });
    const finished = await app.call('tasks.create', { contactId: doneTask.id, title: 'Said thanks', dueDate: '2030-01-01T10:00:00Z' });
    await app.drain();
    await app.call('email.save', { contactId: withDraft.id, to: 'draft@example.com', subject: 'Next steps', body: 'Written by hand, not sent yet.' });
    await app.call('tasks.complete', { id: finished.id });
    await app.drain();
    for (const c of [withTask, withDraft, doneTask]) service.db.deleteContact((await app.call('contacts.get', { id: c.id })).remoteId!);

    await app.call('sync.now', {});
    // Nothing here but what the service had: removed. A task done and synced is not work left.
    await expect(app.call('contacts.get', { id: doneTask.id })).rejects.toThrow(/not_found/);
    const conflicts = (await app.call('sync.conflicts', {})).filter((c) => c.field === 'deleted');
    expect(conflicts.map((c) => c.contactName).sort()).toEqual(['Has A Draft', 'Has A Task']);
    expect((await app.call('tasks.list', { bucket: 'upcoming', contactId: withTask.id })).items.map((t) => t.title)).toEqual(['Send the proposal']);
    expect((await app.call('email.drafts', { contactId: withDraft.id })).map((d) => d.subject)).toEqual(['Next steps']);
  });
});
