// A card skipped by mistake in the wizard's review can be brought back: its line offers Undo,
// which returns the card's form, as it was read, with the keyboard in it.
import { join } from 'node:path';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, openWizard } from './helpers/ui';

test('a skipped card comes back with Undo, as it was read, even after the review was done, and can be created', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles(join(import.meta.dirname, 'fixtures', 'two-cards.vcf'));
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review 2 contacts found' })).toBeVisible();
  const first = page.getByRole('form', { name: /Card 1 of 2/ });
  const second = page.getByRole('form', { name: /Card 2 of 2/ });

  // A correction typed, then Skip: the line offers Undo. Undone by keyboard while the first card
  // is still open above it, the keyboard goes to the card brought back, which is as it was read.
  await second.getByRole('textbox', { name: 'Position', exact: true }).fill('Typed by mistake');
  await second.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Skipped Dorothy Vaughan.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo skipping Dorothy Vaughan' }).focus();
  await page.keyboard.press('Enter');
  await expect(second.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(second.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Dorothy Vaughan');
  await expect(second.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Supervisor');
  await expect(page.getByText('Skipped Dorothy Vaughan.')).toHaveCount(0);

  // Skipped again, and the other card created: the review is done. Undo still brings it back.
  await second.getByRole('button', { name: 'Skip' }).click();
  await first.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 contact created: Katherine Johnson.' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo skipping Dorothy Vaughan' }).click();
  await expect(second.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '1 of 2 left to review.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);

  await second.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 contacts created: Katherine Johnson, Dorothy Vaughan.' })).toBeVisible();
  // A created card is not undone here (the contact is in the list, to edit or delete there).
  await expect(page.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(contactOption(page, 'Dorothy Vaughan')).toBeVisible();
  await expect(contactOption(page, 'Katherine Johnson')).toBeVisible();
});
