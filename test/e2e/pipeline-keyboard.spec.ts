// The board by keyboard, as one stop in the Tab order browsed with the arrow keys: Tab in and out
// in a couple of presses however many cards there are, the arrows reach the card beside, and the
// keyboard stays on the board when its cards move (by the user or by a sync).
import type { Page } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import { expect, test, testWithService } from './helpers/fixtures';
import { expectNoSeriousA11yViolations } from './helpers/screenshots';
import { remoteContactByEmail } from './helpers/service';
import { connectService, keyboardBeforeBoard, openApp, syncNow } from './helpers/ui';
import { ANNOUNCEMENT_CLEARS_AFTER_MS } from '../../renderer/src/lib/announcementTiming';

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** A card's own button, told by its name, column and place ("Ada Lovelace, Lead, 3 of 12"). */
const cardButton = (page: Page, name: string, columnTitle: string, position: number, total: number) =>
  page.getByRole('button', { name: `${name}, ${columnTitle}, ${position} of ${total}`, exact: true });
const boardHasKeyboard = (page: Page) => page.locator('.board :focus');

async function openBoard(page: Page, url: string) {
  await openApp(page, url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await keyboardBeforeBoard(page);
  return page.locator('.board').getByRole('heading', { level: 2 }).allTextContents();
}

/** Contacts named in order, placed in the columns given by index into the board's states (null: none). */
async function seedBoard(bridge: Parameters<typeof seedContacts>[0], placed: [name: string, state: number | null][]) {
  const created = await seedContacts(bridge, placed.map(([name]) => ({ name })));
  const api = await connectApi(bridge);
  const states = await api.call('pipelineStates.list', {});
  for (const [i, [, state]] of placed.entries()) if (state !== null) await api.call('contacts.setPipelineState', { id: created[i]!.id, stateId: states[state]!.id });
  api.close();
}

test('the board is one Tab stop: in on a card, on to its “Move to…”, then out, and back in on the card last reached', async ({ page, bridge }) => {
  const names = ['A', 'B', 'C'].flatMap((letter) => Array.from({ length: 30 }, (_, i) => `${letter}${String(i + 10)} Person`));
  await seedBoard(bridge, names.map((name) => [name, name.startsWith('A') ? null : name.startsWith('B') ? 0 : 1]));
  const titles = await openBoard(page, bridge.url);
  // Columns longer than the window: every card is still reached by keyboard (axe's scrollable
  // regions), though only one of them is in the Tab order.
  await expectNoSeriousA11yViolations(page);

  // Ninety cards, three tab stops each before: now Tab, Tab, Tab crosses the board.
  await page.keyboard.press('Tab');
  await expect(cardButton(page, 'A10 Person', 'Not in pipeline', 1, 30)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(column(page, 'Not in pipeline').getByRole('button', { name: 'Move A10 Person to', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(boardHasKeyboard(page)).toHaveCount(0);

  // Back in with Shift+Tab: on the card it left. Then on to another card with the arrows, out,
  // and in again on that one.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(cardButton(page, 'A10 Person', 'Not in pipeline', 1, 30)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(cardButton(page, 'B12 Person', titles[1]!, 3, 30)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(boardHasKeyboard(page)).toHaveCount(0);
  await keyboardBeforeBoard(page);
  await page.keyboard.press('Tab');
  await expect(cardButton(page, 'B12 Person', titles[1]!, 3, 30)).toBeFocused();
  // Only that card is in the Tab order: the others wait for the arrows.
  await expect(page.locator('.board [tabindex="0"]')).toHaveCount(2);
});

test('the arrows go from card to card: ↑ ↓ in a column, ← → to the card beside in the next column with cards, Home and End; Enter opens the contact', async ({ page, bridge }) => {
  await seedBoard(bridge, [
    ['Ada Lovelace', null],
    ['Alan Turing', null],
    ['Barbara Liskov', null],
    ['Charles Babbage', null],
    ['Dennis Ritchie', null],
    ['Edsger Dijkstra', 1],
    ['Frances Allen', 1],
    ['Grace Hopper', 1],
  ]);
  const titles = await openBoard(page, bridge.url);
  const none = 'Not in pipeline';
  // The first state has no card: ← and → pass over it.
  await expect(column(page, titles[1]!).getByRole('listitem')).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(cardButton(page, 'Ada Lovelace', none, 1, 5)).toBeFocused();
  await page.keyboard.press('ArrowUp'); // the top: it stays
  await expect(cardButton(page, 'Ada Lovelace', none, 1, 5)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cardButton(page, 'Alan Turing', none, 2, 5)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cardButton(page, 'Frances Allen', titles[2]!, 2, 3)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cardButton(page, 'Grace Hopper', titles[2]!, 3, 3)).toBeFocused();
  await page.keyboard.press('ArrowDown'); // the bottom: it stays
  await expect(cardButton(page, 'Grace Hopper', titles[2]!, 3, 3)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cardButton(page, 'Barbara Liskov', none, 3, 5)).toBeFocused();
  await page.keyboard.press('End');
  await expect(cardButton(page, 'Dennis Ritchie', none, 5, 5)).toBeFocused();
  await page.keyboard.press('ArrowRight'); // beside the last card of a longer column: the last one here
  await expect(cardButton(page, 'Grace Hopper', titles[2]!, 3, 3)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(cardButton(page, 'Edsger Dijkstra', titles[2]!, 1, 3)).toBeFocused();
  await page.keyboard.press('ArrowRight'); // no column with cards further right: it stays
  await expect(cardButton(page, 'Edsger Dijkstra', titles[2]!, 1, 3)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Edsger Dijkstra' })).toBeVisible();
});

test('Space picks the focused card up, the arrows carry it, Space drops it, and the keyboard goes with the card', async ({ page, bridge }) => {
  await seedBoard(bridge, [
    ['Ada Lovelace', null],
    ['Alan Turing', null],
    ['Grace Hopper', null],
  ]);
  const titles = await openBoard(page, bridge.url);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(cardButton(page, 'Alan Turing', 'Not in pipeline', 2, 3)).toBeFocused();

  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Alan Turing in Not in pipeline.', { exact: false })).toBeAttached();
  // While carried, ↓ does not leave the card, and → chooses a column rather than a card.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cardButton(page, 'Alan Turing', 'Not in pipeline', 2, 3)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Alan Turing moved to ${titles[2]}.`)).toBeAttached();
  await expect(cardButton(page, 'Alan Turing', titles[2]!, 1, 1)).toBeFocused();
  // Still the board's Tab stop there: out and back in lands on it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(cardButton(page, 'Alan Turing', titles[2]!, 1, 1)).toBeFocused();
  // Escape puts a lifted card down where it was, with the keyboard still on it.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Moving Alan Turing was cancelled.')).toBeAttached();
  await expect(cardButton(page, 'Alan Turing', titles[2]!, 1, 1)).toBeFocused();
});

testWithService('a sync that reloads the board leaves the keyboard on its card; a card a sync takes away hands it to the card that took its place', async ({ page, bridge, service }) => {
  await seedContacts(
    bridge,
    ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'].map((name) => ({ name, emails: [`${name.split(' ')[0]!.toLowerCase()}@example.com`] })),
  );
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);
  const titles = await openBoard(page, bridge.url);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(cardButton(page, 'Alan Turing', 'Not in pipeline', 2, 3)).toBeFocused();

  // Someone else renames Ada on the service: the sync reloads the board, the keyboard stays put.
  const ada = (await remoteContactByEmail(service, 'ada@example.com'))!;
  expect((await service.request('PATCH', `/api/contacts/${ada.id}`, { name: 'Ada King' })).status).toBe(200);
  const api = await connectApi(bridge);
  await api.call('sync.now', {});
  await expect(column(page, 'Not in pipeline').getByRole('listitem', { name: 'Ada King' })).toBeVisible();
  await expect(cardButton(page, 'Alan Turing', 'Not in pipeline', 2, 3)).toBeFocused();

  // Someone else moves Alan on the service: his card leaves the column under the keyboard, which
  // goes to the card now in his place, not to the page.
  const alan = (await remoteContactByEmail(service, 'alan@example.com'))!;
  const { body: states } = await service.request<{ 'hydra:member': { id: string; name: string }[] }>('GET', '/api/pipeline_states');
  const target = states['hydra:member'].find((s) => s.name === titles[2])!;
  expect((await service.request('PATCH', `/api/contacts/${alan.id}/pipeline-state`, { stateId: target.id })).status).toBe(200);
  await api.call('sync.now', {});
  api.close();
  await expect(column(page, titles[2]!).getByRole('listitem', { name: 'Alan Turing' })).toBeVisible();
  await expect(cardButton(page, 'Grace Hopper', 'Not in pipeline', 2, 2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(cardButton(page, 'Ada King', 'Not in pipeline', 1, 2)).toBeFocused();
});

test('a carried card’s target column stands out in forced colours, and what the board said is not heard again when browsing past it', async ({ page, bridge }) => {
  await seedBoard(bridge, [['Ada Lovelace', null]]);
  await page.clock.install();
  const titles = await openBoard(page, bridge.url);
  await page.emulateMedia({ forcedColors: 'active' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  // High Contrast paints every background and border its own way: an outline marks the target.
  const target = column(page, titles[1]!);
  await expect(target).toHaveCSS('outline-style', 'solid');
  await expect(column(page, 'Not in pipeline')).toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Space');
  const said = `Ada Lovelace moved to ${titles[1]}.`;
  await expect(page.getByText(said)).toBeAttached();
  // Said once; then the region is emptied, so a screen reader browsing the board hears only the cards.
  await page.clock.runFor(ANNOUNCEMENT_CLEARS_AFTER_MS);
  await expect(page.getByText(said)).toHaveCount(0);
  await expect(cardButton(page, 'Ada Lovelace', titles[1]!, 1, 1)).toBeFocused();
});
