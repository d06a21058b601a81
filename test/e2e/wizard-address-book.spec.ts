// A whole address book exported from a phone, photos and all: ~2 MB, far over what one wizard
// request may carry. Before, the wizard answered "At most 100000 characters" and read nothing.
// Now the pictures are left out as the file is read (Rolodeck keeps none) and the cards are
// read a batch at a time: every card is in the review, the last one too.
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, openWizard, search } from './helpers/ui';

const CARDS = 700;

function photo(seed: number): string {
  const data = Buffer.alloc(20_000);
  for (let i = 0; i < data.length; i++) data[i] = (seed * 31 + i * 17) & 0xff;
  // Folded at 75 characters, continuation lines starting with a space, as phones write them.
  return `PHOTO;ENCODING=b;TYPE=JPEG:${data.toString('base64')}`.match(/.{1,74}/g)!.join('\r\n ');
}

const card = (i: number) =>
  [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:Contact${i};Casey;;;`,
    `FN:Casey Contact${i}`,
    `ORG:Firm ${i};`,
    `EMAIL;type=INTERNET;type=pref:casey${i}@example.com`,
    `TEL;type=CELL:+1 415 555 ${String(1000 + i).slice(-4)}`,
    `ADR;type=WORK:;;${i} Market Street;San Francisco;CA;94105;United States`,
    `NOTE:Met at the partner summit in ${2020 + (i % 5)}; asked about the reseller programme and pricing for teams.`,
    ...(i % 10 === 0 ? [photo(i)] : []),
    'END:VCARD',
  ].join('\r\n');

const vcf = Array.from({ length: CARDS }, (_, i) => card(i + 1)).join('\r\n');

test('a phone’s whole export with photos is read card by card: every card is there to review and create', async ({ page, bridge }) => {
  expect(vcf.length).toBeGreaterThan(1_500_000);
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'Contacts.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await expect(page.getByText('Contacts.vcf (700 cards) loaded — check the text below, then find the contacts. 70 photos and other attachments were left out: Rolodeck keeps none.')).toBeVisible();
  const text = await page.getByLabel('Text to read').inputValue();
  expect(text).not.toMatch(/PHOTO/);
  // Even without its photos, the file is read in more than two requests.
  expect(text.length).toBeGreaterThan(2 * 100_000);

  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: `Review ${CARDS} contacts found` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create all 700' })).toBeVisible();
  // The cards near the cuts between requests and the very last one are all there, in order.
  for (const n of [1, 2, 299, 300, 301, 350, 351, 699, 700]) {
    await expect(page.getByRole('button', { name: new RegExp(`Card ${n} of ${CARDS}: Casey Contact${n} — casey${n}@example.com · Firm ${n}$`) }).or(page.getByRole('form', { name: new RegExp(`Card ${n} of ${CARDS}`) }))).toHaveCount(1);
  }

  // The last card, opened and created, is a contact like any other.
  await page.getByRole('button', { name: new RegExp(`Card 700 of ${CARDS}: Casey Contact700`) }).click();
  const last = page.getByRole('form', { name: new RegExp(`Card 700 of ${CARDS}`) });
  await expect(last.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveValue('casey700@example.com');
  await last.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('✓ Casey Contact700 was created.')).toBeVisible();

  // Create all makes the other 699, each once.
  await page.getByRole('button', { name: 'Create all 699' }).click();
  await expect(page.getByRole('status').filter({ hasText: '700 contacts created: Casey Contact1, Casey Contact2, Casey Contact3, Casey Contact4, Casey Contact5 and 695 more.' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  await search(page, 'Contact350');
  await expect(contactOption(page, 'Casey Contact350')).toHaveCount(1);
  await search(page, 'Firm');
  await expect(page.getByText(/^700 contacts?$/)).toBeVisible();
});

test('text too long to read at once is refused with what to do, and nothing is read', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Text to read').fill(`Jane Doe\njane@example.com\n${'All about Jane. '.repeat(7000)}`);
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByText('This text is longer than 100,000 characters. Paste less at a time; a .vcf file or a CSV export of any length is read card by card or row by row.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Review/ })).toHaveCount(0);
});
