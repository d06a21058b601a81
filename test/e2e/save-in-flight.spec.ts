// While a contact's edit is being saved, its fields take no typing: the form closes with the
// answer, and anything typed meanwhile would go with it unsaved.
import { seedContacts } from './helpers/api';
import { holdAnswerTo } from './helpers/heldAnswer';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('an edit being saved takes no typing until the answer, then closes with what was saved', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const save = await holdAnswerTo(page, 'contacts.update');

  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Ada Lovelace' });
  const position = form.getByRole('textbox', { name: 'Position', exact: true });
  await position.fill('Countess');
  await position.press('Enter');
  await expect.poll(() => save.held()).toBe(true);
  // Busy, Save keeps the keyboard (aria-disabled, not disabled): pressed again, it sends nothing more.
  await expect(form.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
  await form.getByRole('button', { name: 'Saving…' }).dispatchEvent('click');
  for (const field of [position, form.getByRole('textbox', { name: 'Company', exact: true }), form.getByRole('textbox', { name: 'Notes', exact: true })]) {
    await expect(field).toHaveAttribute('readonly', '');
  }
  for (const add of ['Add email address', 'Add phone number']) await expect(form.getByRole('button', { name: add })).toHaveAttribute('aria-disabled', 'true');
  // Typing goes nowhere meanwhile.
  await position.press('End');
  await page.keyboard.type(' of Lovelace');
  await expect(position).toHaveValue('Countess');

  save.release();
  await expect(form).toHaveCount(0);
  expect(save.calls()).toBe(1);
  await expect(page.getByRole('article', { name: 'Ada Lovelace' }).getByText('Countess')).toBeVisible();
});
