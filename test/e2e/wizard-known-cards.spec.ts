// Create all made a second card for anyone already in the contacts: a full form says so under its
// addresses, but a card shown as a line did not, and in a long file most cards are lines. The
// review now says how many cards left have an address already in the contacts, marks their
// lines, and skips them at once on request.
import { expect, test } from './helpers/fixtures';
import { contactOption, createContact, openApp, openWizard } from './helpers/ui';

const card = (name: string, emails: string[], org: string) =>
  `BEGIN:VCARD\nVERSION:3.0\nFN:${name}\nORG:${org}\n${emails.map((e) => `EMAIL:${e}\n`).join('')}END:VCARD\n`;

const people = ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson', 'Dorothy Vaughan', 'Mary Jackson', 'Hedy Lamarr', 'A. M. Turing', 'Joan Clarke'];
const vcf = people
  .map((name, i) => {
    // Card 2 repeats Grace's address in other letters; card 7 holds Alan's as its second address.
    if (i === 1) return card(name, ['GRACE@Example.com'], 'Navy');
    if (i === 6) return card(name, ['amt@conference.example', 'alan@bletchley.example'], 'Bletchley Park');
    return card(name, [`person${i + 1}@conference.example`], `Org ${i + 1}`);
  })
  .join('');

test('cards whose address is already in the contacts are pointed out before Create all, and skipped at once', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Grace Hopper', email: 'grace@example.com' });
  await createContact(page, { name: 'Alan Turing', email: 'alan@bletchley.example' });

  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'conference.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review 8 contacts found' })).toBeVisible();

  const notice = page.getByText(/cards? (has|have) an email address already in your contacts/);
  await expect(notice).toHaveText(/^2 cards have an email address already in your contacts: Create all makes a second card for each\./);
  // Card 7 is a line, not a form: its line says so too; a card not in the contacts does not.
  await expect(page.getByRole('button', { name: /Card 7 of 8: A\. M\. Turing/ })).toContainText('amt@conference.example · Bletchley Park · already in your contacts');
  await expect(page.getByRole('button', { name: /Card 8 of 8: Joan Clarke/ })).not.toContainText('already in your contacts');

  await page.getByRole('button', { name: 'Skip those 2' }).click();
  await expect(page.getByText('Skipped Grace Hopper.')).toBeVisible();
  await expect(page.getByText('Skipped A. M. Turing.')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // One brought back with Undo is pointed out again, alone.
  await page.getByRole('button', { name: 'Undo skipping A. M. Turing' }).click();
  await expect(notice).toHaveText(/^1 card has an email address already in your contacts: Create all makes a second card for it\./);
  await page.getByRole('button', { name: 'Skip that card' }).click();
  await expect(page.getByText('Skipped A. M. Turing.')).toBeVisible();

  await page.getByRole('button', { name: 'Create all 6' }).click();
  const created = people.filter((_, i) => i !== 1 && i !== 6);
  await expect(page.getByRole('status').filter({ hasText: `6 contacts created: ${created.join(', ')}.` })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // Nobody twice: the two who were there, and the six new.
  await expect(page.getByRole('listbox', { name: 'Contacts' }).getByRole('option')).toHaveCount(8);
  await expect(contactOption(page, 'Grace Hopper')).toHaveCount(1);
  await expect(contactOption(page, 'Turing')).toHaveCount(1);
});
