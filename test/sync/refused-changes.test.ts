// A change the service refused, and what the user did after it: what the app and the service
// hold once the user retries, edits or discards the refused change. Acting on an old change
// must never undo a newer one, leave the two sides different with nothing left to send, or
// send an email twice.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { refuseOnce } from './helpers/refuse-once';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const isEdit = (method: string) => method === 'PATCH';
const isSend = (method: string, path: string) => method === 'POST' && path.endsWith('/emails/send');

/** The contact as the app shows it and as the service holds it. */
async function bothSides(localId: string) {
  const local = await app.call('contacts.get', { id: localId });
  const remote = await service.api.ok('GET', `/api/contacts/${local.remoteId}`);
  return { local, remote };
}

/** A synced contact whose next edit the service refuses: answers it and the refused change. */
async function refusedEdit(contact: Record<string, string>, patch: Record<string, string>) {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
  const c = await app.call('contacts.create', contact as never);
  await app.drain();
  service.proxy.setPlan(refuseOnce(isEdit));
  await app.call('contacts.update', { id: c.id, patch });
  await app.call('sync.now', {});
  const [refused] = await app.call('sync.rejected', {});
  expect(refused).toMatchObject({ kind: 'contact.update', state: 'rejected' });
  return { id: c.id, refused: refused! };
}

describe('a refused edit and newer edits of the same contact', () => {
  it('discarding the refused edit keeps a newer edit of the same field, here and on the service', async () => {
    const { id, refused } = await refusedEdit({ name: 'Dora', position: 'Intern' }, { position: 'Engineer' });
    await app.call('contacts.update', { id, patch: { position: 'Senior Engineer' } });
    await app.call('sync.discardOp', { opId: refused.opId });
    expect((await app.call('contacts.get', { id })).position).toBe('Senior Engineer');

    const status = await app.drain();
    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const { local, remote } = await bothSides(id);
    expect(local.position).toBe('Senior Engineer');
    expect(remote.position).toBe('Senior Engineer');
  });

  it('discarding a refused edit of the notes keeps a note added after it, here and on the service', async () => {
    const { id, refused } = await refusedEdit({ name: 'Noor', additionalInfo: 'Met in Lisbon' }, { additionalInfo: 'Rewritten' });
    await app.call('contacts.extend', { id, text: 'Wants a demo', field: 'additionalInfo' });
    await app.call('sync.discardOp', { opId: refused.opId });
    expect((await app.call('contacts.get', { id })).additionalInfo).toBe('Met in Lisbon\nWants a demo');

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const { local, remote } = await bothSides(id);
    expect(remote.additionalInfo).toBe('Met in Lisbon\nWants a demo');
    expect(local.additionalInfo).toBe(remote.additionalInfo);
  });

  it('retrying the refused edit after a newer one reached the service leaves the newer value on both sides', async () => {
    const { id, refused } = await refusedEdit({ name: 'Evan', position: 'Intern' }, { position: 'Engineer' });
    await app.call('contacts.update', { id, patch: { position: 'Manager' } });
    await app.drain();
    await app.call('sync.retryOp', { opId: refused.opId });

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const { local, remote } = await bothSides(id);
    expect(local.position).toBe('Manager');
    expect(remote.position).toBe('Manager');
  });

  it('retrying or editing the refused edit while a newer edit of the field is queued is refused and says why', async () => {
    const { id, refused } = await refusedEdit({ name: 'Fern', position: 'Intern', company: 'Acme' }, { position: 'Engineer' });
    await app.call('contacts.update', { id, patch: { position: 'Lead' } });
    await expect(app.call('sync.retryOp', { opId: refused.opId })).rejects.toThrow(/conflict: Newer changes of position are queued after this one/);
    await expect(app.call('sync.editOp', { opId: refused.opId, payload: { position: 'Architect' } })).rejects.toThrow(
      /conflict: A newer change of position is queued after this one and would replace what you typed/,
    );
    expect(await app.call('sync.rejected', {})).toHaveLength(1);

    await app.call('sync.discardOp', { opId: refused.opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const { local, remote } = await bothSides(id);
    expect(local.position).toBe('Lead');
    expect(remote.position).toBe('Lead');
  });
});

describe('a refused email send', () => {
  /** A contact with a draft whose first send the service refuses; answers both, after the refusal. */
  async function refusedSend() {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Ivy', emails: ['ivy@example.com'] });
    await app.drain();
    const draft = await app.call('email.save', { contactId: c.id, to: 'ivy@example.com', subject: 'Hello Ivy', body: 'First version' });
    service.proxy.setPlan(refuseOnce(isSend));
    await app.call('email.send', { draftId: draft.id });
    const status = await app.drain();
    expect(status.rejected).toBe(1);
    expect((await app.call('email.drafts', { contactId: c.id }))[0]!.status).toBe('failed');
    return { contactId: c.id, draftId: draft.id };
  }

  const sentToIvy = () => service.db.sentEmails().filter((m) => m.subject === 'Hello Ivy');

  /** The user corrects the draft and sends it again from the email view. */
  async function sendCorrected(contactId: string, draftId: string) {
    await app.call('email.save', { contactId, draftId, to: 'ivy@example.com', subject: 'Hello Ivy', body: 'Fixed version' });
    await app.call('email.send', { draftId });
    return app.drain();
  }

  it('sending the corrected draft again sends one email, the corrected one, and leaves no problem behind', async () => {
    const { contactId, draftId } = await refusedSend();
    const status = await sendCorrected(contactId, draftId);

    expect(status).toMatchObject({ pending: 0, rejected: 0 });
    expect(await app.call('sync.rejected', {})).toEqual([]);
    expect((await app.call('email.drafts', { contactId }))[0]!.status).toBe('sent');
    expect(sentToIvy().map((m) => m.body)).toEqual(['Fixed version']);
  });

  it('a refused send left over from before the draft was sent can neither send it twice nor make it a draft again', async () => {
    const { contactId, draftId } = await refusedSend();
    const [refused] = await app.call('sync.rejected', {});
    // As a database written before sending again settled the refused send would hold it.
    const leftover = app.core.store.sqlite.prepare('SELECT * FROM outbox WHERE id = ?').get(refused!.opId) as Record<string, unknown>;
    await sendCorrected(contactId, draftId);
    app.core.store.sqlite.prepare('DELETE FROM outbox WHERE id = ?').run(refused!.opId);
    app.core.store.sqlite
      .prepare(`INSERT INTO outbox (${Object.keys(leftover).join(', ')}) VALUES (${Object.keys(leftover).map(() => '?').join(', ')})`)
      .run(Object.values(leftover));
    expect(await app.call('sync.rejected', {})).toHaveLength(1);

    await expect(app.call('sync.retryOp', { opId: refused!.opId })).rejects.toThrow(/conflict: This email was sent already/);
    const payload = { ...refused!.sent, emailData: { to: 'ivy@example.com', subject: 'Hello Ivy', body: 'Third version' } };
    await expect(app.call('sync.editOp', { opId: refused!.opId, payload })).rejects.toThrow(/conflict: This email was sent already/);
    await app.call('sync.discardOp', { opId: refused!.opId });

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect((await app.call('email.drafts', { contactId }))[0]!.status).toBe('sent');
    expect(sentToIvy().map((m) => m.body)).toEqual(['Fixed version']);
  });

  it('deleting the draft of a refused send takes the send off the problems list', async () => {
    const { draftId } = await refusedSend();
    await app.call('email.discard', { draftId });
    expect(await app.call('sync.rejected', {})).toEqual([]);
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(sentToIvy()).toEqual([]);
  });
});

describe('a refused task', () => {
  it('corrected with a due time written with an offset is stored and listed by its instant, here and on the service', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Tess Task', emails: ['tess@example.com'] });
    await app.drain();
    service.proxy.setPlan(refuseOnce((method, path) => method === 'POST' && path.endsWith('/tasks')));
    const task = await app.call('tasks.create', { contactId: c.id, title: 'Send quote', dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    expect(await app.drain()).toMatchObject({ rejected: 1 });
    const [refused] = await app.call('sync.rejected', {});

    // Corrected to two hours ago, written in a +14:00 zone: on the calendar that is often
    // tomorrow, but the task is overdue.
    const due = new Date(Math.floor((Date.now() - 2 * 3_600_000) / 1000) * 1000);
    const typed = new Date(due.getTime() + 14 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+14:00');
    await app.call('sync.editOp', { opId: refused!.opId, payload: { ...refused!.sent, dueDate: typed } });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });

    const overdue = await app.call('tasks.list', { bucket: 'overdue' });
    expect(overdue.items).toMatchObject([{ id: task.id, dueDate: due.toISOString() }]);
    const made = service.proxy.log.filter((r) => r.method === 'POST' && r.path.endsWith('/tasks') && r.status === 201);
    expect(made.map((r) => new Date(JSON.parse(r.body).dueDate).getTime())).toEqual([due.getTime()]);
  });
});

describe('a refused pipeline move', () => {
  it('corrected to a state the app does not have is refused in words, and nothing changes', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Pip Move', emails: ['pip@example.com'] });
    await app.drain();
    const [state] = await app.call('pipelineStates.list', {});
    service.proxy.setPlan(refuseOnce((method, path) => method === 'PATCH' && path.endsWith('/pipeline-state')));
    await app.call('contacts.setPipelineState', { id: c.id, stateId: state!.id });
    expect(await app.drain()).toMatchObject({ rejected: 1 });
    const [refused] = await app.call('sync.rejected', {});

    await expect(app.call('sync.editOp', { opId: refused!.opId, payload: { stateId: randomUUID() } })).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('no such pipeline state here'),
    });
    expect(await app.call('sync.rejected', {})).toEqual([refused]);
    expect((await app.call('contacts.get', { id: c.id })).pipelineState).toMatchObject({ id: state!.id });
  });
});
