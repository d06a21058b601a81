// The user can stop the service writing an email (a model can take a minute). The call that
// asked answers at once that it was stopped, the email stays as it was before it was asked for,
// and the service's answer, when the model gives it afterwards, changes nothing.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { connectedAppWithHeldWriter } from './helpers/held-writer-app';

const { env, held } = connectedAppWithHeldWriter();

const MINE = { subject: 'Quarterly numbers', body: 'Hi Ada,\n\nThe numbers are attached.\n\nBest regards,' };
const LATE = { subject: 'Rewritten', body: 'Hi Ada,\n\nA rewritten email.\n\nBest regards,' };
const STOPPED = { code: 'stopped', message: 'Stopped. Nothing was changed.' };

async function syncedContact(name: string, email: string) {
  const contact = await env.app.call('contacts.create', { name, emails: [email] });
  await env.app.drain();
  return contact;
}

/** The model answers the request it holds; the service writes its answer and sends it back to nobody. */
async function lateAnswer(path: RegExp) {
  held.writer.release(LATE);
  await env.service.proxy.settled();
  expect(env.service.proxy.log.filter((r) => path.test(r.path)).at(-1)).toMatchObject({ forwarded: true, status: 200 });
}

it('a new email stopped while the service drafts it is not made, nor by the answer that comes after', async () => {
  const contact = await syncedContact('Ada Lovelace', 'ada@example.com');
  const drafting = env.app.core.dispatch('email.prepare', { contactId: contact.id, instruction: 'Send the numbers' });
  await held.writer.waiting();

  expect(await env.app.call('email.stopWriting', { contactId: contact.id })).toEqual({ stopped: true });
  expect(await drafting).toEqual({ ok: false, error: STOPPED });
  expect(await env.app.call('email.drafts', { contactId: contact.id })).toEqual([]);

  await lateAnswer(/\/emails\/prepare$/);
  expect(await env.app.call('email.drafts', { contactId: contact.id })).toEqual([]);
  // A stop is not the service failing: the app stays online.
  expect(await env.app.call('sync.status', {})).toMatchObject({ online: true, lastError: null });
});

it('a refinement stopped keeps the email as it was; the late answer changes nothing, and asking again works', async () => {
  const contact = await syncedContact('Grace Hopper', 'grace@example.com');
  const draft = await env.app.call('email.save', { contactId: contact.id, to: 'grace@example.com', ...MINE });
  const refining = env.app.core.dispatch('email.refine', { draftId: draft.id, instruction: 'Make it warmer' });
  await held.writer.waiting();

  expect(await env.app.call('email.stopWriting', { contactId: contact.id })).toEqual({ stopped: true });
  expect(await refining).toEqual({ ok: false, error: STOPPED });
  expect(await env.app.call('email.drafts', { contactId: contact.id })).toEqual([draft]);

  await lateAnswer(/\/emails\/(prepare|refine)$/);
  expect(await env.app.call('email.drafts', { contactId: contact.id })).toEqual([draft]);

  const again = env.app.call('email.refine', { draftId: draft.id, instruction: 'Make it warmer' });
  await held.writer.waiting();
  held.writer.release(LATE);
  expect(await again).toMatchObject({ id: draft.id, ...LATE, history: [{ kind: 'edit' }, { kind: 'refine', instruction: 'Make it warmer' }] });
});

it('with nothing being written, or the answer already in, a stop says it stopped nothing', async () => {
  const contact = await syncedContact('Alan Turing', 'alan@example.com');
  expect(await env.app.call('email.stopWriting', { contactId: contact.id })).toEqual({ stopped: false });

  const drafting = env.app.call('email.prepare', { contactId: contact.id, instruction: 'Ask about the machine' });
  await held.writer.waiting();
  held.writer.release(LATE);
  const drafted = await drafting;
  expect(await env.app.call('email.stopWriting', { contactId: contact.id })).toEqual({ stopped: false });
  expect(await env.app.call('email.drafts', { contactId: contact.id })).toEqual([drafted]);

  // Another contact's email being written is not this one's to stop.
  const other = await syncedContact('Edsger Dijkstra', 'edsger@example.com');
  const writing = env.app.call('email.prepare', { contactId: other.id, instruction: 'Ask about the semaphores' });
  await held.writer.waiting();
  expect(await env.app.call('email.stopWriting', { contactId: contact.id })).toEqual({ stopped: false });
  held.writer.release(LATE);
  expect(await writing).toMatchObject({ contactId: other.id, ...LATE });
});

it('a second stop of the same request stops nothing more', async () => {
  const contact = await syncedContact('Barbara Liskov', 'barbara@example.com');
  const drafting = env.app.core.dispatch('email.prepare', { contactId: contact.id, instruction: 'Ask about CLU' });
  await held.writer.waiting();
  const stops = await Promise.all([env.app.call('email.stopWriting', { contactId: contact.id }), env.app.call('email.stopWriting', { contactId: contact.id })]);
  expect(stops).toEqual([{ stopped: true }, { stopped: false }]);
  expect(await drafting).toEqual({ ok: false, error: STOPPED });
  await lateAnswer(/\/emails\/prepare$/);
});

it('a stop names a contact by its id, and nothing else', async () => {
  for (const input of [{}, { contactId: 'not-an-id' }, { contactId: randomUUID(), draftId: randomUUID() }]) {
    const answer = await env.app.core.dispatch('email.stopWriting', input);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input', message: expect.stringMatching(/^Invalid input for email.stopWriting: /) } });
  }
  expect(await env.app.call('email.stopWriting', { contactId: randomUUID() })).toEqual({ stopped: false });
});
