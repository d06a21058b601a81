// A file dropped or chosen when the wizard's text box already holds text is added after it: the
// file's text replaced what the user had typed, with no word and no undo.
import { expect, test } from './helpers/fixtures';
import { openApp, openWizard } from './helpers/ui';

const signature = 'Grace Hopper\nRear Admiral, US Navy\ngrace.hopper@example.com';
const cards = 'BEGIN:VCARD\nVERSION:3.0\nFN:Mary Jackson\nEMAIL:mary@example.com\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Dorothy Vaughan\nEMAIL:dorothy@example.com\nEND:VCARD\n';

test('a file dropped on text already typed goes after it, and the wizard says so', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  const box = page.getByRole('textbox', { name: 'Text to read' });
  await box.fill(`${signature}\n`);
  // (A string, so the test needs no DOM types: a DataTransfer holding the file, as a drag from the desktop brings.)
  const dataTransfer = await page.evaluateHandle(
    `(() => { const dt = new DataTransfer(); dt.items.add(new File([${JSON.stringify(cards)}], 'people.vcf', { type: 'text/vcard' })); return dt; })()`,
  );
  await box.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('status').filter({ hasText: 'people.vcf (2 cards) added after your text — check the text below, then find the contacts.' })).toBeVisible();
  await expect(box).toHaveValue(`${signature}\n\n${cards}`);
});

test('a file chosen into an empty text box fills it', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'people.vcf', mimeType: 'text/vcard', buffer: Buffer.from(cards) });
  await expect(page.getByRole('status').filter({ hasText: 'people.vcf (2 cards) loaded — check the text below, then find the contacts.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue(cards);
});
