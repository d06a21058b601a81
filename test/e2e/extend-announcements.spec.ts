// "Add to" tells a screen reader what came of Append: the box only empties and the note may be out
// of view, so a success is said in a polite live region, and a refusal is an alert.
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('Append says "Added to notes." or "Added to meeting context.", and a text too long is an alert', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', additionalInfo: 'Invented the compiler.' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  const extend = detail.getByRole('form', { name: 'Add to notes or meeting context' });
  const box = extend.getByRole('textbox', { name: 'Text to append' });
  const said = extend.getByRole('status');

  await box.fill('Prefers calls in the morning.');
  await extend.getByRole('button', { name: 'Append' }).click();
  await expect(said).toHaveText('Added to notes.');

  await extend.getByLabel('Add to').selectOption('meetingContext');
  await box.fill('Navy conference 2026');
  await extend.getByRole('button', { name: 'Append' }).click();
  await expect(said).toHaveText('Added to meeting context.');
  await expect(detail.getByText('Navy conference 2026')).toBeVisible();

  await box.fill('x'.repeat(65_536));
  await extend.getByRole('button', { name: 'Append' }).click();
  const alert = extend.getByRole('alert');
  await expect(alert).toHaveText('At most 65535 characters');
  await expect(box).toHaveAccessibleDescription('At most 65535 characters');
  await expect(said).not.toHaveText(/Added/);
});
