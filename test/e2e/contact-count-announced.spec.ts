// The contact count beside the list is not a live region (a sync changes it many times a second,
// and each change was read out); the count a search the user typed found is read out, once.
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { openApp, search } from './helpers/ui';

test('a typed search says how many it found, once; a total changed meanwhile is not read out', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Ada Walsh' }, { name: 'Grace Hopper' }]);
  await openApp(page, bridge.url);
  await expect(page.getByText('3 contacts', { exact: true })).toBeVisible();
  const live = page.locator('[aria-live], [role="status"], [role="alert"], [role="log"]');
  await expect(live.filter({ hasText: /^3 contacts$/ })).toHaveCount(0);
  // Every text the search's status is given, however briefly (a page script: the tests' types have no DOM).
  await page.evaluate(`(() => {
    const region = document.querySelector('.list-subbar [role="status"]');
    window.__searchSaid = [];
    new MutationObserver(() => window.__searchSaid.push(region.textContent || '')).observe(region, { subtree: true, childList: true, characterData: true });
  })()`);

  await search(page, 'Ada');
  await expect(page.getByText('2 contacts', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'found for' })).toHaveText('2 contacts found for “Ada”.');

  // Another Ada arrives (as from a sync): the count changes, and is not read out.
  const api = await connectApi(bridge);
  await api.call('contacts.create', { name: 'Ada Yonath' });
  api.close();
  await expect(page.getByText('3 contacts', { exact: true })).toBeVisible();
  await search(page, 'Grace');
  await expect(page.getByRole('status').filter({ hasText: 'found for' })).toHaveText('1 contact found for “Grace”.');
  const texts = (await page.evaluate<string[]>('window.__searchSaid')).filter(Boolean);
  expect([...new Set(texts)]).toEqual(['2 contacts found for “Ada”.', '1 contact found for “Grace”.']);
});
