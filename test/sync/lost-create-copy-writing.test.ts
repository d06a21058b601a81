// A window writing an email with the service for the copy a pull stored of a new contact whose
// create answer was lost, while the create is settled and the copy folded into the contact the
// user made (fold-copy.ts): the service's draft arrives for a card that is gone. It must land on
// the contact that remains, not fail with an internal error and lose the draft.
import { expect, it } from 'vitest';
import type { Fault } from './helpers/fault-proxy';
import { connectedAppWithHeldWriter } from './helpers/held-writer-app';

const { env, held } = connectedAppWithHeldWriter({ sync: { backoff: { baseMs: 3_000, maxMs: 3_000 }, inPassWaitMs: 0 } });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

it("a draft the service writes for the copy while it is folded in lands on the contact that remains", async () => {
  const { app, service } = env;
  let lost = 1;
  service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path === '/api/contacts' && lost-- > 0 ? { kind: 'lost' } : { kind: 'pass' }));
  const made = await app.call('contacts.create', { name: 'Penny Prepare', emails: ['penny@example.com'] });
  await app.call('sync.now', {}); // made there, its answer lost
  const [there] = (await service.api.allContacts()).filter((c) => c.name === 'Penny Prepare');
  await service.api.ok('PATCH', `/api/contacts/${there.id}`, { emails: ['penny.p@example.com'] });
  await app.call('sync.now', {}); // the pull stores the edited copy
  const copy = (await app.call('contacts.list', { query: 'Penny Prepare' })).items.find((c) => c.id !== made.id)!;

  const writing = app.core.dispatch('email.prepare', { contactId: copy.id, instruction: 'Thank her for the call' });
  await held.writer.waiting();
  await pause(3_200);
  await app.call('sync.now', {}); // the create is settled: the copy is folded into the contact the user made
  expect((await app.call('contacts.list', { query: 'Penny Prepare' })).items.map((c) => c.id)).toEqual([made.id]);
  held.writer.release({ subject: 'Thank you', body: 'Hi Penny,\n\nThank you for the call.\n\nBest regards,' });

  const answer = await writing;
  expect(answer.ok ? null : answer.error).toBeNull();
  const drafts = await app.call('email.drafts', { contactId: made.id });
  expect(drafts.map((d) => [d.subject, d.status])).toEqual([['Thank you', 'draft']]);
});

it('Stop, from a window already on the contact that remains, stops the service writing for the copy folded into it', async () => {
  const { app, service } = env;
  let lost = 1;
  service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path === '/api/contacts' && lost-- > 0 ? { kind: 'lost' } : { kind: 'pass' }));
  const made = await app.call('contacts.create', { name: 'Stella Stop', emails: ['stella@example.com'] });
  await app.call('sync.now', {}); // made there, its answer lost
  const [there] = (await service.api.allContacts()).filter((c) => c.name === 'Stella Stop');
  await service.api.ok('PATCH', `/api/contacts/${there.id}`, { emails: ['stella.s@example.com'] });
  await app.call('sync.now', {}); // the pull stores the edited copy
  const copy = (await app.call('contacts.list', { query: 'Stella Stop' })).items.find((c) => c.id !== made.id)!;

  const writing = app.core.dispatch('email.prepare', { contactId: copy.id, instruction: 'Ask about the invoice' });
  await held.writer.waiting();
  await pause(3_200);
  await app.call('sync.now', {}); // the copy is folded into the contact the user made; the window moves there
  expect(await app.call('email.stopWriting', { contactId: made.id })).toEqual({ stopped: true });
  const answer = await writing;
  expect(answer.ok ? null : answer.error.code).toBe('stopped');
  held.writer.release({ subject: 'Invoice', body: 'Hi Stella' });
  await service.proxy.settled();
  expect(await app.call('email.drafts', { contactId: made.id })).toEqual([]);
});
