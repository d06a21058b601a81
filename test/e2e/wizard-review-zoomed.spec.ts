// The wizard's review at 200% zoom (a 1280×800 window lays out as 640×400) and at the window's
// minimum width (720 px): the line "N of M left to review" with Create all and Cancel the rest
// fits its pane. At 200% zoom Cancel the rest stood past the pane's right edge and the pane
// scrolled sideways to reach it.
import type { Locator } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { openApp, openWizard } from './helpers/ui';

const vcf = Array.from({ length: 200 }, (_, i) => `BEGIN:VCARD\nVERSION:3.0\nFN:Attendee ${i + 1}\nORG:Org ${i + 1}\nEMAIL:attendee${i + 1}@example.com\nEND:VCARD\n`).join('');

/** Whether the element's box lies within the pane's, left to right. */
const within = async (element: Locator, pane: Locator) => {
  const [e, p] = [(await element.boundingBox())!, (await pane.boundingBox())!];
  return e.x >= p.x - 0.5 && e.x + e.width <= p.x + p.width + 0.5;
};

test('at 200% zoom and at 720 px the review’s Create all and Cancel the rest are in the pane', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'conference.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review 200 contacts found' })).toBeVisible();
  const pane = page.locator('.detail-column');
  for (const [width, height] of [
    [640, 400],
    [720, 600],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const createAll = page.getByRole('button', { name: 'Create all 200' });
    const cancel = page.getByRole('button', { name: 'Cancel the rest' });
    await cancel.scrollIntoViewIfNeeded();
    expect(await within(createAll, pane), `Create all at ${width} px`).toBe(true);
    expect(await within(cancel, pane), `Cancel the rest at ${width} px`).toBe(true);
    expect(await pane.evaluate((el) => el.scrollWidth - el.clientWidth), `the pane scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
});
