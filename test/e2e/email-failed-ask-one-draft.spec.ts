// A new email typed by hand and then handed to the service ("Draft it") is kept first, so the
// service works on what the user wrote. When the service then failed, the editor forgot that it
// had kept it: asking again drafted a second email beside the first, and the user found two.
import { expect, testWithHeldWriter as test } from './helpers/fixtures';
import { emailToSyncedContact, openEmail } from './helpers/ui';

test('a hand-written new email whose first "Draft it" fails stays one email when asked again', async ({ page, bridge, service, writer }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  const subject = email.getByRole('textbox', { name: 'Subject' });
  const body = email.getByRole('textbox', { name: 'Message' });
  await subject.fill('Engine notes');
  await body.fill('Hi Ada,\n\nMy notes on the engine.');
  const instruction = email.getByRole('textbox', { name: /How should it change\?|What should the email say\?/ });
  await instruction.fill('Make it warmer');
  await instruction.press('Enter');

  // The model answers with an empty email: the service refuses it, and the editor says so.
  await writer.waiting();
  writer.release({ subject: '', body: '' });
  await expect(email.getByRole('alert')).toBeVisible();
  await expect(subject).toHaveValue('Engine notes');
  await expect(body).toHaveValue('Hi Ada,\n\nMy notes on the engine.');
  await expect(instruction).toHaveValue('Make it warmer');

  // Asked again, the service works on the email already kept: one email, refined.
  await instruction.press('Enter');
  await writer.waiting();
  writer.release({ subject: 'Warmly: engine notes', body: 'Dear Ada,\n\nMy notes on the engine, with thanks.' });
  await expect(body).toHaveValue('Dear Ada,\n\nMy notes on the engine, with thanks.');
  const list = email.getByRole('list', { name: 'Emails to Ada Lovelace' });
  await expect(list).toContainText('Warmly: engine notes');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // And after a reload, still one.
  await page.reload();
  const again = await openEmail(page, 'Ada Lovelace');
  await expect(again.getByRole('list', { name: 'Emails to Ada Lovelace' }).getByRole('listitem')).toHaveCount(1);
});
