// A service address typed in Settings and not saved is kept while the user goes elsewhere (and
// across a restart) until Save or Revert — the access token never is: it is not stored by the page.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { openApp } from './helpers/ui';

const TOKEN = 'tok-never-stored-4711';

async function goTo(page: Page, view: string) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
}

test('an unsaved service address comes back after another view and a restart, until reverted', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await goTo(page, 'Settings');
  const address = page.getByRole('textbox', { name: 'Service address' });
  await address.fill('http://127.0.0.1:8787');
  await page.getByLabel('Access token').fill(TOKEN);

  await goTo(page, 'Contacts');
  await goTo(page, 'Settings');
  await expect(address).toHaveValue('http://127.0.0.1:8787');
  await expect(page.getByLabel('Access token')).toHaveValue('');
  await expect(page.getByText('Your unsaved changes are back.')).toBeVisible();

  // The token is in no storage the page keeps.
  const stored = await page.evaluate<string>('JSON.stringify([localStorage, sessionStorage])');
  expect(stored).not.toContain(TOKEN);

  await page.reload();
  await goTo(page, 'Settings');
  await expect(address).toHaveValue('http://127.0.0.1:8787');

  await page.getByRole('button', { name: 'Revert' }).click();
  await expect(address).toHaveValue('');
  await goTo(page, 'Contacts');
  await goTo(page, 'Settings');
  await expect(address).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Revert' })).toHaveCount(0);
});

test('a saved address is what Settings shows afterwards, with nothing left unsaved', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await goTo(page, 'Settings');
  const address = page.getByRole('textbox', { name: 'Service address' });
  await address.fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revert' })).toHaveCount(0);

  await goTo(page, 'Contacts');
  await goTo(page, 'Settings');
  await expect(address).toHaveValue('http://127.0.0.1:9/');
  await expect(page.getByText('Your unsaved changes are back.')).toHaveCount(0);
});
