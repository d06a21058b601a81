// The service is slow to refine one email, and the user opens another of the same contact
// meanwhile. The late answer belongs to the first email: it shows in the list, and the editor
// open now stays the second one's, with its own fields and instruction — the next Refine
// refines the second email, not the first again.
import { connectApi } from './helpers/api';
import { expect, testWithHeldWriter as test } from './helpers/fixtures';
import { emailToSyncedContact } from './helpers/ui';

test('a late answer for an email left for another updates the list, not the editor open now', async ({ page, bridge, service, writer }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  const api = await connectApi(bridge);
  const ada = (await api.call('contacts.list', { query: 'Ada Lovelace' })).items[0]!;
  for (const subject of ['Engine notes', 'Dinner on Friday']) {
    await api.call('email.save', { contactId: ada.id, to: 'ada@example.com', subject, body: `About ${subject.toLowerCase()}.` });
  }
  const list = email.getByRole('list', { name: 'Emails to Ada Lovelace' });
  const subject = email.getByRole('textbox', { name: 'Subject' });
  const instruction = email.getByRole('textbox', { name: 'How should it change?' });

  await list.getByRole('button', { name: /Engine notes/ }).click();
  await expect(subject).toHaveValue('Engine notes');
  await instruction.fill('Make it shorter');
  await email.getByRole('button', { name: 'Refine' }).click();
  await writer.waiting();

  await list.getByRole('button', { name: /Dinner on Friday/ }).click();
  await expect(subject).toHaveValue('Dinner on Friday');
  await instruction.fill('Add the time');
  writer.release({ subject: 'Engine notes, short', body: 'Short notes.' });

  await expect(list.getByRole('button', { name: /Engine notes, short/ })).toBeVisible();
  await expect(subject).toHaveValue('Dinner on Friday');
  await expect(email.getByRole('textbox', { name: 'Message' })).toHaveValue('About dinner on friday.');
  await expect(instruction).toHaveValue('Add the time');

  await email.getByRole('button', { name: 'Refine' }).click();
  await writer.waiting();
  writer.release({ subject: 'Dinner on Friday at eight', body: 'At eight.' });
  await expect(subject).toHaveValue('Dinner on Friday at eight');
  const drafts = await api.call('email.drafts', { contactId: ada.id });
  expect(drafts.map((d) => d.subject).sort()).toEqual(['Dinner on Friday at eight', 'Engine notes, short']);
});
