// A recruiter's whole LinkedIn export (Connections.csv, its notes above the header, a note that
// runs over two lines in a quoted cell) dropped on the wizard: ~150 KB at 1,200 connections, over
// what one request may carry. Before, the wizard answered "This text is longer than 100,000 characters" and read
// nothing. Now its rows are read a batch at a time: every row is a card to review, and Create
// all makes each one contact.
import { connectApi } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, openWizard, search } from './helpers/ui';

const ROWS = 1200;
const count = (n: number) => n.toLocaleString('en-US');

const NOTES = [
  'Notes:',
  '"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261"',
  '',
];
const row = (i: number) =>
  [
    'Robin',
    `Member${i}`,
    `https://www.linkedin.com/in/robin-member${i}`,
    `robin${i}@example.com`,
    `"Talent Partners ${i}, Inc."`,
    // Every hundredth position has a line break in its quoted cell, as LinkedIn writes them.
    i % 100 === 0 ? '"Senior Recruiter\nEMEA"' : 'Senior Recruiter',
    '14 Mar 2024',
  ].join(',');
const csv = [...NOTES, 'First Name,Last Name,URL,Email Address,Company,Position,Connected On', ...Array.from({ length: ROWS }, (_, i) => row(i + 1))].join('\r\n');

/** Drops the export on the wizard's drop zone, as a file dragged from the desktop. */
function dropFile(name: string, content: string): string {
  return `(() => {
    const data = new DataTransfer();
    data.items.add(new File([${JSON.stringify(content)}], ${JSON.stringify(name)}, { type: 'text/csv' }));
    document.querySelector('.drop-zone').dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
  })()`;
}

test('a LinkedIn export of 1,200 connections dropped on the wizard is read row by row: a card for each, and Create all makes each one contact', async ({ page, bridge }) => {
  test.setTimeout(300_000);
  expect(csv.length).toBeGreaterThan(100_000); // more than one request carries
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.evaluate(dropFile('Connections.csv', csv));
  await expect(page.getByText(`Connections.csv (${count(ROWS)} rows) loaded — check the text below, then find the contacts.`)).toBeVisible();

  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: `Review ${count(ROWS)} contacts found` })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Read on this computer.')).toBeVisible();
  // The first, the last and those with a line break in a cell are all there, in order.
  for (const n of [1, 2, 100, 600, ROWS - 1, ROWS]) {
    await expect(
      page
        .getByRole('button', { name: new RegExp(`^Card ${count(n)} of ${count(ROWS)}: Robin Member${n} — robin${n}@example.com · Talent Partners ${n}, Inc\\.$`) })
        .or(page.getByRole('form', { name: new RegExp(`Card ${count(n)} of ${count(ROWS)}`) })),
    ).toHaveCount(1);
  }
  const hundredth = page.getByRole('button', { name: new RegExp(`^Card 100 of ${count(ROWS)}: Robin Member100`) });
  await hundredth.click();
  await expect(page.getByRole('form', { name: new RegExp(`Card 100 of ${count(ROWS)}`) }).getByRole('textbox', { name: 'Position', exact: true })).toHaveValue(/^Senior Recruiter\s+EMEA$/);

  await page.getByRole('button', { name: `Create all ${count(ROWS)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${count(ROWS)} contacts created: Robin Member1, Robin Member2, Robin Member3, Robin Member4, Robin Member5 and ${count(ROWS - 5)} more.` })).toBeVisible({
    timeout: 240_000,
  });
  await page.getByRole('button', { name: 'Done' }).click();
  await search(page, `Member${ROWS}`);
  await expect(contactOption(page, `Robin Member${ROWS}`)).toHaveCount(1);
  // Each connection is one contact, none left out or made twice.
  const api = await connectApi(bridge);
  try {
    const names: string[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await api.call('contacts.list', { sort: 'name', direction: 'asc', offset, limit: 500 });
      names.push(...page.items.map((c) => c.name));
      if (names.length >= page.total) break;
    }
    expect(names).toHaveLength(ROWS);
    expect(new Set(names)).toEqual(new Set(Array.from({ length: ROWS }, (_, i) => `Robin Member${i + 1}`)));
  } finally {
    api.close();
  }
});
