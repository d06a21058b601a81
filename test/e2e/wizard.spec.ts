// The new-contact wizard, with no service: text or a .vcf in, one proposal per card, correct,
// create or skip each. (Extraction runs on this computer when the service is not reachable.)
import { join } from 'node:path';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, openWizard } from './helpers/ui';

test('a pasted signature becomes a contact after review and correction', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByRole('textbox', { name: 'Text to read' }).fill('Best regards,\nGrace Hopper\nRear Admiral, US Navy\ngrace.hopper@example.com\n+1 202 555 0143');
  await page.getByRole('button', { name: 'Find contacts' }).click();

  await expect(page.getByText('Read on this computer')).toBeVisible();
  const review = page.getByRole('form', { name: /Grace Hopper/ });
  await expect(review.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveValue('grace.hopper@example.com');
  await review.getByRole('textbox', { name: 'Position', exact: true }).fill('Rear Admiral');
  await review.getByRole('textbox', { name: 'Meeting context', exact: true }).fill('COBOL conference');
  await review.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('✓ Grace Hopper was created.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(detail.getByText('COBOL conference')).toBeVisible();
  await expect(detail.getByText('Business card scan')).toBeVisible();
});

test('a .vcf with two cards gives two proposals; one is created, one skipped', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles(join(import.meta.dirname, 'fixtures', 'two-cards.vcf'));
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue(/Dorothy Vaughan/);
  await page.getByRole('button', { name: 'Find contacts' }).click();

  await expect(page.getByRole('heading', { name: 'Review 2 contacts found' })).toBeVisible();
  const first = page.getByRole('form', { name: /Card 1 of 2/ });
  const second = page.getByRole('form', { name: /Card 2 of 2/ });
  await expect(first.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Katherine Johnson');
  await expect(second.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Dorothy Vaughan');

  // A wrong correction is refused next to the field; the proposal stays.
  await first.getByRole('textbox', { name: 'Email address 1', exact: true }).fill('katherine@');
  await first.getByRole('button', { name: 'Create contact' }).click();
  await expect(first.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveAccessibleDescription('Not a valid email address');
  await first.getByRole('textbox', { name: 'Email address 1', exact: true }).fill('katherine.johnson@example.com');
  await first.getByRole('button', { name: 'Create contact' }).click();
  await second.getByRole('button', { name: 'Skip' }).click();

  await expect(page.getByRole('status').filter({ hasText: '1 contact created: Katherine Johnson.' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(contactOption(page, 'Katherine Johnson')).toBeVisible();
  await expect(contactOption(page, 'Dorothy Vaughan')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Katherine Johnson' }).getByRole('link', { name: 'katherine.johnson@example.com' })).toBeVisible();
});

test('a .vcf dropped on the wizard is read like pasted text', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:Mary Jackson\nORG:NASA\nEMAIL:mary@example.com\nEND:VCARD\n';
  // (A string, so the test needs no DOM types: a DataTransfer holding the file, as a drag from the desktop brings.)
  const dataTransfer = await page.evaluateHandle(
    `(() => { const dt = new DataTransfer(); dt.items.add(new File([${JSON.stringify(vcard)}], 'mary.vcf', { type: 'text/vcard' })); return dt; })()`,
  );
  await page.getByRole('textbox', { name: 'Text to read' }).dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('status').filter({ hasText: 'mary.vcf loaded' })).toBeVisible();
  await page.getByRole('button', { name: 'Find contacts' }).click();
  const review = page.getByRole('form', { name: /Mary Jackson/ });
  await expect(review.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('NASA');
  await review.getByRole('button', { name: 'Create contact' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(contactOption(page, 'Mary Jackson')).toBeVisible();
});

test('a spreadsheet dropped on the wizard is refused at once, saying what is read, and the text stays', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  const box = page.getByRole('textbox', { name: 'Text to read' });
  await box.fill('Jane Doe, jane@example.com');
  // The opening bytes of an .xlsx (a zip archive), as a drag from the desktop brings it.
  await page.getByLabel('Contacts file').setInputFiles({ name: 'Contacts.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]) });
  await expect(page.getByRole('alert')).toHaveText('“Contacts.xlsx” is not a text file. Rolodeck reads vCards (.vcf) and CSV or TSV exports: save a spreadsheet as CSV first.');
  await expect(box).toHaveValue('Jane Doe, jane@example.com');
  // A contacts file chosen next is read (after the text typed), and the refusal goes.
  await page.getByLabel('Contacts file').setInputFiles({ name: 'jane.vcf', mimeType: 'text/vcard', buffer: Buffer.from('BEGIN:VCARD\nVERSION:3.0\nFN:Jane Doe\nEND:VCARD\n') });
  await expect(page.getByRole('status').filter({ hasText: 'jane.vcf added after your text' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(box).toHaveValue(/FN:Jane Doe/);
});

test('text pasted into the wizard is still there after another view, until the wizard is cancelled or done', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  const signature = 'Grace Hopper\nRear Admiral, US Navy\ngrace.hopper@example.com';
  await page.getByRole('textbox', { name: 'Text to read' }).fill(signature);
  const views = page.getByRole('navigation', { name: 'Views' });
  await views.getByRole('button', { name: 'Tasks' }).click();
  await views.getByRole('button', { name: 'Contacts' }).click();
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue(signature);

  await page.reload();
  await openWizard(page);
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue(signature);
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await page.getByRole('form', { name: /Grace Hopper/ }).getByRole('button', { name: 'Create contact' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: 'Grace Hopper' })).toBeVisible();

  await openWizard(page);
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Text to read' }).fill('Alan Turing\nalan@example.com');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await openWizard(page);
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue('');
});
