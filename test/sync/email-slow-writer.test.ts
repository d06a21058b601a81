// A service drafting with a language model can take longer than the app's usual request
// timeout. Drafting and refining wait for it (writingTimeoutMs), so the user gets the draft,
// or the service's own answer, rather than "the service did not answer in time". Here the
// usual timeout is cut to 300 ms and the model answers a second after it is asked.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatCompletionsEmailWriter } from '../../server/index';
import { startHeldWriter, type HeldWriter } from '../helpers/held-writer';
import { startTestApp, type TestApp } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

let writer: HeldWriter;
let service: TestService;
let app: TestApp;
beforeAll(async () => {
  writer = await startHeldWriter();
  service = await startTestService({ writer: new ChatCompletionsEmailWriter({ url: writer.url, model: 'test-model' }) });
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { requestTimeoutMs: 300, writingTimeoutMs: 30_000 } });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
  await writer?.close();
});

/** Answers the model's next request a second after it arrives (three times the usual timeout). */
async function answerSlowly(email: { subject: string; body: string }) {
  await writer.waiting();
  await sleep(1_000);
  writer.release(email);
}

it('a draft and a refinement the service takes longer than the usual timeout to write arrive', async () => {
  const contact = await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
  await app.drain();

  const drafting = app.core.dispatch('email.prepare', { contactId: contact.id, instruction: 'Thank her for the notes' });
  await answerSlowly({ subject: 'Thank you', body: 'Hi Ada,\n\nThank you for the notes.\n\nBest regards,' });
  const drafted = await drafting;
  expect(drafted.ok && drafted.value).toMatchObject({ subject: 'Thank you', body: expect.stringContaining('Thank you for the notes') });

  const draftId = drafted.ok ? (drafted.value as { id: string }).id : '';
  const refining = app.core.dispatch('email.refine', { draftId, instruction: 'Shorter' });
  await answerSlowly({ subject: 'Thanks', body: 'Hi Ada,\n\nThanks!\n\nBest regards,' });
  const refined = await refining;
  expect(refined.ok && refined.value).toMatchObject({ id: draftId, subject: 'Thanks' });

  const status = await app.call('sync.status', {});
  expect(status.online).toBe(true);
});
