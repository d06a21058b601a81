// The window itself never scrolls: each view scrolls inside its own pane, so the status bar
// stays whole at the bottom and the mouse wheel over the sidebar moves nothing. Something hidden
// for the eye only (a column's count for screen readers, an empty live region) must not make the
// page taller or wider than the window, on the Pipeline view and with the email composer open,
// at the window's minimum width (720 px) and a usual one (1280 px).
import type { Page } from '@playwright/test';
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { openApp, openEmail, statusBar } from './helpers/ui';

const HEIGHT = 800;
const WIDTHS = [720, 1280];

/** The page's scrollable size and how far it is scrolled. */
const pageBox = (page: Page) =>
  page.evaluate<{ width: number; height: number; scrolled: number[] }>(`(() => {
    const root = document.scrollingElement;
    return { width: root.scrollWidth, height: root.scrollHeight, scrolled: [root.scrollLeft, root.scrollTop] };
  })()`);

async function expectWindowFits(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const box = await pageBox(page);
    expect({ width: box.width, height: box.height }, `${where} at ${width} px`).toEqual({ width, height: HEIGHT });
    // The wheel over the sidebar scrolls nothing: the app stays where it is.
    await page.getByRole('navigation', { name: 'Views' }).hover();
    await page.mouse.wheel(0, 600);
    await page.mouse.wheel(600, 0);
    await expect.poll(async () => (await pageBox(page)).scrolled, `${where} at ${width} px, after the wheel`).toEqual([0, 0]);
    // The status bar is on screen, whole, at the bottom of the window.
    const bar = (await statusBar(page).boundingBox())!;
    expect(bar.y + bar.height, `status bar at ${width} px`).toBeLessThanOrEqual(HEIGHT + 0.5);
    expect(bar.x + bar.width, `status bar at ${width} px`).toBeLessThanOrEqual(width + 0.5);
  }
}

test('the window does not scroll on the Pipeline view nor with the email composer open, at 720 and 1280 px', async ({ page, bridge }) => {
  await seedContacts(bridge, [
    { name: 'Grace Hopper', company: 'US Navy', emails: ['grace@example.com'] },
    { name: 'Alan Turing', company: 'Bletchley Park', emails: ['alan@example.com'] },
  ]);
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await openApp(page, bridge.url);

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(page.getByRole('region', { name: 'Not in pipeline', exact: true })).toBeVisible();
  await expectWindowFits(page, 'Pipeline');

  await page.setViewportSize({ width: 1280, height: HEIGHT });
  const email = await openEmail(page, 'Grace Hopper');
  await expect(email.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expectWindowFits(page, 'Email composer');
});
