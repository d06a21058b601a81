// A new contact's form is no trap: choosing a contact in the list shows that contact (the list
// keeps the keyboard), and "New contact" brings back what was typed.
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('a contact chosen while a new contact is being typed shows, and the new one waits', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'New contact' }).first().click();
  const form = page.getByRole('form', { name: 'New contact' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('US Navy');

  await contactOption(page, 'Charles Babbage').click();
  await expect(page.getByRole('article', { name: 'Charles Babbage' })).toBeVisible();
  await expect(form).toHaveCount(0);
  // Still in the list: the arrow keys go on through it.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Contacts' })).toBeFocused();

  await page.getByRole('button', { name: 'New contact' }).first().click();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Grace Hopper');
  await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('US Navy');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByRole('article', { name: 'Grace Hopper' })).toBeVisible();
  await expect(contactOption(page, 'Grace Hopper')).toHaveAttribute('aria-selected', 'true');
});

test('an address another contact holds is named while it is typed, and saving still keeps both', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Nadia Singh', emails: ['nadia.singh@proseware.example'] }]);
  await openApp(page, bridge.url);
  await page.getByRole('button', { name: 'New contact' }).first().click();
  const form = page.getByRole('form', { name: 'New contact' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('N. Singh');
  const email = form.getByRole('textbox', { name: 'Email address 1', exact: true });
  await email.fill('NADIA.SINGH@proseware.example');
  const notice = form.getByTestId('same-email');
  await expect(notice).toHaveText('Already in your contacts: Nadia Singh (nadia.singh@proseware.example). Saving keeps both cards.');
  // Another address: the notice goes.
  await email.fill('n.singh@proseware.example');
  await expect(notice).toBeEmpty();
  await email.fill('nadia.singh@proseware.example');
  await expect(notice).toContainText('Nadia Singh');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByRole('article', { name: 'N. Singh' })).toBeVisible();

  // Editing the new card names the first one, never the card itself.
  await page.getByRole('button', { name: 'Edit' }).first().click();
  const edit = page.getByRole('form', { name: 'Edit N. Singh' });
  await expect(edit.getByTestId('same-email')).toHaveText(/^Already in your contacts: Nadia Singh \(/);
  await expect(edit.getByTestId('same-email')).not.toContainText('N. Singh');
});
