// The editor keeps what is typed at every pause. Each such save once added an "Edited by hand"
// step with a whole copy of the email: 300 pauses on a long email made the history a wall of
// near-identical versions and the drafts list an answer of megabytes. Hand edits in a row are
// one step, a save that changes nothing is none, and refining still works on the last version.
import { expect, it } from 'vitest';
import { connectedApp } from './helpers/connected-app';

const env = connectedApp();

it('hand edits in a row are one history step with the last version; an unchanged save adds nothing; refine works on what was typed last', async () => {
  const { app } = env;
  const ada = await app.call('contacts.create', { name: 'Ada Pauses', emails: ['ada@pauses.example'] });
  await app.drain();
  let draft = await app.call('email.prepare', { contactId: ada.id, instruction: 'Thank her for the meeting' });

  // A long email typed with 300 pauses: each pause saves it.
  const long = 'The engine notes, once more. '.repeat(700); // ~20,000 characters
  for (let i = 1; i <= 300; i++) {
    draft = await app.call('email.save', { draftId: draft.id, contactId: ada.id, to: draft.to, subject: 'Engine notes', body: `${long}\n\nPause ${i}.` });
  }
  expect(draft.history.map((h) => h.kind)).toEqual(['prepare', 'edit']);
  expect(draft.history.at(-1)!.body).toContain('Pause 300.');
  const listed = await app.call('email.drafts', { contactId: ada.id });
  expect(JSON.stringify(listed).length).toBeLessThan(100_000);

  // Saved again as it is: no new step, and the email is not "changed" (its time stays).
  const again = await app.call('email.save', { draftId: draft.id, contactId: ada.id, to: draft.to, subject: 'Engine notes', body: `${long}\n\nPause 300.` });
  expect(again.updatedAt).toBe(draft.updatedAt);
  expect(again.history).toEqual(draft.history);

  // Refined: the service works on the last version typed; the steps read drafted, edited, refined.
  const short = await app.call('email.save', { draftId: draft.id, contactId: ada.id, to: draft.to, subject: 'Engine notes', body: 'Hi Ada,\n\nThe notes on the analytical engine are below.\n\nBest regards,' });
  const refined = await app.call('email.refine', { draftId: short.id, instruction: 'add that the slides are attached' });
  expect(refined.body).toContain('The notes on the analytical engine are below.');
  expect(refined.body).toContain('The slides are attached.');
  expect(refined.history.map((h) => h.kind)).toEqual(['prepare', 'edit', 'refine']);

  // A hand edit after the refinement is a step of its own: the refined version stays in the history.
  const after = await app.call('email.save', { draftId: refined.id, contactId: ada.id, to: refined.to, subject: 'Engine notes and slides', body: refined.body });
  expect(after.history.map((h) => h.kind)).toEqual(['prepare', 'edit', 'refine', 'edit']);
  expect(after.history[2]!.subject).toBe('Engine notes');
});
