// Escape in the wizard's text box did nothing (it only stopped a read in progress). It leaves the
// wizard as it leaves every other form: the keyboard goes back to what opened it, and the text
// typed is kept, to come back when the wizard is opened again.
import { expect, test } from './helpers/fixtures';
import { openApp, openWizard } from './helpers/ui';

test('Escape leaves the wizard, gives the keyboard back to From text… and keeps the text', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  const fromText = page.getByRole('button', { name: 'From text…' });
  await fromText.click();
  const box = page.getByRole('textbox', { name: 'Text to read' });
  await expect(box).toBeFocused();
  await box.fill('Grace Hopper\ngrace@example.com');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: 'Add contacts from text' })).toHaveCount(0);
  await expect(fromText).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Grace Hopper\ngrace@example.com');

  // Kept across a reload too, as the other forms' drafts are.
  await page.keyboard.press('Escape');
  await page.reload();
  await openWizard(page);
  await expect(box).toHaveValue('Grace Hopper\ngrace@example.com');
});
