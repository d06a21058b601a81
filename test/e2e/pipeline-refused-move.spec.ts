// A move the store refuses is said once: by the banner above the board (an alert), not by the
// board's live region as well. Dismiss takes the banner away with the keyboard that was on it:
// the keyboard goes back to the board, on the card that holds its Tab stop.
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { holdAnswerTo } from './helpers/heldAnswer';
import { openApp } from './helpers/ui';

test('a refused keyboard move is read out once, and Dismiss gives the keyboard back to the card', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Walsh' }]);
  const refused = await holdAnswerTo(page, 'contacts.setPipelineState', { reachesCore: false });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  const target = (await page.locator('.board').getByRole('heading', { level: 2 }).nth(1).textContent())!;
  // Every text the board's live region is given, however briefly.
  await page.evaluate(`(() => {
    const region = document.querySelector('.pipeline-view div.visually-hidden[aria-live="assertive"]');
    window.__boardSaid = [];
    new MutationObserver(() => window.__boardSaid.push(region.textContent || '')).observe(region, { subtree: true, childList: true, characterData: true });
  })()`);

  const ada = page.getByRole('button', { name: /^Ada Walsh, Not in pipeline/ });
  await ada.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect.poll(() => refused.held()).toBe(true);
  refused.refuse();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`Ada Walsh could not be moved to ${target}: The store could not be written: disk full.`);
  await expect(ada).toBeFocused(); // back in its column, the keyboard with it

  await alert.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(ada).toBeFocused();
  const said = await page.evaluate<string[]>('window.__boardSaid');
  expect(said.filter((text) => text.includes('could not be moved'))).toEqual([]);
});
