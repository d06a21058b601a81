// The Pipeline's help under its title at 200% zoom (a 1280×800 window lays out as 640×400): the
// whole paragraph took five lines there and left the board a strip ~210 px tall. In a short
// window it now starts closed, one line, and opens from the keyboard; in a window of usual
// height it starts open. Either way each card's description still carries it for screen readers.
import { expect, testWithContacts } from './helpers/syntheticBridge';
import { openApp } from './helpers/ui';

const test = testWithContacts(40, (store) => {
  const [first] = store.sqlite.prepare('select id from pipeline_states order by position').pluck().all() as string[];
  store.sqlite.prepare('update contacts set pipeline_state_id = ?').run(first);
});

const helpText = /The board is one stop for Tab/;

test('at 200% zoom the board help is one line that opens on demand, and the board keeps the height', async ({ page, bridge }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  const summary = page.getByText('Moving around and moving cards');
  const paragraph = page.getByText(helpText);
  await expect(summary).toBeVisible();
  await expect(paragraph).toBeHidden();
  const board = page.locator('.board');
  const height = (await board.boundingBox())!.height;
  expect(height, 'the board’s height in a 400 px high window').toBeGreaterThanOrEqual(250);
  // A screen reader hears how to use the board on the first card, closed or not.
  const card = page.getByRole('button', { name: /, 1 of 40$/ });
  await expect(card).toHaveAccessibleDescription(helpText);

  // Opened from the keyboard, it is read in full; closed again, the board has its room back.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(paragraph).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(paragraph).toBeHidden();
  expect((await board.boundingBox())!.height).toBeCloseTo(height, 0);
});

test('in a window of usual height the board help starts open', async ({ page, bridge }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(page.getByText(helpText)).toBeVisible();
});
