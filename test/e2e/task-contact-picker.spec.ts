// The task form's contact picker says "No contact matches" only once the answer for the text
// typed has come back empty — never for a moment while a matching contact is still being found;
// and it is a combobox: Enter chooses the highlighted match, ↓ ↑ move it, Escape closes the list.
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { noteEveryText, textsSeenWith } from './helpers/seenTexts';
import { openApp } from './helpers/ui';

test('typing a name that matches never shows “No contact matches” on the way', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy' }, { name: 'Alan Turing' }]);
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: 'New task' }).first().click();
  const form = page.getByRole('form', { name: 'New task' });

  await noteEveryText(page);
  await form.getByRole('combobox', { name: 'Contact' }).pressSequentially('grace');
  await expect(form.getByRole('option', { name: /Grace Hopper/ })).toBeVisible();
  expect(await textsSeenWith(page, 'No contact matches')).toEqual([]);

  // A name that matches nobody does say so, once the answer is in.
  await form.getByRole('combobox', { name: 'Contact' }).fill('zzz');
  await expect(form.getByText('No contact matches “zzz”.')).toBeVisible();
  await expect(form.getByRole('option', { name: /Grace Hopper/ })).toHaveCount(0);
});

test('the contact is chosen from the keyboard: Enter takes the first match, ↓ moves through them, Escape closes only the list', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy' }, { name: 'Alan Turing' }, { name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: 'New task' }).first().press('Enter');
  const form = page.getByRole('form', { name: 'New task' });
  const picker = form.getByRole('combobox', { name: 'Contact' });
  const change = form.getByRole('button', { name: 'Change contact' });
  await expect(picker).toBeFocused();

  // Typed and Enter at once, as a quick typist does: the first match is chosen, nothing submitted.
  await page.keyboard.type('grace hop');
  await page.keyboard.press('Enter');
  await expect(change).toBeFocused();
  await expect(change).toHaveAccessibleDescription('Grace Hopper');
  await expect(form.getByText('Choose the contact this task is for')).toHaveCount(0);

  // ↓ moves the highlight (the list's active option) while the keyboard stays in the field.
  await page.keyboard.press('Enter');
  await expect(picker).toBeFocused();
  await page.keyboard.type('a');
  const matches = form.getByRole('listbox', { name: 'Matching contacts' });
  await expect(matches.getByRole('option')).toHaveCount(2); // Ada, Alan
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const [first, second] = await matches.getByRole('option').allTextContents();
  await expect(matches.getByRole('option', { selected: true })).toHaveText(first!);
  await page.keyboard.press('ArrowDown');
  const active = matches.getByRole('option', { selected: true });
  await expect(active).toHaveText(second!);
  await expect(picker).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  await expect(picker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(change).toHaveAccessibleDescription(second!.split(' · ')[0]!);

  // Escape closes the list and keeps what was typed; ↓ opens it again.
  await change.press('Enter');
  await page.keyboard.type('turing');
  await expect(matches.getByRole('option', { name: /Alan Turing/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(matches).toHaveCount(0);
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toHaveValue('turing');
  await expect(picker).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(matches.getByRole('option', { name: /Alan Turing/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(change).toHaveAccessibleDescription('Alan Turing');

  await page.keyboard.press('Tab');
  await page.keyboard.type('Lunch at Bletchley');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^(Today|Upcoming)/ }).getByRole('button', { name: 'Alan Turing' })).toBeVisible();
});
