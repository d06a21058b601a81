// Create all made a second contact for anyone already in the contacts: a full form says so under
// its addresses, but a card shown as a line did not, and in a long file most cards are lines; nor
// did anything say two cards of the files read were one person. The review now says how many
// cards left have an address already in the contacts or on a card above, marks each, and skips
// them at once on request.
import { expect, test } from './helpers/fixtures';
import { contactOption, createContact, openApp, openWizard } from './helpers/ui';

const card = (name: string, emails: string[], org: string) =>
  `BEGIN:VCARD\nVERSION:3.0\nFN:${name}\nORG:${org}\n${emails.map((e) => `EMAIL:${e}\n`).join('')}END:VCARD\n`;

const people = ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson', 'Dorothy Vaughan', 'Katherine G. Johnson', 'Hedy Lamarr', 'A. M. Turing', 'Joan Clarke', 'D. Vaughan'];
const vcf = people
  .map((name, i) => {
    // Card 2 repeats Grace's address in other letters; card 7 holds Alan's as its second address.
    if (i === 1) return card(name, ['GRACE@Example.com'], 'Navy');
    if (i === 6) return card(name, ['amt@conference.example', 'alan@bletchley.example'], 'Bletchley Park');
    // A second list read with the first: cards 5 (a form) and 9 (a line) repeat cards 3 and 4.
    if (i === 4) return card(name, ['person3@conference.example'], 'NASA');
    if (i === 8) return card(name, ['Person4@Conference.example'], 'NASA');
    return card(name, [`person${i + 1}@conference.example`], `Org ${i + 1}`);
  })
  .join('');

test('cards whose address is already in the contacts or on a card above are pointed out before Create all, and skipped at once', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Grace Hopper', email: 'grace@example.com' });
  await createContact(page, { name: 'Alan Turing', email: 'alan@bletchley.example' });

  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'conference.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review 9 contacts found' })).toBeVisible();

  const notice = page.getByText(/cards? (has|have) an email address/);
  await expect(notice).toHaveText(/^4 cards have an email address already in your contacts or on a card above: Create all makes a second contact for each\./);
  // Cards 7 and 9 are lines, not forms: their lines say so; a card not met before does not.
  await expect(page.getByRole('button', { name: /Card 7 of 9: A\. M\. Turing/ })).toContainText('amt@conference.example · Bletchley Park · already in your contacts');
  await expect(page.getByRole('button', { name: /Card 9 of 9: D\. Vaughan/ })).toContainText('person4@conference.example · NASA · same email as card 4');
  await expect(page.getByRole('button', { name: /Card 8 of 9: Joan Clarke/ })).toHaveText(/Org 8$/);
  // Card 5 is a form: it names the card it repeats (card 2's own notice names Grace).
  await expect(page.getByRole('form', { name: /Card 5 of 9/ }).getByText('The same email address as card 3 above.')).toBeVisible();
  await expect(page.getByRole('form', { name: /Card 2 of 9/ }).getByText('Already in your contacts: Grace Hopper (grace@example.com). Saving keeps both cards.')).toBeVisible();

  // Card 5 corrected to an address of its own: it is no longer pointed out.
  const card5 = page.getByRole('form', { name: /Card 5 of 9/ });
  await card5.getByRole('textbox', { name: 'Email address 1', exact: true }).fill('kgj@nasa.example');
  await expect(notice).toHaveText(/^3 cards have an email address already in your contacts or on a card above:/);
  await expect(card5.getByText('The same email address as card 3 above.')).toHaveCount(0);

  // Skipped at once, by keyboard; the keyboard goes on to Create all.
  await page.getByRole('button', { name: 'Skip those 3' }).focus();
  await page.keyboard.press('Enter');
  for (const name of ['Grace Hopper', 'A. M. Turing', 'D. Vaughan']) await expect(page.getByText(`Skipped ${name}.`)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create all 6' })).toBeFocused();

  // One brought back with Undo is pointed out again, alone.
  await page.getByRole('button', { name: 'Undo skipping A. M. Turing' }).click();
  await expect(notice).toHaveText(/^1 card has an email address already in your contacts: Create all makes a second contact for it\./);
  await page.getByRole('button', { name: 'Skip that card' }).click();
  await expect(page.getByText('Skipped A. M. Turing.')).toBeVisible();

  await page.getByRole('button', { name: 'Create all 6' }).click();
  const created = people.filter((_, i) => ![1, 6, 8].includes(i));
  await expect(page.getByRole('status').filter({ hasText: `6 contacts created: ${created.join(', ')}.` })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // Nobody twice: the two who were there, and the six new.
  await expect(page.getByRole('listbox', { name: 'Contacts' }).getByRole('option')).toHaveCount(8);
  await expect(contactOption(page, 'Grace Hopper')).toHaveCount(1);
  await expect(contactOption(page, 'Turing')).toHaveCount(1);
  await expect(contactOption(page, 'Vaughan')).toHaveCount(1);
});
