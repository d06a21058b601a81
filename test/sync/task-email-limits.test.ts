// Tasks and emails keep to what the service takes: a task title or an email the service would
// refuse is refused as it is typed, on its field, instead of being queued and refused later as a
// "refused change"; what the service takes goes through and reaches it.
import { describe, expect, it } from 'vitest';
import { limits } from '../../preload/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const due = '2030-05-04T09:00:00.000Z';
const queued = () => (app.core.store.raw("select id from outbox where state != 'done'") as unknown[]).length;

async function syncedContact() {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
  const contact = await app.call('contacts.create', { name: 'Ilse Brandt', emails: ['ilse@example.com'] });
  expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
  return contact;
}

/** The issues of a call that must be refused, by path. */
async function refused(method: 'tasks.create' | 'email.save' | 'email.prepare', input: Record<string, unknown>) {
  const result = await app.core.dispatch(method, input);
  expect(result.ok).toBe(false);
  if (result.ok) return {};
  expect(result.error.code).toBe('invalid_input');
  return Object.fromEntries((result.error.issues ?? []).map((i) => [i.path, i.message]));
}

describe('tasks', () => {
  it('a title longer than the service takes is refused on the title, and nothing is saved or queued', async () => {
    const c = await syncedContact();
    expect(await refused('tasks.create', { contactId: c.id, title: 't'.repeat(limits.taskTitle + 1), dueDate: due })).toEqual({
      title: `At most ${limits.taskTitle} characters`,
    });
    expect((await app.call('tasks.list', { bucket: 'upcoming' })).total).toBe(0);
    expect(queued()).toBe(0);
  });

  it('the longest title and a long description go through and reach the service', async () => {
    const c = await syncedContact();
    const title = 't'.repeat(limits.taskTitle);
    await app.call('tasks.create', { contactId: c.id, title, dueDate: due, description: 'd'.repeat(20_000) });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(service.db.tasks().map((t) => t.title)).toEqual([title]);
  });
});

describe('emails', () => {
  it('a subject or a body longer than the service takes is refused on its field, and nothing is saved', async () => {
    const c = await syncedContact();
    const issues = await refused('email.save', {
      contactId: c.id,
      to: 'ilse@example.com',
      subject: 's'.repeat(limits.emailSubject + 1),
      body: 'b'.repeat(limits.emailBody + 1),
    });
    expect(issues).toEqual({ subject: `At most ${limits.emailSubject} characters`, body: `At most ${limits.emailBody} characters` });
    expect(await app.call('email.drafts', { contactId: c.id })).toEqual([]);
  });

  it('the longest subject and body the service takes are sent', async () => {
    const c = await syncedContact();
    const subject = 's'.repeat(limits.emailSubject);
    const body = 'b'.repeat(limits.emailBody);
    const draft = await app.call('email.save', { contactId: c.id, to: 'ilse@example.com', subject, body });
    await app.call('email.send', { draftId: draft.id });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect((await app.call('email.drafts', { contactId: c.id }))[0]).toMatchObject({ status: 'sent' });
    expect(service.db.sentEmails()).toEqual([{ contact_id: expect.any(String), subject, body }]);
  });

  it('an instruction as long as the service takes is sent to the writer; a longer one is refused on it', async () => {
    const c = await syncedContact();
    const instruction = `Invite to the spring meetup. ${'Mention the venue. '.repeat(600)}`.slice(0, limits.instruction);
    const draft = await app.call('email.prepare', { contactId: c.id, instruction });
    expect(draft.sessionId).toBeTruthy();
    expect(await refused('email.prepare', { contactId: c.id, instruction: 'i'.repeat(limits.instruction + 1) })).toEqual({
      instruction: `At most ${limits.instruction} characters`,
    });
  });
});
