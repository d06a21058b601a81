// Pipeline: a column per state plus "Not in pipeline"; moving a card by menu, mouse and keyboard
// shows at once and is stored (a reload shows it in the same place).
import type { Page } from '@playwright/test';
import { seedContacts } from './helpers/api';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { connectApi } from './helpers/api';
import { expect, test, testWithService } from './helpers/fixtures';
import { connectService, createContact, moveWithMenu, openApp, syncNow } from './helpers/ui';

function column(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

function card(page: Page, columnTitle: string, name: string) {
  return column(page, columnTitle).getByRole('listitem', { name });
}

/** The card's own button, which the keyboard reaches (its name says where it is: "Ada Walsh, Lead, 1 of 3"). */
function cardButton(page: Page, columnTitle: string, name: string) {
  return card(page, columnTitle, name).getByRole('button', { name: `${name}, ${columnTitle}, `, exact: false });
}

async function openBoard(page: Page, url: string) {
  await openApp(page, url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
}

test('the board shows every pipeline state and the contacts in none', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace', company: 'Analytical Engines' }, { name: 'Alan Turing' }]);
  await openBoard(page, bridge.url);
  await expect(card(page, 'Not in pipeline', 'Ada Lovelace')).toBeVisible();
  await expect(card(page, 'Not in pipeline', 'Alan Turing')).toBeVisible();
  const headings = page.locator('.board').getByRole('heading', { level: 2 });
  expect(await headings.count()).toBeGreaterThan(2);
  await expect(headings.first()).toHaveText('Not in pipeline');
});

test('“Move to…” moves a card at once, and the move is kept', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await openBoard(page, bridge.url);
  const target = (await page.locator('.board').getByRole('heading', { level: 2 }).nth(2).textContent())!;
  await moveWithMenu(card(page, 'Not in pipeline', 'Ada Lovelace'), 'Ada Lovelace', target);
  await expect(card(page, target, 'Ada Lovelace')).toBeVisible();
  await expect(card(page, 'Not in pipeline', 'Ada Lovelace')).toHaveCount(0);

  await page.reload();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(card(page, target, 'Ada Lovelace')).toBeVisible();
  // The contact's page says so too.
  await card(page, target, 'Ada Lovelace').getByRole('button', { name: /^Ada Lovelace/ }).click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' }).getByText(target).first()).toBeVisible();
});

test('“Move to…” with the keyboard: the arrows look through the columns without moving the card, Escape leaves it, Enter moves it and the focus follows', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Walsh' }]);
  await openBoard(page, bridge.url);
  const titles = await page.locator('.board').getByRole('heading', { level: 2 }).allTextContents();
  const button = card(page, 'Not in pipeline', 'Ada Walsh').getByRole('button', { name: 'Move Ada Walsh to' });
  const menu = page.getByRole('menu', { name: 'Move Ada Walsh to' });

  // ↓ opens the menu on the first other column; the arrows, Home and End browse; Escape closes
  // it with the keyboard back on the button and the card where it was.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: titles[1], exact: true })).toBeFocused();
  await expect(menu.getByRole('menuitem')).toHaveText(titles.slice(1));
  for (const key of ['ArrowDown', 'End', 'ArrowUp', 'Home', 'ArrowUp']) await page.keyboard.press(key);
  await expect(menu.getByRole('menuitem', { name: titles.at(-1), exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(card(page, 'Not in pipeline', 'Ada Walsh')).toBeVisible();

  // Enter on a column moves the card there, and the keyboard stays on its button in that column.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: titles[2], exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const moved = card(page, titles[2]!, 'Ada Walsh').getByRole('button', { name: 'Move Ada Walsh to' });
  await expect(moved).toBeFocused();
  await expect(card(page, 'Not in pipeline', 'Ada Walsh')).toHaveCount(0);
  // The menu there offers every column but its own.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem')).toHaveText(titles.filter((t) => t !== titles[2]));
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  await expect(card(page, titles[2]!, 'Ada Walsh')).toBeVisible();
});

test('a card dragged with the mouse lands in the column it is dropped on', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  await openBoard(page, bridge.url);
  const target = (await page.locator('.board').getByRole('heading', { level: 2 }).nth(1).textContent())!;
  // The mouse's grip (⠿): the keyboard has its own ways, so it is not a control to be reached.
  const handle = card(page, 'Not in pipeline', 'Grace Hopper').locator('.card__handle');
  const from = (await handle.boundingBox())!;
  const to = (await column(page, target).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 10 });
  await page.mouse.up();
  await expect(card(page, target, 'Grace Hopper')).toBeVisible();
  await expect(column(page, target).getByText('1 contact', { exact: true })).toBeAttached();
});

test('a card moves with the keyboard: Space, arrow keys, Space', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Alan Turing' }]);
  await openBoard(page, bridge.url);
  const headings = page.locator('.board').getByRole('heading', { level: 2 });
  const second = (await headings.nth(2).textContent())!;
  await cardButton(page, 'Not in pipeline', 'Alan Turing').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(card(page, second, 'Alan Turing')).toBeVisible();
  await expect(page.getByText(`Alan Turing moved to ${second}.`)).toBeAttached();
});

test('moving with the keyboard brings the chosen column into view, and a click elsewhere calls the move off', async ({ page, bridge }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await seedContacts(bridge, [{ name: 'Alan Turing' }]);
  await openBoard(page, bridge.url);
  const headings = page.locator('.board').getByRole('heading', { level: 2 });
  const count = await headings.count();
  await cardButton(page, 'Not in pipeline', 'Alan Turing').focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < count; i++) await page.keyboard.press('ArrowRight');
  const last = headings.nth(count - 1);
  await expect(last).toBeInViewport();
  await expect(page.locator('.board-column--over')).toHaveCount(1);

  await page.getByRole('heading', { level: 1, name: 'Pipeline' }).click();
  await expect(page.getByText('Moving Alan Turing was cancelled.')).toBeAttached();
  await expect(page.locator('.board-column--over')).toHaveCount(0);
  await expect(page.locator('.card--carried')).toHaveCount(0);
});

/** The board's live region: what a screen reader hears of moves. */
const boardSays = (page: Page) => page.locator('.pipeline-view div.visually-hidden[aria-live="assertive"]');

test('a move through “Move to…” is announced, not the keyboard move cancelled before it', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Walsh' }]);
  await openBoard(page, bridge.url);
  const target = (await page.locator('.board').getByRole('heading', { level: 2 }).nth(2).textContent())!;
  await cardButton(page, 'Not in pipeline', 'Ada Walsh').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(boardSays(page)).toHaveText('Moving Ada Walsh was cancelled.');
  await moveWithMenu(card(page, 'Not in pipeline', 'Ada Walsh'), 'Ada Walsh', target);
  await expect(card(page, target, 'Ada Walsh')).toBeVisible();
  await expect(boardSays(page)).toHaveText(`Ada Walsh moved to ${target}.`);
});

testWithService('a card carried to a column a sync removes meanwhile stays put, and the board says why', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Ada Walsh', email: 'ada@example.com' });
  await connectService(page, service);
  await syncNow(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  const headings = page.locator('.board').getByRole('heading', { level: 2 });
  const gone = (await headings.nth(2).textContent())!;
  await cardButton(page, 'Not in pipeline', 'Ada Walsh').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(boardSays(page)).toHaveText(`Ada Walsh is over ${gone}.`);

  // An administrator removes that state on the service; a background sync takes it off the board.
  const db = new Database(join(service.dataDir, 'service.sqlite'));
  db.prepare('DELETE FROM pipeline_states WHERE name = ?').run(gone);
  db.close();
  const api = await connectApi(bridge);
  await api.call('sync.now', {});
  api.close();
  await expect(column(page, gone)).toHaveCount(0);

  await page.keyboard.press('Space');
  await expect(boardSays(page)).toHaveText(`Ada Walsh could not be moved to ${gone}: that column is gone (it was removed on the service). Ada Walsh stays in Not in pipeline.`);
  await expect(card(page, 'Not in pipeline', 'Ada Walsh')).toBeVisible();
  await expect(cardButton(page, 'Not in pipeline', 'Ada Walsh')).toBeFocused();
});
