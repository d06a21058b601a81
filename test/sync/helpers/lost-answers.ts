// Changes whose answer is lost on the way back (the service applied them): their outcome stays
// unknown to the app, the case Idempotency-Keys and their scope exist for.
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { Fault } from './fault-proxy';
import type { TestService } from './service';

/** A contact on the service with a new task whose every answer is lost: made there once, its outcome unknown here. */
export async function taskWithLostAnswer(app: TestApp, service: TestService, name: string): Promise<{ remoteId: string }> {
  const c = await app.call('contacts.create', { name });
  await app.drain();
  const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
  service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path.endsWith('/tasks') ? { kind: 'lost' } : { kind: 'pass' }));
  await app.call('tasks.create', { contactId: c.id, title: 'Send the proposal', dueDate: '2031-05-01T09:00:00Z', type: 'proposal' });
  await app.call('sync.now', {});
  expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toHaveLength(1);
  expect(await app.call('sync.status', {})).toMatchObject({ pending: 1 });
  return { remoteId };
}

/** An email to a new contact whose send is answered and the answer lost: sent once, waiting for the user here. */
export async function emailWithLostSend(app: TestApp, service: TestService, person: { name: string; email: string }, subject: string): Promise<void> {
  const c = await app.call('contacts.create', { name: person.name, emails: [person.email] });
  await app.drain();
  const draft = await app.call('email.save', { contactId: c.id, to: person.email, subject, body: 'Only once, please.' });
  service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path.endsWith('/emails/send') ? { kind: 'lost' } : { kind: 'pass' }));
  await app.call('email.send', { draftId: draft.id });
  expect(await app.drain()).toMatchObject({ needsAttention: 1 });
  expect(service.db.sentEmails().filter((m) => m.subject === subject)).toHaveLength(1);
}
