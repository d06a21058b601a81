// The task form's contact picker says "No contact matches" only once the answer for the text
// typed has come back empty — never for a moment while a matching contact is still being found.
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
  await form.getByRole('searchbox', { name: 'Contact' }).pressSequentially('grace');
  await expect(form.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();
  expect(await textsSeenWith(page, 'No contact matches')).toEqual([]);

  // A name that matches nobody does say so, once the answer is in.
  await form.getByRole('searchbox', { name: 'Contact' }).fill('zzz');
  await expect(form.getByText('No contact matches “zzz”.')).toBeVisible();
  await expect(form.getByRole('button', { name: /Grace Hopper/ })).toHaveCount(0);
});
