// Refining an email the user wrote by hand (no drafting session yet) starts a session from
// their email: the service works on what they wrote, it does not replace it with a fresh draft.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
beforeAll(async () => {
  service = await startTestService();
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

it('a hand-written email refined by instruction keeps its subject and the words the user wrote', async () => {
  const ada = await app.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
  await app.drain();
  const own = await app.call('email.save', {
    contactId: ada.id,
    to: 'ada@example.com',
    subject: 'Engine notes',
    body: 'Hi Ada,\n\nHere are my notes on the analytical engine.\n\nBest regards,',
  });
  const refined = await app.call('email.refine', { draftId: own.id, instruction: 'add that the slides are attached' });
  expect(refined.sessionId).toBeTruthy();
  expect(refined.subject).toBe('Engine notes');
  expect(refined.body).toContain('Here are my notes on the analytical engine.');
  expect(refined.body).toContain('The slides are attached.');
});
