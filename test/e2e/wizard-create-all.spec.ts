// "Create all" in the wizard's review, with no service (each card a local create queued for the
// service): it creates the cards left one after another, with the corrections typed into them,
// stops at a card refused with the message at its field, and after a fix and a restart goes on
// with the cards left — each contact made exactly once.
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, openWizard } from './helpers/ui';

const people = ['Annie Easley', 'Christine Darden', 'Mary Winston Jackson', 'Melba Roy Mouton', 'Miriam Mann'];
const vcf = people.map((name, i) => `BEGIN:VCARD\nVERSION:3.0\nFN:${name}\nORG:NASA\nEMAIL:person${i + 1}@example.com\nEND:VCARD\n`).join('');

test('Create all creates every card, stops at a refused one, and after a fix and a restart creates the rest once', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'conference.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review 5 contacts found' })).toBeVisible();

  // Corrections typed into the cards are what Create all creates: one good, one refused.
  const card = (n: number) => page.getByRole('form', { name: new RegExp(`Card ${n} of 5`) });
  await card(2).getByRole('textbox', { name: 'Position', exact: true }).fill('Aeronautical engineer');
  const badEmail = card(3).getByRole('textbox', { name: 'Email address 1', exact: true });
  await badEmail.fill('mary@');

  await page.getByRole('button', { name: 'Create all 5' }).click();
  await expect(badEmail).toHaveAccessibleDescription('Not a valid email address');
  await expect(badEmail).toBeFocused();
  await expect(page.getByText(`✓ ${people[0]} was created.`)).toBeVisible();
  await expect(page.getByText(`✓ ${people[1]} was created.`)).toBeVisible();
  await expect(card(4)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '3 of 5 left to review.' })).toBeVisible();

  // A restart in the middle: the cards created stay created, the correction stays.
  await page.reload();
  await page.getByRole('button', { name: 'From text…' }).click();
  await expect(page.getByText(`✓ ${people[1]} was created.`)).toBeVisible();
  await expect(card(1)).toHaveCount(0);
  await expect(card(2)).toHaveCount(0);
  await expect(badEmail).toHaveValue('mary@');

  await badEmail.fill('mary.jackson@example.com');
  // Keyboard reachable: the button takes focus and Enter presses it.
  await page.getByRole('button', { name: 'Create all 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `5 contacts created: ${people.join(', ')}.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('listbox', { name: 'Contacts' }).getByRole('option')).toHaveCount(5);
  for (const name of people) await expect(contactOption(page, name)).toHaveCount(1);
  await contactOption(page, people[1]!).click();
  await expect(page.getByRole('article', { name: people[1] })).toContainText('Aeronautical engineer');
  await contactOption(page, people[2]!).click();
  await expect(page.getByRole('article', { name: people[2] }).getByRole('link', { name: 'mary.jackson@example.com' })).toBeVisible();
});

test('with one card left there is no Create all', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'two.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf.split('END:VCARD\n').slice(0, 2).join('END:VCARD\n') + 'END:VCARD\n') });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('button', { name: 'Create all 2' })).toBeVisible();
  await page.getByRole('form', { name: /Card 1 of 2/ }).getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText(`✓ ${people[0]} was created.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Create all/ })).toHaveCount(0);
});
