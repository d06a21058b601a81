// A window still showing a card that a sync folded into the contact the user made (its detail,
// an edit form, a task or email form, the Pipeline board) names the card's old id. What the user
// does there must reach the contact that remains, not answer "no contact with id …".
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { pause, pullCopyOfLostCreate, SLOW_RETRY } from './helpers/folded-copy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('acting on a card folded into another', () => {
  it('lands every action named with the old card on the contact that remains, and it reaches the service', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: SLOW_RETRY });
    const { made, copy, remoteId } = await pullCopyOfLostCreate(app, service, { name: 'Frankie Fold', emails: ['frankie@example.com'] });
    await pause(3_200);
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 }); // the copy is folded in
    expect((await app.call('contacts.list', { query: 'Frankie Fold' })).items.map((c) => c.id)).toEqual([made.id]);

    // The window, still on the copy: its detail reloads, then the user acts on it.
    expect(await app.call('contacts.get', { id: copy.id })).toMatchObject({ id: made.id, name: 'Frankie Fold' });
    expect(await app.call('contacts.update', { id: copy.id, patch: { company: 'Fold & Co' } })).toMatchObject({ id: made.id, company: 'Fold & Co' });
    expect((await app.call('contacts.extend', { id: copy.id, text: 'Prefers mornings' })).additionalInfo).toBe('Prefers mornings');
    const [won] = (await app.call('pipelineStates.list', {})).filter((s) => s.name === 'Won');
    expect(await app.call('contacts.setPipelineState', { id: copy.id, stateId: won!.id })).toMatchObject({ id: made.id, pipelineState: { id: won!.id, name: 'Won' } });
    expect(await app.call('tasks.create', { contactId: copy.id, title: 'Call Frankie', dueDate: '2031-05-01T09:00:00Z', type: 'call' })).toMatchObject({ contactId: made.id });
    expect((await app.call('tasks.list', { bucket: 'upcoming', contactId: copy.id })).items.map((t) => t.title)).toEqual(['Call Frankie']);
    const draft = await app.call('email.save', { contactId: copy.id, to: 'frankie.other@example.com', subject: 'Hello', body: 'Hi Frankie' });
    expect(draft.contactId).toBe(made.id);
    expect((await app.call('email.drafts', { contactId: copy.id })).map((d) => d.id)).toEqual([draft.id]);
    expect(await app.call('email.save', { contactId: copy.id, draftId: draft.id, to: 'frankie.other@example.com', subject: 'Hello', body: 'Hi Frankie, see you Monday' })).toMatchObject({ contactId: made.id });
    await app.call('email.send', { draftId: draft.id });
    expect(await app.call('contacts.withEmails', { emails: ['frankie.other@example.com'], exceptId: copy.id })).toEqual([]);

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await service.api.ok('GET', `/api/contacts/${remoteId}`)).toMatchObject({ company: 'Fold & Co', additionalInfo: 'Prefers mornings' });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Call Frankie']);
    expect(service.db.sentEmails().filter((e) => e.contact_id === remoteId).map((e) => e.body)).toEqual(['Hi Frankie, see you Monday']);
    expect((await app.call('contacts.list', { query: 'Frankie Fold' })).items.map((c) => c.id)).toEqual([made.id]);
  });

  it('still says a contact removed for good is not there', async () => {
    app = await startTestApp();
    const gone = '00000000-0000-4000-8000-000000000000';
    const answer = await app.core.dispatch('contacts.update', { id: gone, patch: { company: 'Nobody' } });
    expect(answer).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
