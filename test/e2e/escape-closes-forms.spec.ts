// Escape leaves the form the keyboard is in — editing a contact, adding a task, writing an
// email — with nothing lost: what was typed comes back with the form, and the keyboard goes
// back to the button that opened it. Escape in the task form's contact matches closes only those.
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('Escape leaves the contact edit form, keeps what was typed and returns to Edit', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  const detail = page.getByRole('article', { name: 'Ada Lovelace' });
  await detail.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Ada Lovelace' });
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Countess');

  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Countess');
});

test('Escape leaves a new contact’s form, keeps what was typed and returns to New contact', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  const newContact = page.getByRole('region', { name: 'Contact list' }).getByRole('button', { name: 'New contact' });
  await newContact.click();
  const form = page.getByRole('form', { name: 'New contact' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');

  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(newContact).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Grace Hopper');
});

test('Escape leaves “Add task”, keeps the task half-written and returns to its button', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  const detail = page.getByRole('article', { name: 'Ada Lovelace' });
  await detail.getByRole('button', { name: 'Add task' }).click();
  const form = detail.getByRole('form', { name: 'New task for Ada Lovelace' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Send the engine notes');

  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  const addTask = detail.getByRole('button', { name: 'Add task' });
  await expect(addTask).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Send the engine notes');
});

test('Escape leaves “Write an email”, keeps the email as a draft and returns to its button', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', emails: ['grace@example.com'] }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  const email = page.getByRole('article', { name: 'Grace Hopper' }).getByRole('region', { name: 'Email' });
  await email.getByRole('button', { name: 'Write an email' }).click();
  await email.getByRole('textbox', { name: 'What should the email say?' }).fill('Ask for the manuals');
  await email.getByRole('textbox', { name: 'Subject' }).fill('COBOL manuals');

  await page.keyboard.press('Escape');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveCount(0);
  await expect(email.getByRole('button', { name: 'Write an email' })).toBeFocused();
  await email.getByRole('button', { name: /COBOL manuals/ }).click();
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('COBOL manuals');
  await expect(email.getByRole('textbox', { name: 'How should it change?' })).toHaveValue('Ask for the manuals');
});

test('Escape in the task form’s contact matches closes only them; again, it leaves the form', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: 'New task' }).first().click();
  const form = page.getByRole('form', { name: 'New task' });
  await form.getByRole('combobox', { name: 'Contact' }).fill('grace');
  await expect(form.getByRole('option', { name: /Grace Hopper/ })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(form.getByRole('option', { name: /Grace Hopper/ })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Contact' })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Contact' })).toHaveValue('grace');

  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New task' }).first()).toBeFocused();
});
