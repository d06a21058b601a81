// The Sync view with thousands of conflicts and refused changes: it shows the oldest of each,
// says how many there are, and reaches more on request, instead of drawing every one.
import { SYNC_LIST_PAGE } from '../../preload/contract';
import { insertSyntheticSyncBacklog } from '../helpers/syntheticSync';
import { openApp } from './helpers/ui';
import { expect, testWithContacts } from './helpers/syntheticBridge';

const CONFLICTS = 2_000;
const REFUSED = 2_000;
const test = testWithContacts(5_000, (store) => insertSyntheticSyncBacklog(store, { conflicts: CONFLICTS, refused: REFUSED }));

test('the Sync view shows a page of each list, with the count and a way to the rest', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
  const conflicts = page.getByRole('region', { name: /^Conflicts/ });
  const refused = page.getByRole('region', { name: /^Changes not accepted/ });
  await expect(conflicts.locator('.conflict')).toHaveCount(SYNC_LIST_PAGE);
  await expect(refused.locator('.rejected-list > li')).toHaveCount(SYNC_LIST_PAGE);
  await expect(conflicts.getByText(`Showing the oldest ${SYNC_LIST_PAGE} of 2,000 conflicts.`)).toBeVisible();
  await expect(refused.getByText(`Showing the oldest ${SYNC_LIST_PAGE} of 2,000 changes.`)).toBeVisible();
  await expect(conflicts.getByRole('heading', { level: 2 })).toContainText('2,000');

  // The button says what it brings in; the keyboard goes on to the first of them.
  const firstPage = await conflicts.locator('.conflict').evaluateAll((items) => items.map((li) => li.getAttribute('data-item')));
  await conflicts.getByRole('button', { name: `Show ${SYNC_LIST_PAGE} more conflicts` }).press('Enter');
  await expect(conflicts.locator('.conflict')).toHaveCount(2 * SYNC_LIST_PAGE);
  await expect(refused.locator('.rejected-list > li')).toHaveCount(SYNC_LIST_PAGE);
  // Shown by contact, a conflict brought in may join a contact already shown: the first new one in the order shown.
  const nowShown = await conflicts.locator('.conflict').evaluateAll((items) => items.map((li) => li.getAttribute('data-item')));
  const firstNew = nowShown.find((key) => !firstPage.includes(key))!;
  await expect(conflicts.locator(`.conflict[data-item="${firstNew}"]`).getByRole('button').first()).toBeFocused();

  await refused.getByRole('button', { name: `Show ${SYNC_LIST_PAGE} more changes` }).press('Enter');
  await expect(refused.locator('.rejected-list > li')).toHaveCount(2 * SYNC_LIST_PAGE);
  await expect(refused.locator('.rejected-list > li').nth(SYNC_LIST_PAGE).getByRole('button').first()).toBeFocused();

  // Resolving one leaves the page full and the count one less.
  await conflicts.locator('.conflict').first().getByRole('button', { name: /Take theirs/ }).click();
  await expect(conflicts.getByText(`Showing the oldest ${2 * SYNC_LIST_PAGE} of 1,999 conflicts.`)).toBeVisible();
  await expect(conflicts.locator('.conflict')).toHaveCount(2 * SYNC_LIST_PAGE);
});
