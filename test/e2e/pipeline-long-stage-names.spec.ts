// A pipeline stage with a long name (as a team may name one on the service) at 1280 px, at the
// window's minimum width (720 px) and at 200% zoom (1280×800 laid out as 640×400): its column's
// header, which stays at the top while the board scrolls, showed the whole name on a dozen
// lines and covered the board's visible height, so its cards were never seen. The name now
// takes at most two lines, in full in its tooltip, and the first card shows under it.
import { randomUUID } from 'node:crypto';
import { expect, testWithContacts } from './helpers/syntheticBridge';
import { openApp } from './helpers/ui';

const longName = 'Waiting for the procurement committee to approve the budget '.repeat(4).trim().slice(0, 200);
const test = testWithContacts(30, (store) => {
  const id = randomUUID();
  store.sqlite.prepare('insert into pipeline_states (id, remote_id, name, position) values (?, null, ?, ?)').run(id, longName, -1);
  store.sqlite.prepare('update contacts set pipeline_state_id = ? where rowid % 2 = 0').run(id);
});

test('a stage with a long name shows its cards under a header of two lines, the name whole in its tooltip', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  const column = page.getByRole('region', { name: longName, exact: true });
  const heading = column.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(longName);
  const board = page.locator('.board');
  for (const [width, height] of [
    [1280, 800],
    [720, 600],
    [640, 400],
  ] as const) {
    await page.setViewportSize({ width, height });
    await column.scrollIntoViewIfNeeded();
    const header = (await heading.boundingBox())!;
    const lineHeight = await heading.evaluate((el) => parseFloat(el.ownerDocument.defaultView!.getComputedStyle(el).lineHeight));
    expect(header.height, `the header's height at ${width}×${height}`).toBeLessThanOrEqual(2 * lineHeight + 1);
    // The first card's name is in the board's visible area, below the header.
    const card = (await column.getByRole('listitem').first().boundingBox())!;
    const visible = (await board.boundingBox())!;
    expect(card.y, `first card under the header at ${width}×${height}`).toBeGreaterThanOrEqual(header.y + header.height);
    expect(card.y + 24, `first card in view at ${width}×${height}`).toBeLessThanOrEqual(visible.y + visible.height);
  }
  // What the two lines leave out is in the tooltip.
  await expect(heading).toHaveAttribute('title', longName);
});
