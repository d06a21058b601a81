// Rows of a CSV export pasted into the wizard with no service: one card per row, read on this
// computer with the row's fields (a quoted company with a comma, a note over two lines), and
// Create all makes every one of them a contact.
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, openWizard } from './helpers/ui';

const csv = [
  'First Name,Last Name,E-mail Address,Company,Job Title,Mobile Phone,Notes',
  'Grace,Hopper,grace@navy.example,US Navy,Rear Admiral,+1 202 555 0143,"Met at the COBOL conference.',
  'Wants the compiler notes."',
  'Alan,Turing,alan@npl.example,"NPL, Teddington",Researcher,+44 20 7946 0002,',
  'Ada,Lovelace,ada@engine.example,Analytical Engines Ltd,Analyst,,',
].join('\n');
const people = ['Grace Hopper', 'Alan Turing', 'Ada Lovelace'];

test('pasted CSV rows become one card each, and Create all creates them all', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByRole('textbox', { name: 'Text to read' }).fill(csv);
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review 3 contacts found' })).toBeVisible();

  const card = (n: number) => page.getByRole('form', { name: new RegExp(`Card ${n} of 3`) });
  for (const [i, name] of people.entries()) await expect(card(i + 1).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(card(1).getByRole('textbox', { name: 'Phone number 1', exact: true })).toHaveValue('+1 202 555 0143');
  await expect(card(2).getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('NPL, Teddington');
  await expect(card(3).getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveValue('ada@engine.example');

  await page.getByRole('button', { name: 'Create all 3' }).click();
  await expect(page.getByRole('status').filter({ hasText: `3 contacts created: ${people.join(', ')}.` })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('listbox', { name: 'Contacts' }).getByRole('option')).toHaveCount(3);
  for (const name of people) await expect(contactOption(page, name)).toHaveCount(1);
  await contactOption(page, 'Grace Hopper').click();
  const grace = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(grace).toContainText('Rear Admiral');
  await expect(grace).toContainText('Wants the compiler notes.');
  await expect(grace.getByRole('link', { name: 'grace@navy.example' })).toBeVisible();
});
