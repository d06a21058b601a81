// Keys pressed faster than the list loads are not dropped: thirty PageDowns move the selection
// three hundred rows, loading the pages they reach, and j/k go on from where the keys aimed.
import { expect, testWithContacts } from './helpers/syntheticBridge';
import { openApp } from './helpers/ui';

const test = testWithContacts(5_000);

test('thirty quick PageDowns select row 301; k then selects row 300', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  const list = page.getByRole('listbox', { name: 'Contacts' });
  await expect(list.getByRole('option').first()).not.toHaveAccessibleName('Loading…');
  await list.focus();
  await page.keyboard.press('Home');
  await expect(list.locator('[aria-posinset="1"]')).toHaveAttribute('aria-selected', 'true');

  // Whenever the list changes, the row it names as active (aria-activedescendant) must be there:
  // while the keys aim at a row not loaded yet, it names none.
  await page.evaluate(`(() => {
    const list = document.getElementById('contact-list');
    window.__namedMissing = [];
    new MutationObserver(() => {
      const id = list.getAttribute('aria-activedescendant');
      if (id && !document.getElementById(id)) window.__namedMissing.push(id);
    }).observe(list, { subtree: true, childList: true, attributes: true });
  })()`);
  // As fast as keys can come: all thirty before any page can arrive.
  await list.evaluate((el) => {
    const view = el.ownerDocument.defaultView!;
    for (let i = 0; i < 30; i++) el.dispatchEvent(new view.KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
  });
  const row301 = list.locator('[aria-posinset="301"]');
  await expect(row301).toHaveAttribute('aria-selected', 'true');
  const name = (await row301.locator('.contact-row__name').textContent())!;
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(list).toHaveAttribute('aria-activedescendant', (await row301.getAttribute('id'))!);
  expect(await page.evaluate<string[]>('window.__namedMissing')).toEqual([]);

  await page.keyboard.press('k');
  await expect(list.locator('[aria-posinset="300"]')).toHaveAttribute('aria-selected', 'true');
});
