// Every op kind reaching the real reference service, and the service's changes coming back:
// what a user checks after pressing "Sync now".
import { describe, expect, it } from 'vitest';
import { connectedApp } from './helpers/connected-app';

const env = connectedApp();

const remoteOf = async (localId: string) => {
  const contact = await env.app.call('contacts.get', { id: localId });
  expect(contact.remoteId).toBeTruthy();
  return env.service.api.ok('GET', `/api/contacts/${contact.remoteId}`);
};

describe('sync round trip', () => {
  it('sends a new contact, its edits, notes, pipeline move, task and email', async () => {
    const created = await env.app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'], company: 'Engines Ltd' });
    await env.app.call('contacts.update', { id: created.id, patch: { position: 'Analyst' } });
    await env.app.call('contacts.extend', { id: created.id, text: 'Met at the Royal Society', field: 'meetingContext' });
    const states = await env.app.call('pipelineStates.list', {});
    const won = states.find((s) => s.name === 'Won')!;
    await env.app.call('contacts.setPipelineState', { id: created.id, stateId: won.id });
    await env.app.call('tasks.create', { contactId: created.id, title: 'Call back', dueDate: '2030-01-01T10:00:00Z', type: 'call' });
    const draft = await env.app.call('email.save', { contactId: created.id, to: 'ada@example.com', subject: 'Hello', body: 'Dear Ada' });
    await env.app.call('email.send', { draftId: draft.id });

    const status = await env.app.drain();
    expect(status.pending).toBe(0);
    expect(status.rejected).toBe(0);
    expect(status.online).toBe(true);
    expect(status.lastSuccessAt).not.toBeNull();

    const remote = await remoteOf(created.id);
    expect(remote).toMatchObject({ name: 'Ada Lovelace', emails: ['ada@example.com'], company: 'Engines Ltd', position: 'Analyst', meetingContext: 'Met at the Royal Society' });
    expect(remote.pipelineState?.name).toBe('Won');
    const [sent] = await env.app.call('email.drafts', { contactId: created.id });
    expect(sent!.status).toBe('sent');
    const tasks = (await env.app.call('tasks.list', { bucket: 'upcoming', contactId: created.id })).items;
    expect(tasks[0]!.pending).toBe(false);

    // As the interface asks: every request accepts application/json, and every body is sent as application/json.
    const sentToService = env.service.proxy.log.filter((r) => r.method !== 'GET' || r.path.startsWith('/api/'));
    expect(sentToService.length).toBeGreaterThan(6);
    expect(new Set(sentToService.map((r) => r.accept))).toEqual(new Set(['application/json']));
    const withBody = sentToService.filter((r) => r.body !== '');
    expect(new Set(withBody.map((r) => r.method))).toEqual(new Set(['POST', 'PATCH']));
    expect(new Set(withBody.map((r) => r.contentType))).toEqual(new Set(['application/json']));
  });

  it('brings the service’s changes and new contacts into the app', async () => {
    const made = await env.service.api.ok('POST', '/api/contacts', { name: 'Grace Hopper', emails: ['grace@example.com'] });
    await env.app.drain();
    const list = await env.app.call('contacts.list', { query: 'Grace' });
    expect(list.items.map((c) => c.name)).toEqual(['Grace Hopper']);
    await env.service.api.ok('PATCH', `/api/contacts/${made.id}`, { position: 'Rear Admiral' });
    await env.app.drain();
    const local = await env.app.call('contacts.get', { id: list.items[0]!.id });
    expect(local.position).toBe('Rear Admiral');
  });

  it('records a conflict when both sides change a field, and resolves it either way', async () => {
    const c = await env.app.call('contacts.create', { name: 'Alan Turing', company: 'Bletchley' });
    await env.app.drain();
    const remoteId = (await env.app.call('contacts.get', { id: c.id })).remoteId!;
    await env.service.api.ok('PATCH', `/api/contacts/${remoteId}`, { company: 'NPL', position: 'Mathematician' });
    await env.app.call('contacts.update', { id: c.id, patch: { company: 'Manchester' } });
    await env.app.call('sync.now', {});
    const conflicts = await env.app.call('sync.conflicts', {});
    expect(conflicts).toEqual([expect.objectContaining({ contactId: c.id, contactName: 'Alan Turing', field: 'company', mine: 'Manchester', theirs: 'NPL', base: 'Bletchley' })]);
    // The remote-only change came through meanwhile.
    expect((await env.app.call('contacts.get', { id: c.id })).position).toBe('Mathematician');
    // While unresolved, the service keeps its value.
    expect((await env.service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('NPL');

    await env.app.call('sync.resolveConflict', { contactId: c.id, field: 'company', choice: 'mine' });
    await env.app.drain();
    expect((await env.service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('Manchester');
    expect(await env.app.call('sync.conflicts', {})).toEqual([]);

    await env.service.api.ok('PATCH', `/api/contacts/${remoteId}`, { company: 'Cambridge' });
    await env.app.call('contacts.update', { id: c.id, patch: { company: 'Princeton' } });
    await env.app.call('sync.now', {});
    await env.app.call('sync.resolveConflict', { contactId: c.id, field: 'company', choice: 'theirs' });
    await env.app.drain();
    expect((await env.app.call('contacts.get', { id: c.id })).company).toBe('Cambridge');
    expect((await env.service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('Cambridge');
  });

  it('appends a note once even when the service appended another meanwhile', async () => {
    const c = await env.app.call('contacts.create', { name: 'Katherine Johnson', additionalInfo: 'NASA' });
    await env.app.drain();
    const remoteId = (await env.app.call('contacts.get', { id: c.id })).remoteId!;
    await env.service.api.ok('POST', `/api/contacts/${remoteId}/extend`, { text: 'from the service', field: 'additionalInfo' });
    await env.app.call('contacts.extend', { id: c.id, text: 'from the app', field: 'additionalInfo' });
    await env.app.drain();
    expect(await env.app.call('sync.conflicts', {})).toEqual([]);
    const remote = await env.service.api.ok('GET', `/api/contacts/${remoteId}`);
    const local = await env.app.call('contacts.get', { id: c.id });
    expect(remote.additionalInfo).toBe('NASA\nfrom the service\nfrom the app');
    expect(local.additionalInfo).toBe(remote.additionalInfo);
  });

  it('shows a change the service refuses, keeps the local data, and goes on', async () => {
    const c = await env.app.call('contacts.create', { name: 'Strict Service' });
    await env.app.drain();
    // A service with stricter rules than the app's: it refuses the edit with 422 + violations.
    let refused = false;
    env.service.proxy.setPlan(({ method, path }) => {
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
    await env.app.call('contacts.update', { id: c.id, patch: { company: 'Forbidden Inc' } });
    await env.app.call('contacts.extend', { id: c.id, text: 'still sent' });
    const status = await env.app.drain();
    env.service.proxy.setPlan(() => ({ kind: 'pass' }));
    expect(status.rejected).toBe(1);
    const [rejected] = await env.app.call('sync.rejected', {});
    expect(rejected).toMatchObject({ kind: 'contact.update', contactName: 'Strict Service', state: 'rejected', sent: { company: 'Forbidden Inc' } });
    expect(rejected!.error).toMatch(/422.*This company is not allowed/);
    expect(rejected!.description).toBe('Edit of Strict Service (company)');
    expect((await env.app.call('contacts.get', { id: c.id })).company).toBe('Forbidden Inc');
    const remoteId = (await env.app.call('contacts.get', { id: c.id })).remoteId!;
    expect((await env.service.api.ok('GET', `/api/contacts/${remoteId}`)).additionalInfo).toBe('still sent');

    await env.app.call('sync.editOp', { opId: rejected!.opId, payload: { company: 'Short Co' } });
    await env.app.drain();
    expect(await env.app.call('sync.rejected', {})).toEqual([]);
    expect((await env.service.api.ok('GET', `/api/contacts/${remoteId}`)).company).toBe('Short Co');
    expect((await env.app.call('contacts.get', { id: c.id })).company).toBe('Short Co');
  });

  it('discarding a refused edit puts the service’s value back', async () => {
    const c = await env.app.call('contacts.create', { name: 'Discarded Edit', company: 'Original' });
    await env.app.drain();
    env.service.proxy.setPlan(({ method }) =>
      method === 'PATCH' ? { kind: 'answer', status: 400, contentType: 'application/problem+json', body: '{"title":"Bad Request","detail":"nope"}' } : { kind: 'pass' },
    );
    await env.app.call('contacts.update', { id: c.id, patch: { company: 'Refused' } });
    await env.app.drain();
    env.service.proxy.setPlan(() => ({ kind: 'pass' }));
    const [rejected] = await env.app.call('sync.rejected', {});
    await env.app.call('sync.discardOp', { opId: rejected!.opId });
    expect((await env.app.call('contacts.get', { id: c.id })).company).toBe('Original');
    const status = await env.app.drain();
    expect(status).toMatchObject({ rejected: 0, pending: 0 });
  });

  it('removes a contact the service deleted, but never one with local changes', async () => {
    const quiet = await env.app.call('contacts.create', { name: 'Quiet One' });
    const busy = await env.app.call('contacts.create', { name: 'Busy One' });
    await env.app.drain();
    const quietRemote = (await env.app.call('contacts.get', { id: quiet.id })).remoteId!;
    const busyRemote = (await env.app.call('contacts.get', { id: busy.id })).remoteId!;
    env.service.db.deleteContact(quietRemote);
    env.service.db.deleteContact(busyRemote);
    await env.app.call('contacts.update', { id: busy.id, patch: { position: 'Still here' } });
    await env.app.call('sync.now', {});
    await expect(env.app.call('contacts.get', { id: quiet.id })).rejects.toThrow(/not_found/);
    const conflicts = await env.app.call('sync.conflicts', {});
    expect(conflicts).toEqual([expect.objectContaining({ contactId: busy.id, field: 'deleted', contactName: 'Busy One' })]);
    expect((await env.app.call('contacts.get', { id: busy.id })).position).toBe('Still here');

    // Keeping mine sends it again as a new contact, with the local edits.
    await env.app.call('sync.resolveConflict', { contactId: busy.id, field: 'deleted', choice: 'mine' });
    await env.app.drain();
    const again = await env.app.call('contacts.get', { id: busy.id });
    expect(again.remoteId).not.toBe(busyRemote);
    expect(await env.service.api.ok('GET', `/api/contacts/${again.remoteId}`)).toMatchObject({ name: 'Busy One', position: 'Still here' });
  });

  it('keeps a contact the service deleted while it has an open task or an unsent email here: that is a conflict', async () => {
    const withTask = await env.app.call('contacts.create', { name: 'Has A Task' });
    const withDraft = await env.app.call('contacts.create', { name: 'Has A Draft', emails: ['draft@example.com'] });
    const doneTask = await env.app.call('contacts.create', { name: 'Task Done' });
    await env.app.call('tasks.create', { contactId: withTask.id, title: 'Send the proposal', dueDate: '2030-01-01T10:00:00Z' });
    const finished = await env.app.call('tasks.create', { contactId: doneTask.id, title: 'Said thanks', dueDate: '2030-01-01T10:00:00Z' });
    await env.app.drain();
    await env.app.call('email.save', { contactId: withDraft.id, to: 'draft@example.com', subject: 'Next steps', body: 'Written by hand, not sent yet.' });
    await env.app.call('tasks.complete', { id: finished.id });
    await env.app.drain();
    for (const c of [withTask, withDraft, doneTask]) env.service.db.deleteContact((await env.app.call('contacts.get', { id: c.id })).remoteId!);

    await env.app.call('sync.now', {});
    // Nothing here but what the service had: removed. A task done and synced is not work left.
    await expect(env.app.call('contacts.get', { id: doneTask.id })).rejects.toThrow(/not_found/);
    const conflicts = (await env.app.call('sync.conflicts', {})).filter((c) => c.field === 'deleted');
    expect(conflicts.map((c) => c.contactName).sort()).toEqual(['Has A Draft', 'Has A Task']);
    expect((await env.app.call('tasks.list', { bucket: 'upcoming', contactId: withTask.id })).items.map((t) => t.title)).toEqual(['Send the proposal']);
    expect((await env.app.call('email.drafts', { contactId: withDraft.id })).map((d) => d.subject)).toEqual(['Next steps']);
  });
});
