// The service's draft arrives after a wait (a model can take many seconds). What the user did
// meanwhile — an edit saved, the email queued to send from another window — is not undone by
// the late answer, and the email can never become sendable a second time.
import { expect, it } from 'vitest';
import { connectedAppWithHeldWriter } from './helpers/held-writer-app';

const { env, held } = connectedAppWithHeldWriter();

const MINE = { subject: 'Quarterly numbers', body: 'Hi Ada,\n\nThe numbers are attached.\n\nBest regards,' };
const LATE = { subject: 'Rewritten', body: 'Hi Ada,\n\nA rewritten email.\n\nBest regards,' };

async function contactWithDraft(name: string, email: string) {
  const contact = await env.app.call('contacts.create', { name, emails: [email] });
  await env.app.drain();
  const draft = await env.app.call('email.save', { contactId: contact.id, to: email, ...MINE });
  return { contact, draft };
}

it('an edit saved while the service rewrites the email is kept; the late answer is refused with a clear message', async () => {
  const { contact, draft } = await contactWithDraft('Ada Lovelace', 'ada@example.com');
  const refining = env.app.core.dispatch('email.refine', { draftId: draft.id, instruction: 'Make it warmer' });
  await held.writer.waiting();
  await env.app.call('email.save', { draftId: draft.id, contactId: contact.id, to: 'ada@example.com', subject: MINE.subject, body: `${MINE.body}\nPS: see you Friday` });
  held.writer.release(LATE);

  const answer = await refining;
  expect(answer.ok).toBe(false);
  expect(!answer.ok && answer.error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/changed while the service was writing: your changes are kept/) });
  const [kept] = await env.app.call('email.drafts', { contactId: contact.id });
  expect(kept).toMatchObject({ status: 'draft', subject: MINE.subject, body: `${MINE.body}\nPS: see you Friday` });
});

it('an email queued to send while the service rewrites it stays queued, and goes out once', async () => {
  const { contact, draft } = await contactWithDraft('Grace Hopper', 'grace@example.com');
  const refining = env.app.core.dispatch('email.refine', { draftId: draft.id, instruction: 'Make it warmer' });
  await held.writer.waiting();
  await env.app.call('email.send', { draftId: draft.id }); // from another window
  held.writer.release(LATE);

  const answer = await refining;
  expect(answer.ok).toBe(false);
  const [queued] = await env.app.call('email.drafts', { contactId: contact.id });
  expect(queued).toMatchObject({ status: 'queued', subject: MINE.subject, body: MINE.body });
  await expect(env.app.call('email.send', { draftId: draft.id })).rejects.toMatchObject({ code: 'conflict' });

  await env.app.drain();
  expect((await env.app.call('email.drafts', { contactId: contact.id }))[0]).toMatchObject({ status: 'sent', subject: MINE.subject });
  expect(env.service.db.sentEmails().filter((m) => m.subject === MINE.subject && m.body === MINE.body)).toHaveLength(1);
});
