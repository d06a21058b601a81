// A drafting session the service no longer knows: the email is whole here, so refining starts
// a new session from it and sending goes without it — no error for the user, nothing lost,
// exactly one email out.
import { expect, it } from 'vitest';
import { connectedApp } from './helpers/connected-app';

const env = connectedApp();

it('refining after the service forgot the session starts a new one from the edited email', async () => {
  const ada = await env.app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
  await env.app.drain();
  const drafted = await env.app.call('email.prepare', { contactId: ada.id, instruction: 'Thank her for the meeting' });
  const edited = await env.app.call('email.save', { draftId: drafted.id, contactId: ada.id, to: drafted.to, subject: 'Our meeting', body: 'Hi Ada,\n\nThank you for Tuesday.\n\nBest regards,' });
  env.service.db.forgetEmailSessions();

  const refined = await env.app.call('email.refine', { draftId: edited.id, instruction: 'add that the notes follow' });
  expect(refined.sessionId).toBeTruthy();
  expect(refined.sessionId).not.toBe(drafted.sessionId);
  expect(refined.subject).toBe('Our meeting');
  expect(refined.body).toBe('Hi Ada,\n\nThank you for Tuesday.\n\nThe notes follow.\n\nBest regards,');
  expect(refined.history.map((h) => h.kind)).toEqual(['prepare', 'edit', 'refine']);
});

it('an email whose session the service forgot is sent once, without it', async () => {
  const grace = await env.app.call('contacts.create', { name: 'Grace Hopper', emails: ['grace@example.com'] });
  await env.app.drain();
  const drafted = await env.app.call('email.prepare', { contactId: grace.id, instruction: 'Ask for the COBOL manuals' });
  env.service.db.forgetEmailSessions();

  await env.app.call('email.send', { draftId: drafted.id });
  const status = await env.app.drain();
  expect(status).toMatchObject({ pending: 0, rejected: 0, needsAttention: 0 });
  const [sent] = await env.app.call('email.drafts', { contactId: grace.id });
  // Sent, and nothing else went wrong; this service has no mail server, and the email says so.
  expect(sent).toMatchObject({ status: 'sent', error: expect.stringMatching(/^The service recorded this email but did not deliver it/) });
  expect(env.service.db.sentEmails().filter((m) => m.subject === drafted.subject && m.body === drafted.body)).toHaveLength(1);
});
