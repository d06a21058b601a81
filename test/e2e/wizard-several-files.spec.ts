// Several files chosen or dropped at once were joined into one text: an Outlook CSV with an
// iPhone .vcf gave only the vCards' contacts (the CSV's were lost without a word), and two CSVs
// with different headers gave the second one's "sep=;" line, header row and rows as names with
// no email. Each file is read as its own text, and the cards of all are reviewed together.
import { expect, test } from './helpers/fixtures';
import { openApp, openWizard } from './helpers/ui';
import type { Page } from '@playwright/test';

const outlook = 'First Name,Last Name,E-mail Address\r\nAda,Lovelace,ada@example.com\r\nAlan,Turing,alan@example.com\r\n';
const phone = [
  ['Mary Jackson', 'mary@example.com'],
  ['Dorothy Vaughan', 'dorothy@example.com'],
  ['Katherine Johnson', 'katherine@example.com'],
]
  .map(([name, email]) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${name}\r\nEMAIL;type=INTERNET:${email}\r\nEND:VCARD\r\n`)
  .join('');
const german = 'sep=;\r\nVorname;Nachname;E-Mail-Adresse\r\nJörg;Weiß;joerg@example.de\r\nUte;Groß;ute@example.de\r\n';

async function reviewed(page: Page, people: string[][]) {
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: `Review ${people.length} contacts found` })).toBeVisible();
  for (const [i, [name, email]] of people.entries()) {
    const card = page.getByRole('form', { name: new RegExp(`Card ${i + 1} of ${people.length}`) });
    await expect(card.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name!);
    await expect(card.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveValue(email!);
  }
}

test('an Outlook CSV and a .vcf chosen together: every contact of both is found', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles([
    { name: 'outlook.csv', mimeType: 'text/csv', buffer: Buffer.from(outlook) },
    { name: 'iphone.vcf', mimeType: 'text/vcard', buffer: Buffer.from(phone) },
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'outlook.csv (2 rows), iphone.vcf (3 cards) loaded' })).toBeVisible();
  await reviewed(page, [
    ['Ada Lovelace', 'ada@example.com'],
    ['Alan Turing', 'alan@example.com'],
    ['Mary Jackson', 'mary@example.com'],
    ['Dorothy Vaughan', 'dorothy@example.com'],
    ['Katherine Johnson', 'katherine@example.com'],
  ]);
});

test('two CSVs with different headers and separators: each row is read under its own header', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  const dataTransfer = await page.evaluateHandle(
    `(() => { const dt = new DataTransfer(); dt.items.add(new File([${JSON.stringify(outlook)}], 'outlook.csv', { type: 'text/csv' })); dt.items.add(new File([${JSON.stringify(german)}], 'kontakte.csv', { type: 'text/csv' })); return dt; })()`,
  );
  await page.getByRole('textbox', { name: 'Text to read' }).dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('status').filter({ hasText: 'outlook.csv (2 rows), kontakte.csv (2 rows) loaded' })).toBeVisible();
  await reviewed(page, [
    ['Ada Lovelace', 'ada@example.com'],
    ['Alan Turing', 'alan@example.com'],
    ['Jörg Weiß', 'joerg@example.de'],
    ['Ute Groß', 'ute@example.de'],
  ]);
});

test('a CSV chosen after typed text is still read as a CSV, and the text kept across a reload', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByRole('textbox', { name: 'Text to read' }).fill('Grace Hopper\ngrace@example.com');
  await page.getByLabel('Contacts file').setInputFiles({ name: 'kontakte.csv', mimeType: 'text/csv', buffer: Buffer.from(german) });
  await expect(page.getByRole('status').filter({ hasText: 'kontakte.csv (2 rows) added after your text' })).toBeVisible();
  await page.reload();
  await openWizard(page);
  await reviewed(page, [
    ['Grace Hopper', 'grace@example.com'],
    ['Jörg Weiß', 'joerg@example.de'],
    ['Ute Groß', 'ute@example.de'],
  ]);
});
