// "Draft it" and "Refine" address the email to the recipient the user sees in To, even when the
// service holds another address for the contact (a teammate changed it there, not pulled yet):
// the service's answer names its own stored address, and the email once went there instead.
import { expect, it } from 'vitest';
import { connectedApp } from './helpers/connected-app';

const env = connectedApp();

it('a drafted and refined email goes to the address the app shows, not the one the service holds', async () => {
  const { app, service } = env;
  const ada = await app.call('contacts.create', { name: 'Ada Seen', emails: ['ada@seen.example'] });
  await app.drain();
  const remoteId = (await app.call('contacts.get', { id: ada.id })).remoteId!;
  // Another user changes the address on the service; this app has not pulled it yet.
  await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { emails: ['ada@elsewhere.example'] });

  const drafted = await app.call('email.prepare', { contactId: ada.id, instruction: 'Thank her for the visit' });
  expect(drafted.to).toBe('ada@seen.example');
  const refined = await app.call('email.refine', { draftId: drafted.id, instruction: 'Shorter' });
  expect(refined.to).toBe('ada@seen.example');

  const sent = await app.call('email.save', { draftId: refined.id, contactId: ada.id, to: refined.to, subject: 'Thanks for the visit', body: refined.body });
  await app.call('email.send', { draftId: sent.id });
  await app.drain();
  expect(service.db.sentTo('Thanks for the visit')).toEqual(['ada@seen.example']);
});
