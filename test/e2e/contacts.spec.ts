// Contacts: validation next to the field, editing every kind of field, the extend action,
// sorting and moving through the list with the keyboard.
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, search } from './helpers/ui';

test('validation messages appear next to the fields and clear once corrected', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('button', { name: 'New contact' }).first().click();
  const form = page.getByRole('form', { name: 'New contact' });
  await form.getByRole('textbox', { name: 'Email address 1', exact: true }).fill('not-an-email');
  await form.getByRole('textbox', { name: 'Website', exact: true }).fill('example.com');
  await form.getByRole('button', { name: 'Create contact' }).click();

  await expect(form.getByRole('alert')).toContainText('Please correct the fields marked below.');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription('A name is required');
  await expect(form.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveAccessibleDescription('Not a valid email address');
  await expect(form.getByRole('textbox', { name: 'Website', exact: true })).toHaveAccessibleDescription(/http:\/\/ or https:\/\//);

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Email address 1', exact: true }).fill('grace@example.com');
  await form.getByRole('textbox', { name: 'Website', exact: true }).fill('https://example.com/grace');
  await form.getByRole('button', { name: 'Create contact' }).click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(detail.getByRole('link', { name: 'https://example.com/grace' })).toBeVisible();
});

test('every editable field can be changed, with emails and phones as lists', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace', emails: ['ada@example.com'], phones: ['+44 20 1111 2222', '+44 20 3333 4444'] }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();

  const form = page.getByRole('form', { name: 'Edit Ada Lovelace' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada King');
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Countess');
  await form.getByRole('button', { name: 'Add email address' }).click();
  await form.getByRole('textbox', { name: 'Email address 2', exact: true }).fill('countess@example.com');
  await form.getByRole('button', { name: 'Remove phone number 1' }).click();
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('12 St James’s Square, London');
  await form.getByRole('textbox', { name: 'Social profile', exact: true }).fill('https://social.example/ada');
  await form.getByRole('textbox', { name: 'Meeting context', exact: true }).fill('Met at a Babbage soirée');
  await form.getByRole('textbox', { name: 'Notes', exact: true }).fill('Wrote the first program.');
  await form.getByRole('button', { name: 'Save changes' }).click();

  const detail = page.getByRole('article', { name: 'Ada King' });
  await expect(detail.getByText('Countess at Analytical Engines')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'ada@example.com' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'countess@example.com' })).toBeVisible();
  await expect(detail.getByText('+44 20 1111 2222')).toHaveCount(0);
  await expect(detail.getByText('+44 20 3333 4444')).toBeVisible();
  await expect(detail.getByText('12 St James’s Square, London')).toBeVisible();
  await expect(detail.getByText('Met at a Babbage soirée')).toBeVisible();
  await expect(detail.getByText('Wrote the first program.')).toBeVisible();

  // The list follows the new name.
  await expect(contactOption(page, 'Ada King')).toBeVisible();
});

test('a duplicate email shows on the list, an invalid second email on its own row', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Alan Turing', emails: ['alan@example.com'] }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Alan Turing').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Alan Turing' });
  await form.getByRole('button', { name: 'Add email address' }).click();
  await form.getByRole('textbox', { name: 'Email address 2', exact: true }).fill('enigma');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('textbox', { name: 'Email address 2', exact: true })).toHaveAccessibleDescription('Not a valid email address');
  await expect(form.getByRole('textbox', { name: 'Email address 1', exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  // The row above removed: the refused address moves up, and its message with it.
  await form.getByRole('button', { name: 'Remove email address 1' }).click();
  const moved = form.getByRole('textbox', { name: 'Email address 1', exact: true });
  await expect(moved).toHaveValue('enigma');
  await expect(moved).toHaveAccessibleDescription('Not a valid email address');
  await expect(moved).toHaveAttribute('aria-invalid', 'true');
});

test('text appended to notes or meeting context keeps what was there', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', additionalInfo: 'Invented the compiler.' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  const extend = detail.getByRole('form', { name: 'Add to notes or meeting context' });
  await extend.getByRole('textbox', { name: 'Text to append' }).fill('Prefers calls in the morning.');
  await extend.getByRole('button', { name: 'Append' }).click();
  await expect(detail.getByText(/Invented the compiler\.\s+Prefers calls in the morning\./)).toBeVisible();

  await extend.getByLabel('Add to').selectOption('meetingContext');
  await extend.getByRole('textbox', { name: 'Text to append' }).fill('Navy conference 2026');
  await extend.getByRole('button', { name: 'Append' }).click();
  await expect(detail.getByText('Navy conference 2026')).toBeVisible();
  await expect(extend.getByRole('textbox', { name: 'Text to append' })).toHaveValue('');
});

test('search narrows the list as you type and says when nothing matches', async ({ page, bridge }) => {
  await seedContacts(bridge, [
    { name: 'Ada Lovelace', company: 'Analytical Engines' },
    { name: 'Alan Turing', company: 'Bletchley Park' },
    { name: 'Grace Hopper', company: 'US Navy' },
  ]);
  await openApp(page, bridge.url);
  await expect(page.getByText('3 contacts', { exact: true })).toBeVisible();
  await search(page, 'bletch');
  await expect(contactOption(page, 'Alan Turing')).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Contacts' }).getByRole('option')).toHaveCount(1);
  await search(page, 'zzz');
  await expect(page.getByText('No contacts match “zzz”')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search contacts' }).press('Escape');
  await expect(page.getByText('3 contacts', { exact: true })).toBeVisible();

  // A pasted paragraph: the box keeps what a search may hold, and that is searched.
  const box = page.getByRole('searchbox', { name: 'Search contacts' });
  await box.focus();
  await page.keyboard.insertText(`Grace ${'x'.repeat(300)}`);
  await expect(box).toHaveValue(`Grace ${'x'.repeat(194)}`);
  await expect(page.getByText(/^No contacts match “Grace x+”$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('sorting by company and moving through the list with j/k and the arrow keys', async ({ page, bridge }) => {
  await seedContacts(bridge, [
    { name: 'Ada Lovelace', company: 'Zeta Works' },
    { name: 'Alan Turing', company: 'Alpha Labs' },
    { name: 'Grace Hopper', company: 'Midway Inc' },
  ]);
  await openApp(page, bridge.url);
  const options = page.getByRole('listbox', { name: 'Contacts' }).getByRole('option');
  await expect(options).toHaveText([/Ada Lovelace/, /Alan Turing/, /Grace Hopper/]);
  await page.getByLabel('Sort by').selectOption('company');
  await expect(options).toHaveText([/Alan Turing/, /Grace Hopper/, /Ada Lovelace/]);
  await page.getByRole('button', { name: /switch to descending/ }).click();
  await expect(options).toHaveText([/Ada Lovelace/, /Grace Hopper/, /Alan Turing/]);

  // j selects the first, then the next; k goes back.
  await page.locator('body').press('j');
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
  await page.locator('body').press('j');
  await expect(page.getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeVisible();
  await page.locator('body').press('k');
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();

  // Arrow keys inside the focused list do the same.
  await page.getByRole('listbox', { name: 'Contacts' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { level: 2, name: 'Alan Turing' })).toBeVisible();
  await expect(contactOption(page, 'Alan Turing')).toHaveAttribute('aria-selected', 'true');
});
