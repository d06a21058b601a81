// A contact with every field long (a 250-character name and company, 20 long email addresses)
// at 200% zoom (a 1280×800 window lays out as 640×400) and at the window's minimum width
// (720 px): the detail pane is then 300 to 400 px wide. The name, its position and company
// were squeezed between the avatar and Edit into a column a third of the pane wide, a word or
// two a line for screens on end, and each email address into the 120 px beside its label; they
// now take the pane's width (Edit and the labels go above them), and nothing overlaps.
import type { Locator } from '@playwright/test';
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

const long = (words: string, length: number) => `${words} `.repeat(Math.ceil(length / (words.length + 1))).slice(0, length).trim();
const name = long('Zed Bartholomew Maximilian Featherstonehaugh', 250);
const emails = Array.from({ length: 20 }, (_, i) => `someone.with.a.long.address.number${i}@a-long-domain-name.example.com`);

const width = async (locator: Locator) => (await locator.boundingBox())!.width;
const apart = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y;
};

test('at 200% zoom and at 720 px a long contact’s name and email addresses take the pane’s width', async ({ page, bridge }) => {
  await seedContacts(bridge, [
    {
      name,
      company: long('Consolidated Intercontinental Holdings', 255),
      position: long('Senior Vice President of Everything', 255),
      emails,
      phones: Array.from({ length: 20 }, (_, i) => `+44 20 7946 ${1000 + i}`),
      additionalInfo: long('Met at the conference and talked about engines', 30_000),
    },
  ]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Zed Bartholomew').click();
  const detail = page.getByRole('article', { name });
  const pane = page.getByRole('region', { name: 'Contact details' });
  for (const [w, h] of [
    [640, 400],
    [720, 600],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    const room = await detail.evaluate((el) => {
      const style = el.ownerDocument.defaultView!.getComputedStyle(el);
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    const heading = detail.getByRole('heading', { level: 2 });
    expect(await width(heading), `the name's width at ${w}×${h}`).toBeGreaterThan(0.75 * room);
    expect(await apart(heading, detail.getByRole('button', { name: 'Edit' })), `the name and Edit apart at ${w}×${h}`).toBe(true);
    const email = detail.getByRole('link', { name: emails[0] });
    await email.scrollIntoViewIfNeeded();
    expect(await width(email), `an email address's width at ${w}×${h}`).toBeGreaterThan(0.6 * room);
    expect(await pane.evaluate((el) => el.scrollWidth - el.clientWidth), `the pane scrolls sideways at ${w}×${h}`).toBeLessThanOrEqual(0);
  }
});
