// Text sent from a small form is not offered again when the user left the form before the answer
// came: a note appended, or an email's instruction the service wrote from, kept for the form's
// return, came back and was one keypress from being sent a second time.
import { seedContacts } from './helpers/api';
import { holdAnswerTo } from './helpers/heldAnswer';
import { expect, test, testWithHeldWriter } from './helpers/fixtures';
import { contactOption, emailToSyncedContact, openApp, openEmail } from './helpers/ui';

test('a note appended as the user goes to another contact is not offered again', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }]);
  // The answer to the append held back until the test lets it go.
  const append = await holdAnswerTo(page, 'contacts.extend');

  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  const ada = page.getByRole('article', { name: 'Ada Lovelace' });
  const note = ada.getByRole('textbox', { name: 'Text to append' });
  await note.fill('Met at the Royal Society.');
  await ada.getByRole('button', { name: 'Append' }).click();
  await expect.poll(() => append.held()).toBe(true);
  await contactOption(page, 'Charles Babbage').click();
  await expect(page.getByRole('article', { name: 'Charles Babbage' })).toBeVisible();
  append.release();

  await contactOption(page, 'Ada Lovelace').click();
  await expect(ada.getByText('Met at the Royal Society.')).toHaveCount(1); // in the notes, once
  await expect(ada.getByRole('textbox', { name: 'Text to append' })).toHaveValue('');
  // Still so after a reload: the kept draft was let go, not only the box emptied.
  await page.reload();
  await contactOption(page, 'Ada Lovelace').click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' }).getByRole('textbox', { name: 'Text to append' })).toHaveValue('');
});

test('a note appended as the user goes to another contact and back is taken out of the box when the answer comes', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }]);
  const append = await holdAnswerTo(page, 'contacts.extend');

  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  const ada = page.getByRole('article', { name: 'Ada Lovelace' });
  await ada.getByRole('textbox', { name: 'Text to append' }).fill('Met at the Royal Society.');
  await ada.getByRole('button', { name: 'Append' }).click();
  await expect.poll(() => append.held()).toBe(true);
  await contactOption(page, 'Charles Babbage').click();
  await contactOption(page, 'Ada Lovelace').click();
  const box = ada.getByRole('textbox', { name: 'Text to append' });
  await expect(box).toHaveValue('Met at the Royal Society.'); // kept: not sent as far as the window knows
  append.release();
  await expect(box).toHaveValue('');
  await expect(ada.getByText('Met at the Royal Society.')).toHaveCount(1);
  await box.fill('A second note.');
  await page.reload();
  await contactOption(page, 'Ada Lovelace').click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' }).getByRole('textbox', { name: 'Text to append' })).toHaveValue('A second note.');
});

testWithHeldWriter('an instruction the service wrote from while the user was in another view is not offered for the next email', async ({ page, bridge, service, writer }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Grace Hopper', email: 'grace@example.com' });
  const instruction = email.getByRole('textbox', { name: 'What should the email say?' });
  await instruction.fill('Ask for the COBOL manuals');
  await instruction.press('Enter');
  await writer.waiting();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  writer.release({ subject: 'The COBOL manuals', body: 'Dear Grace,\n\nCould you send the COBOL manuals?' });

  const next = await openEmail(page, 'Grace Hopper');
  await expect(page.getByRole('article', { name: 'Grace Hopper' }).getByText('The COBOL manuals')).toBeVisible(); // the email written
  await expect(next.getByRole('textbox', { name: 'What should the email say?' })).toHaveValue('');
});
