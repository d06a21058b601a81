// Export contacts: from the palette or the "Export…" button beside "From text…", as a vCard or a
// CSV file, every contact or only a search's matches. The file downloaded is what the wizard
// reads back to the same contacts; what was saved, or why nothing was, is said in words.
import { readFileSync } from 'node:fs';
import { extractContacts } from '../../main/extraction/index';
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { expectNoSeriousA11yViolationsInEveryLook } from './helpers/screenshots';
import { openApp, search } from './helpers/ui';

const people = [
  {
    name: 'Élodie Dupré',
    emails: ['elodie@exemple.fr', 'e.dupre@acme.example'],
    phones: ['+33 1 42 68 53 00', '+44 20 7946 0958'],
    company: 'Acme, Inc; "Paris"',
    position: 'Head of Sales',
    additionalInfo: 'Met twice.\nLikes "quotes", commas; and semicolons.',
    meetingContext: 'Web Summit, Lisbon',
  },
  { name: 'Łukasz Nowak', emails: ['lukasz@przyklad.pl'] },
  { name: 'Only A Name' },
];

test('exports every contact as a vCard from the palette, and a search’s matches as a CSV from the list', async ({ page, bridge }) => {
  await seedContacts(bridge, people);
  await openApp(page, bridge.url);
  await expect(page.getByText('3 contacts', { exact: true })).toBeVisible();

  // The palette's "Export contacts…": the keyboard starts on the format.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('export contacts');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Export contacts' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('radio', { name: /vCard/ })).toBeFocused();
  await expect(panel.getByText('All 3 contacts.')).toBeVisible();

  const vcardDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export', exact: true }).click();
  const vcard = await vcardDownload;
  expect(vcard.suggestedFilename()).toMatch(/^Rolodeck contacts \d{4}-\d{2}-\d{2}\.vcf$/);
  const vcardText = readFileSync((await vcard.path())!, 'utf8');
  expect(vcardText.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
  const fromVcard = extractContacts(vcardText);
  expect(fromVcard.map((c) => c.name)).toEqual(['Élodie Dupré', 'Łukasz Nowak', 'Only A Name']);
  expect(fromVcard[0]).toMatchObject({
    emails: people[0]!.emails,
    phones: people[0]!.phones,
    company: people[0]!.company,
    additionalInfo: people[0]!.additionalInfo,
    meetingContext: people[0]!.meetingContext,
  });
  // Said to a screen reader, and shown.
  const saidVcard = /^Exported 3 contacts to “Rolodeck contacts \d{4}-\d{2}-\d{2}\.vcf”\.$/;
  await expect(panel.getByRole('status')).toHaveText(saidVcard);
  await expect(panel.getByText(saidVcard).first()).toBeVisible();

  // The same export again is said again: its region is emptied, then filled (a region set to the
  // words it already holds is not read out).
  await panel.evaluate((element) => {
    const region = () => element.querySelector('.visually-hidden[role=status]')?.textContent ?? '';
    const said: string[] = [region()];
    (globalThis as any).__said = said;
    // (The tests are typed without the DOM's names: the page's own MutationObserver.)
    new (globalThis as any).MutationObserver(() => said.at(-1) !== region() && said.push(region())).observe(element, { childList: true, characterData: true, subtree: true });
  });
  const again = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export', exact: true }).click();
  await again;
  await expect.poll(() => page.evaluate('window.__said')).toEqual([expect.stringMatching(saidVcard), '', expect.stringMatching(saidVcard)]);

  // Esc leaves the panel; the keyboard goes back to "Export…".
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export…' })).toBeFocused();

  // A search: only its matches, as a CSV for a spreadsheet.
  await search(page, 'dupre');
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Export…' }).click();
  await panel.getByRole('radio', { name: /CSV/ }).check();
  await expect(panel.getByRole('radio', { name: 'Only the 1 that match “dupre”' })).toBeChecked();
  const csvDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export', exact: true }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^Rolodeck contacts matching dupre \d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvText = bytes.toString('utf8');
  expect(csvText.slice(1, csvText.indexOf('\r\n'))).toBe('Name,Email 1,Email 2,Phone 1,Phone 2,Company,Job title,Address,Website,Social profile,Notes,Meeting context');
  const fromCsv = extractContacts(csvText);
  expect(fromCsv).toHaveLength(1);
  expect(fromCsv[0]).toMatchObject({ name: 'Élodie Dupré', emails: people[0]!.emails, phones: people[0]!.phones, additionalInfo: people[0]!.additionalInfo, meetingContext: 'Web Summit, Lisbon' });
  await expect(panel.getByRole('status')).toHaveText(/^Exported 1 contact to “Rolodeck contacts matching dupre/);
  await expect(panel.getByText(/^Exported 1 contact to “Rolodeck contacts matching dupre/).first()).toBeVisible();
  await expectNoSeriousA11yViolationsInEveryLook(page, 'export-contacts');

  // Nothing to export is said in words, and nothing is downloaded.
  await search(page, 'nobody-here');
  await expect(page.getByText('No contacts match “nobody-here”')).toBeVisible();
  await panel.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('The contacts could not be exported: No contact matches “nobody-here”: there is nothing to export.');
  await expect(panel.getByRole('button', { name: 'Export', exact: true })).toBeFocused();
});
