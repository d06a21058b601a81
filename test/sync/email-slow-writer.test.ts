// A service drafting with a language model can take longer than the app's usual request
// timeout. Drafting and refining wait for it (writingTimeoutMs), so the user gets the draft,
// or the service's own answer, rather than "the service did not answer in time". Here the
// usual timeout is cut to 300 ms and the model answers a second after it is asked.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatCompletionsEmailWriter } from '../../server/index';
import { startHeldWriter, type HeldWriter } from '../helpers/held-writer';
import { connectedApp } from './helpers/connected-app';

let writer: HeldWriter;
beforeAll(async () => {
  writer = await startHeldWriter();
});
afterAll(() => writer?.close());
const env = connectedApp({ service: () => ({ writer: new ChatCompletionsEmailWriter({ url: writer.url, model: 'test-model' }) }), app: { sync: { requestTimeoutMs: 300, writingTimeoutMs: 30_000 } } });

/** Answers the model's next request a second after it arrives (three times the usual timeout). */
async function answerSlowly(email: { subject: string; body: string }) {
  await writer.waiting();
  await sleep(1_000);
  writer.release(email);
}

it('a draft and a refinement the service takes longer than the usual timeout to write arrive', async () => {
  const contact = await env.app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
  await env.app.drain();

  const drafting = env.app.core.dispatch('email.prepare', { contactId: contact.id, instruction: 'Thank her for the notes' });
  await answerSlowly({ subject: 'Thank you', body: 'Hi Ada,\n\nThank you for the notes.\n\nBest regards,' });
  const drafted = await drafting;
  expect(drafted.ok && drafted.value).toMatchObject({ subject: 'Thank you', body: expect.stringContaining('Thank you for the notes') });

  const draftId = drafted.ok ? (drafted.value as { id: string }).id : '';
  const refining = env.app.core.dispatch('email.refine', { draftId, instruction: 'Shorter' });
  await answerSlowly({ subject: 'Thanks', body: 'Hi Ada,\n\nThanks!\n\nBest regards,' });
  const refined = await refining;
  expect(refined.ok && refined.value).toMatchObject({ id: draftId, subject: 'Thanks' });

  const status = await env.app.call('sync.status', {});
  expect(status.online).toBe(true);
});
