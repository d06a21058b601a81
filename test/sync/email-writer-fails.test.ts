// When the service's email writer fails, the service answers 502 with its reason: the user is
// told the service could not write the email, and why — not that they are offline, which sent
// them checking a network that works. "Offline" is said only when nothing answered.
import { createServer } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { ChatCompletionsEmailWriter } from '../../server/index';
import { connectedApp } from './helpers/connected-app';

/** A loopback port nothing listens on: the model endpoint behind the service is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let modelUrl = '';
// Registered before connectedApp's hooks, so the address is known when the service starts.
beforeAll(async () => {
  modelUrl = `http://127.0.0.1:${await closedPort()}/v1`;
});
const env = connectedApp({ service: () => ({ writer: new ChatCompletionsEmailWriter({ url: modelUrl, model: 'test-model' }) }) });

it('a 502 from the email writer says the service could not write the email, with its reason; no answer at all says offline', async () => {
  const { app, service } = env;
  const grace = await app.call('contacts.create', { name: 'Grace Writer', emails: ['grace@writer.example'] });
  await app.drain();

  const refusal = app.call('email.prepare', { contactId: grace.id, instruction: 'Thank her for the talk' });
  await expect(refusal).rejects.toMatchObject({ code: 'service_error' });
  const message = await refusal.catch((e: Error) => e.message);
  expect(message).toMatch(/The service could not write the email \(HTTP 502\)/);
  expect(message).toMatch(/The email writer could not be reached/);
  expect(message).not.toMatch(/connection|back online/);
  // The service answered: the app is still online.
  expect((await app.call('sync.status', {})).online).toBe(true);

  // Refining an email written by hand goes to the same writer, and says the same.
  const own = await app.call('email.save', { contactId: grace.id, to: 'grace@writer.example', subject: 'The talk', body: 'Hi Grace, thanks for the talk.' });
  await expect(app.call('email.refine', { draftId: own.id, instruction: 'Warmer' })).rejects.toThrow(/service_error: The service could not write the email \(HTTP 502\)\. It said: “The email writer could not be reached/);

  // Nothing answers (the service is down): that, and only that, is offline.
  await service.proxy.setDown(true);
  try {
    await expect(app.call('email.refine', { draftId: own.id, instruction: 'Warmer' })).rejects.toThrow(/offline: .*needs a connection to the contact service, which did not answer/);
  } finally {
    await service.proxy.setDown(false);
  }
});
