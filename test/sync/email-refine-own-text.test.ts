// Refining an email the user wrote by hand (no drafting session yet) starts a session from
// their email: the service works on what they wrote, it does not replace it with a fresh draft.
import { expect, it } from 'vitest';
import { connectedApp } from './helpers/connected-app';

const env = connectedApp();

it('a hand-written email refined by instruction keeps its subject and the words the user wrote', async () => {
  const ada = await env.app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
  await env.app.drain();
  const own = await env.app.call('email.save', {
    contactId: ada.id,
    to: 'ada@example.com',
    subject: 'Engine notes',
    body: 'Hi Ada,\n\nHere are my notes on the analytical engine.\n\nBest regards,',
  });
  const refined = await env.app.call('email.refine', { draftId: own.id, instruction: 'add that the slides are attached' });
  expect(refined.sessionId).toBeTruthy();
  expect(refined.subject).toBe('Engine notes');
  expect(refined.body).toContain('Here are my notes on the analytical engine.');
  expect(refined.body).toContain('The slides are attached.');
});
