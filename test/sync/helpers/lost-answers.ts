// Changes whose answer is lost on the way back (the service applied them): their outcome stays
// unknown to the app, the case Idempotency-Keys and their scope exist for.
import { expect } from 'vitest';
import { createToken } from '../../../server/index';
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

/**
 * The same task, then refused here once the access token changed: its key's record belongs to
 * the old token, so the app cannot tell whether it was made and waits for the user. The test's
 * app talks through the proxy and passes everything again afterwards.
 */
export async function taskRefusedAsUnsure(app: TestApp, service: TestService, name: string): Promise<{ remoteId: string }> {
  const made = await taskWithLostAnswer(app, service, name);
  service.proxy.setPlan(() => ({ kind: 'pass' }));
  await app.call('settings.setToken', { token: await createToken(service.dir, 'rotated') });
  expect(await app.drain()).toMatchObject({ pending: 0, rejected: 1 });
  return made;
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

/**
 * A contact the app made whose create answer was lost: another user changes its address on the
 * service, so the next pull cannot tell it is the app's own and stores it as a second card.
 * Returns the service's contact and that card (undefined if the pull did not store one).
 */
export async function copyPulledAfterEditThere(app: TestApp, service: TestService, made: { id: string; name: string }, newEmail: string, beforePull?: () => Promise<unknown>) {
  const [there] = (await service.api.allContacts()).filter((c) => c.name === made.name);
  await service.api.ok('PATCH', `/api/contacts/${there.id}`, { emails: [newEmail] }); // another user fixes the address
  await beforePull?.();
  await app.call('sync.now', {}); // the create still waits; the pull stores the edited copy
  const copy = (await app.call('contacts.list', { query: made.name })).items.find((c) => c.id !== made.id);
  return { there, copy };
}
