// The board with thousands of contacts in a column: a page of cards per column with the count
// of the rest, and a move (or any reload) keeps the cards the user had brought into view.
import type { Page } from '@playwright/test';
import { DEFAULT_PIPELINE_STATES } from '../../main/domain/pipeline-defaults';
import { COLUMN_PAGE } from '../../renderer/src/stores/pipelineStore';
import { keyboardBeforeBoard, moveWithMenu, openApp } from './helpers/ui';
import { expect, testWithContacts } from './helpers/syntheticBridge';

const CONTACTS = 3_000;
const IN_FIRST_STATE = 600;
const IN_SECOND_STATE = 100;
/** In the third state, two cards whose names sort after every other: moved into the second, they stand past the page it shows. */
const SORTING_LAST = ['Zzz Moved By Keys', 'Zzz Moved By Menu'] as const;
const first = DEFAULT_PIPELINE_STATES[0]!;
const second = DEFAULT_PIPELINE_STATES[1]!;
const third = DEFAULT_PIPELINE_STATES[2]!;
const test = testWithContacts(CONTACTS, (store) => {
  store.sqlite
    .prepare(`update contacts set pipeline_state_id = (select id from pipeline_states where name = ?) where rowid in (select rowid from contacts order by rowid limit ?)`)
    .run(first, IN_FIRST_STATE);
  store.sqlite
    .prepare(`update contacts set pipeline_state_id = (select id from pipeline_states where name = ?) where rowid in (select rowid from contacts order by rowid limit ? offset ?)`)
    .run(second, IN_SECOND_STATE, IN_FIRST_STATE);
  SORTING_LAST.forEach((name, i) =>
    store.sqlite
      .prepare(`update contacts set name = ?, pipeline_state_id = (select id from pipeline_states where name = ?) where rowid = (select max(rowid) - ? from contacts)`)
      .run(name, third, i),
  );
});
const NOT_IN_PIPELINE = CONTACTS - IN_FIRST_STATE - IN_SECOND_STATE - SORTING_LAST.length;

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cards = (page: Page, title: string) => column(page, title).getByRole('list').first().getByRole('listitem');

test('long columns show a page of cards, and a move keeps the cards brought into view', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(cards(page, 'Not in pipeline')).toHaveCount(COLUMN_PAGE);
  await expect(column(page, 'Not in pipeline').getByRole('button', { name: `Show ${(NOT_IN_PIPELINE - COLUMN_PAGE).toLocaleString('en-US')} more in Not in pipeline` })).toBeVisible();
  await expect(cards(page, first)).toHaveCount(COLUMN_PAGE);

  for (let shown = COLUMN_PAGE; shown < 3 * COLUMN_PAGE; shown += COLUMN_PAGE) {
    await column(page, first).getByRole('button', { name: /^Show [\d,]+ more in / }).click();
    await expect(cards(page, first)).toHaveCount(shown + COLUMN_PAGE);
  }
  const far = cards(page, first).nth(2 * COLUMN_PAGE + 10);
  const name = (await far.getAttribute('aria-label'))!;
  // Names repeat among synthetic contacts: the card is told by its button's id (its contact's).
  const cardId = (await far.getByRole('button', { name: `${name}, ${first}, ` }).getAttribute('id'))!;
  await moveWithMenu(far, name, second);
  // In its new column at once (at the top, until it is put in its place by name there, the
  // column brought in as far as that place): counted there, gone from where it was.
  await expect(column(page, second).getByText(`${(IN_SECOND_STATE + 1).toLocaleString('en-US')} contacts`, { exact: true })).toBeVisible();
  await expect(column(page, first).locator(`[id="${cardId}"]`)).toHaveCount(0);
  await expect(column(page, second).locator(`[id="${cardId}"]`)).toHaveCount(1);

  // That reload brought back every card the column showed, less the one moved.
  await expect(column(page, first).getByRole('button', { name: `Show ${(IN_FIRST_STATE - 3 * COLUMN_PAGE).toLocaleString('en-US')} more in ${first}` })).toBeVisible();
  await expect(cards(page, first)).toHaveCount(3 * COLUMN_PAGE - 1);
  await expect(column(page, first).getByRole('heading', { level: 2 })).toHaveText(first);
});

test('the last "Show more" of a column hands the keyboard to the first card it brought in', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(cards(page, second)).toHaveCount(COLUMN_PAGE);
  const more = column(page, second).getByRole('button', { name: `Show ${IN_SECOND_STATE - COLUMN_PAGE} more in ${second}`, exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page, second)).toHaveCount(IN_SECOND_STATE);
  await expect(more).toHaveCount(0);
  await expect(cards(page, second).nth(COLUMN_PAGE).locator('.card__open')).toBeFocused();
});

test('↓ on the last card loaded brings in the next page and goes on to its first card; End reaches the last card loaded', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(cards(page, second)).toHaveCount(COLUMN_PAGE);
  const position = (n: number) => new RegExp(`, ${second}, ${n} of ${IN_SECOND_STATE}$`);
  // Into the board with Tab (the first card of the first column), then → → to the second state.
  await keyboardBeforeBoard(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(position(1));
  await page.keyboard.press('End');
  await expect(page.locator(':focus')).toHaveAccessibleName(position(COLUMN_PAGE));
  await page.keyboard.press('ArrowDown');
  await expect(cards(page, second)).toHaveCount(IN_SECOND_STATE);
  await expect(page.locator(':focus')).toHaveAccessibleName(position(COLUMN_PAGE + 1));
  await expect(cards(page, second).nth(COLUMN_PAGE).getByRole('button').first()).toBeFocused();
  // The whole column is in: End goes to its very last card, and ↓ there stays.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAccessibleName(position(IN_SECOND_STATE));
});

test('a card moved into a long column past the cards it shows is brought into view there, the keyboard on it', async ({ page, bridge }) => {
  const [byKeys, byMenu] = SORTING_LAST;
  const landed = (name: string, total: number) => column(page, second).getByRole('button', { name: `${name}, ${second}, ${total} of ${total}`, exact: true });
  const openBoard = async () => {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
    await expect(cards(page, second)).toHaveCount(COLUMN_PAGE);
  };
  await openApp(page, bridge.url);
  await openBoard();

  // By keyboard: Space picks it up, ← carries it to the column on the left, Space drops it. Its
  // name sorts last: the column now shows every card down to it, and the keyboard is on it.
  await column(page, third).getByRole('button', { name: new RegExp(`^${byKeys}, `) }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(landed(byKeys, IN_SECOND_STATE + 1)).toBeFocused();
  await expect(cards(page, second)).toHaveCount(IN_SECOND_STATE + 1);
  // ↑ goes on to the card above it, as anywhere in a column.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`, ${second}, ${IN_SECOND_STATE} of ${IN_SECOND_STATE + 1}$`));

  // With "Move to…", on a board opened afresh (the column a page again): the keyboard stays on
  // the card's "Move to…" in its new place.
  await page.reload();
  await openBoard();
  await moveWithMenu(column(page, third), byMenu, second);
  await expect(landed(byMenu, IN_SECOND_STATE + 2)).toBeVisible();
  await expect(column(page, second).getByRole('button', { name: `Move ${byMenu} to`, exact: true })).toBeFocused();
  await expect(cards(page, second)).toHaveCount(IN_SECOND_STATE + 2);

  // Reloaded later (here: the board opened again), the column keeps the cards it showed.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(landed(byMenu, IN_SECOND_STATE + 2)).toBeVisible();
});
