// A long .vcf (a conference list): the review shows a form for the first few cards left and one
// line for each other card, which opens its form on click or Enter — 300 forms at once made the
// review slow to appear and to work in. An opened card's corrections are kept like any other's.
import { expect, test } from './helpers/fixtures';
import { openApp, openWizard } from './helpers/ui';

const vcf = Array.from({ length: 300 }, (_, i) => `BEGIN:VCARD\nVERSION:3.0\nFN:Attendee ${i + 1}\nORG:Org ${i + 1}\nEMAIL:attendee${i + 1}@example.com\nEND:VCARD\n`).join('');

test('300 cards: the first five show their form, the others a line that opens it', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'conference.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review 300 contacts found' })).toBeVisible();

  await expect(page.getByRole('form', { name: /^Card \d+ of 300/ })).toHaveCount(5);
  await expect(page.getByRole('form', { name: /Card 5 of 300/ })).toBeVisible();
  const line = page.getByRole('button', { name: /Card 200 of 300: Attendee 200/ });
  await expect(line).toContainText('attendee200@example.com · Org 200');

  // By keyboard: the line opens into the card's form, which takes the keyboard.
  await line.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('form', { name: /Card 200 of 300/ });
  await expect(card.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await card.getByRole('textbox', { name: 'Position', exact: true }).fill('Speaker');

  // Created one, the next card left takes the first five's place.
  await page.getByRole('form', { name: /Card 1 of 300/ }).getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('✓ Attendee 1 was created.')).toBeVisible();
  await expect(page.getByRole('form', { name: /Card 6 of 300/ })).toBeVisible();

  // After a restart, the card with a correction is open, the correction in it.
  await page.reload();
  await page.getByRole('button', { name: 'From text…' }).click();
  await expect(card.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Speaker');
  await expect(page.getByRole('form', { name: /^Card \d+ of 300/ })).toHaveCount(6);
});
