// The selected contact stays selected, and in view, when a search is cleared or the sort
// changes — wherever it now stands — and j/k go on from it.
import type { Locator, Page } from '@playwright/test';
import { expect, testWithContacts } from './helpers/syntheticBridge';
import { openApp } from './helpers/ui';

const test = testWithContacts(5_000);

/** End, then five PageUps: row 4,950 of 5,000 is selected; its name. */
async function selectNearTheEnd(page: Page, list: Locator): Promise<string> {
  await expect(list.getByRole('option').first()).not.toHaveAccessibleName('Loading…');
  await list.focus();
  await page.keyboard.press('End');
  await expect(list.locator('[aria-posinset="5000"]')).toHaveAttribute('aria-selected', 'true');
  for (let i = 0; i < 5; i++) await page.keyboard.press('PageUp');
  const row = list.locator('[aria-posinset="4950"]');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  return (await row.locator('.contact-row__name').textContent())!;
}

function selectedRow(list: Locator) {
  return list.getByRole('option', { selected: true });
}

test('after a search is cleared the selected contact is still selected, in view, and j goes on from it', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  const list = page.getByRole('listbox', { name: 'Contacts' });
  const name = await selectNearTheEnd(page, list);
  const rowId = await selectedRow(list).getAttribute('id');

  await page.keyboard.press('/');
  await page.keyboard.type('zanele');
  await expect(list.getByRole('option').first()).toContainText('Zanele');
  await page.keyboard.press('Escape');

  await expect(page.getByText('5,000 contacts', { exact: true })).toBeVisible();
  await expect(selectedRow(list)).toHaveAttribute('aria-posinset', '4950');
  await expect(selectedRow(list)).toHaveAttribute('id', rowId!);
  await expect(selectedRow(list)).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  await page.keyboard.press('ArrowDown'); // from the search box into the list
  await page.keyboard.press('j');
  await expect(selectedRow(list)).toHaveAttribute('aria-posinset', '4951');
});

test('after the sort changes the selected contact is still selected, in view, and j goes on from it', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  const list = page.getByRole('listbox', { name: 'Contacts' });
  const name = await selectNearTheEnd(page, list);
  const rowId = await selectedRow(list).getAttribute('id');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('company');
  await expect(selectedRow(list)).toHaveAttribute('id', rowId!);
  await expect(selectedRow(list)).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const position = Number(await selectedRow(list).getAttribute('aria-posinset'));

  await list.focus();
  await page.keyboard.press('j');
  await expect(selectedRow(list)).toHaveAttribute('aria-posinset', String(position + 1));
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect(selectedRow(list)).toHaveAttribute('aria-posinset', String(position - 1));
});
