// In a narrow window the sidebar keeps only its icons; the Commands button's shortcut still
// reads on one line, inside the button.
import { expect, test } from './helpers/fixtures';
import { openApp } from './helpers/ui';

for (const width of [1000, 720]) {
  test(`at ${width} px the Commands button shows “Ctrl K” on one line`, async ({ page, bridge }) => {
    await page.setViewportSize({ width, height: 700 });
    await openApp(page, bridge.url);
    const button = page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: /Commands/ });
    const shortcut = button.getByText('Ctrl K');
    await expect(shortcut).toBeVisible();
    // The text's line boxes: a label broken over two lines has two.
    const lines = await shortcut.evaluate((el) => {
      const range = el.ownerDocument.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const inner = (await shortcut.boundingBox())!;
    const outer = (await button.boundingBox())!;
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  });
}
