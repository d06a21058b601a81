// A large store: the list shows the true total, reaches the last contact with End, keeps only
// the rows on screen in the page, and search still narrows it as you type.
import { test as base, expect } from '@playwright/test';
import { join } from 'node:path';
import { openStore } from '../../db/open';
import { STORE_FILE } from '../../main/core/core';
import { insertSyntheticContacts } from '../helpers/synthetic';
import { startBridge, tempDataDir, type RunningBridge } from './helpers/bridge';
import { openApp, search } from './helpers/ui';

const COUNT = 10_000;

const test = base.extend<{ bigBridge: RunningBridge }>({
  // eslint-disable-next-line no-empty-pattern
  bigBridge: async ({}, use) => {
    const temp = tempDataDir();
    const store = await openStore(join(temp.dir, STORE_FILE));
    insertSyntheticContacts(store, COUNT);
    store.sqlite.close();
    const bridge = await startBridge(temp.dir);
    await use(bridge);
    await bridge.stop();
    temp.cleanup();
  },
});

test('ten thousand contacts: the whole list is reachable, only visible rows exist', async ({ page, bigBridge }) => {
  await openApp(page, bigBridge.url);
  await expect(page.getByText('10,000 contacts', { exact: true })).toBeVisible();
  const list = page.getByRole('listbox', { name: 'Contacts' });
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-posinset', '1');
  expect(await list.getByRole('option').count()).toBeLessThan(100);

  await list.focus();
  await page.keyboard.press('End');
  const last = list.locator('[aria-posinset="10000"]');
  await expect(last).toBeVisible();
  await expect(last).not.toHaveAccessibleName('Loading…');
  expect(await list.getByRole('option').count()).toBeLessThan(100);
  await expect(last).toHaveAttribute('aria-selected', 'true');
  const lastName = (await last.locator('.contact-row__name').textContent())!;
  await expect(page.getByRole('heading', { level: 2, name: lastName })).toBeVisible();

  await search(page, 'zanele');
  await expect(page.getByText(/^\d[\d,]* contacts?$/)).not.toHaveText('10,000 contacts');
  await expect(list.getByRole('option').first()).toContainText('Zanele');
});
