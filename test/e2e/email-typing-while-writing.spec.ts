// While the service writes or rewrites an email (a model can take many seconds), the user may
// go on typing in it: a field they typed in is theirs, and the late answer does not replace it.
import { expect, testWithHeldWriter as test } from './helpers/fixtures';
import { emailToSyncedContact } from './helpers/ui';

test('a sentence typed while the service refines the email is kept over the late answer, which stays in the history', async ({ page, bridge, service, writer }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  await email.getByRole('textbox', { name: 'Subject' }).fill('Engine notes');
  const body = email.getByRole('textbox', { name: 'Message' });
  await body.fill('Hi Ada,\n\nMy notes on the engine.');
  await email.getByRole('textbox', { name: 'How should it change?' }).fill('Make it warmer');
  await email.getByRole('button', { name: 'Refine' }).click();
  await writer.waiting();
  await expect(email.getByRole('button', { name: 'Writing…' })).toBeDisabled();

  await body.press('End');
  await body.pressSequentially('\n\nPS: see you Friday');
  writer.release({ subject: 'Rewritten', body: 'Hi Ada,\n\nA rewritten email.' });

  await expect(email.getByRole('button', { name: 'Refine' })).toBeVisible();
  await expect(body).toHaveValue('Hi Ada,\n\nMy notes on the engine.\n\nPS: see you Friday');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('Rewritten'); // not typed in: the service's
  await expect(email.getByText(/You typed while the service was writing: what you typed is kept/)).toBeVisible();
  await expect(email.getByText(/Refined\s*— “Make it warmer”/)).toBeVisible();
  // And it stays so: the list and a reopened email show the user's text.
  await email.getByRole('button', { name: 'Close' }).click();
  await email.getByRole('button', { name: /Rewritten/ }).click();
  await expect(email.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi Ada,\n\nMy notes on the engine.\n\nPS: see you Friday');
});

test('a subject typed while the service drafts a new email is kept in that one email', async ({ page, bridge, service, writer }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Grace Hopper', email: 'grace@example.com' });
  await email.getByRole('textbox', { name: 'What should the email say?' }).fill('Ask for the COBOL manuals');
  await email.getByRole('button', { name: 'Draft it' }).click();
  await writer.waiting();
  await email.getByRole('textbox', { name: 'Subject' }).fill('Manuals, please');
  writer.release({ subject: 'COBOL manuals', body: 'Hi Grace,\n\nCould you send the COBOL manuals?' });

  await expect(email.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi Grace,\n\nCould you send the COBOL manuals?');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('Manuals, please');
  await expect(email.getByRole('list', { name: 'Emails to Grace Hopper' }).getByRole('listitem')).toHaveCount(1);
  await expect(email.getByRole('button', { name: /Manuals, please/ })).toBeVisible();
});
