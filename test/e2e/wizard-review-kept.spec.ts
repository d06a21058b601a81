// The wizard's review is kept like its text: going to another view, to a contact or restarting
// brings it back as it was — cards created stay created (never proposed again), corrections stay —
// until Done or Cancel. A contact clicked in the list shows, while the wizard waits.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

async function goTo(page: Page, view: string) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
}

test('the review, with a card created and one corrected, survives other views, a contact and a restart', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'From text…' }).click();
  await page.getByLabel('Contacts file').setInputFiles(join(import.meta.dirname, 'fixtures', 'two-cards.vcf'));
  await page.getByRole('button', { name: 'Find contacts' }).click();

  const first = page.getByRole('form', { name: /Card 1 of 2/ });
  const second = page.getByRole('form', { name: /Card 2 of 2/ });
  await first.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('✓ Katherine Johnson was created.')).toBeVisible();
  await second.getByRole('textbox', { name: 'Position', exact: true }).fill('Head of the West Computers');

  const reviewIsAsLeft = async () => {
    await expect(page.getByRole('heading', { name: 'Review 2 contacts found' })).toBeVisible();
    await expect(page.getByText('✓ Katherine Johnson was created.')).toBeVisible();
    await expect(first).toHaveCount(0);
    await expect(second.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Head of the West Computers');
  };

  await goTo(page, 'Tasks');
  await goTo(page, 'Contacts');
  await reviewIsAsLeft();

  // A contact clicked in the list shows — the one selected before the wizard opened too.
  await contactOption(page, 'Ada Lovelace').click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
  await contactOption(page, 'Katherine Johnson').click();
  await expect(page.getByRole('article', { name: 'Katherine Johnson' })).toBeVisible();
  await page.getByRole('button', { name: 'From text…' }).click();
  await reviewIsAsLeft();

  await page.reload();
  await page.getByRole('button', { name: 'From text…' }).click();
  await reviewIsAsLeft();

  await second.getByRole('button', { name: 'Create contact' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: 'Dorothy Vaughan' })).toContainText('Head of the West Computers');
  await expect(contactOption(page, 'Katherine Johnson')).toHaveCount(1);

  // Done: the wizard starts afresh.
  await page.getByRole('button', { name: 'From text…' }).click();
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue('');
});

test('“Cancel the rest” lets the review go', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('button', { name: 'From text…' }).click();
  await page.getByRole('textbox', { name: 'Text to read' }).fill('Grace Hopper\nRear Admiral, US Navy\ngrace.hopper@example.com');
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('form', { name: /Grace Hopper/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the rest' }).click();
  await expect(page.getByRole('form', { name: /Grace Hopper/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'From text…' }).click();
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue('');
  await expect(page.getByRole('heading', { name: /^Review/ })).toHaveCount(0);
});
