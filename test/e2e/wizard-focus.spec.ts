// The wizard and the keyboard: opening it puts the keyboard in its text box (as New contact puts
// it in Name), and a long Create all keeps the keyboard on Stop with the progress in view — the
// cards recorded as created a batch at a time no longer pull it into the next card's form — and
// Escape stops it, as it stops the service writing an email. A text refused (too long) is read
// out and the keyboard goes to it.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { openApp, openWizard } from './helpers/ui';

const CARDS = 600;
const vcf = Array.from({ length: CARDS }, (_, i) => `BEGIN:VCARD\nVERSION:3.0\nFN:Attendee ${i + 1}\nORG:Org ${i + 1}\nEMAIL:attendee${i + 1}@example.com\nEND:VCARD\n`).join('');

test('opening the wizard, from the palette or with From text…, puts the keyboard in its text box', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toBeFocused();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Add contacts from text' })).toHaveCount(0);
  await page.getByRole('button', { name: 'From text…' }).click();
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toBeFocused();
});

test('a text refused as too long is read out, and the keyboard goes to the text box to shorten it', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  const box = page.getByRole('textbox', { name: 'Text to read' });
  await box.fill(`Jane Doe\njane@example.com\n${'All about Jane. '.repeat(7000)}`);
  const find = page.getByRole('button', { name: 'Find contacts' });
  const refusal = 'This text is longer than 100,000 characters. Paste less at a time; a .vcf file or a CSV export of any length is read card by card or row by row.';
  await find.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(refusal);
  await expect(box).toBeFocused();
  await expect(box).toHaveAccessibleDescription(refusal);
  // Refused again, the keyboard goes back to the text again.
  await find.focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
});

/** How many cards Create all has got to, from its progress ("Creating 105 of 600…"). */
async function creatingAt(page: Page): Promise<number> {
  const text = (await page.getByRole('status').filter({ hasText: /^Creating / }).textContent({ timeout: 1000 }).catch(() => null)) ?? '';
  return Number(text.match(/^Creating ([\d,]+) of/)?.[1]?.replace(/,/g, '') ?? 0);
}

test('a long Create all keeps the keyboard on Stop and its progress in view; Escape stops it', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'conference.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: `Review ${CARDS} contacts found` })).toBeVisible();

  await page.getByRole('button', { name: `Create all ${CARDS}` }).focus();
  await page.keyboard.press('Enter');
  const stop = page.getByRole('button', { name: 'Stop' });
  const progress = page.getByRole('status').filter({ hasText: /^Creating \d+ of 600…$/ });
  // Past a few batches recorded as created (each mounts the forms of the next cards left).
  await expect.poll(() => creatingAt(page), { timeout: 30_000 }).toBeGreaterThan(60);
  await expect(stop).toBeFocused();
  await expect(progress).toBeInViewport();
  await expect(stop).toBeInViewport();

  await page.keyboard.press('Escape');
  const again = page.getByRole('button', { name: /^Create all \d+$/ });
  await expect(again).toBeFocused();
  const left = Number((await again.textContent())!.replace(/\D/g, ''));
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(CARDS - 60);
  await expect(page.getByRole('status').filter({ hasText: `${left} of ${CARDS} left to review.` })).toBeInViewport();
});

const many = 1200;
const longVcf = Array.from({ length: many }, (_, i) => `BEGIN:VCARD\nVERSION:3.0\nFN:Attendee ${i + 1}\nEMAIL:a${i + 1}@example.com\nEND:VCARD\n`).join('');

test('the review’s numbers have thousands separators', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'all.vcf', mimeType: 'text/vcard', buffer: Buffer.from(longVcf) });
  await expect(page.getByText('all.vcf (1,200 cards) loaded', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review 1,200 contacts found' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1,200 of 1,200 left to review.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Card 1,000 of 1,200: Attendee 1000/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Create all 1,200' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Creating [\d,]+ of 1,200…$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^(1,\d{3}|\d{1,3}) of 1,200 left to review\.$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Create all (1,\d{3}|\d{1,3})$/ })).toBeVisible();
});
