// The wizard's text is kept for a restart in a place of its own. Before, a dropped export of a few
// megabytes went into the same entry of the page's storage as every "Add to" and task draft: the
// storage refused the lot and kept the copy from before, so after a reload a note already
// appended was back in its box (one more Append saved it twice), and the wizard's text was gone
// with no word.
import type { Page } from '@playwright/test';
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, openWizard } from './helpers/ui';

/** Drops a CSV export of `rows` contacts, made in the page, on the wizard's drop zone. */
async function dropCsv(page: Page, name: string, rows: number): Promise<void> {
  // (Written as a string: the tests are compiled without the page's types.)
  await page.evaluate(`(() => {
    const lines = ['Name,Email,Company,Notes'];
    for (let i = 1; i <= ${rows}; i++) lines.push('Person ' + i + ',person' + i + '@example.com,Company ' + i + ',"Met at the fair, hall ' + i + ', stand ' + i + '"');
    const data = new DataTransfer();
    data.items.add(new File([lines.join('\\n')], ${JSON.stringify(name)}, { type: 'text/csv' }));
    document.querySelector('.drop-zone').dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
  })()`);
}

/** What the contact's Notes hold (the first paragraph under the heading). */
function notes(page: Page, name: string) {
  return page.getByRole('article', { name }).getByRole('region', { name: 'Notes' }).getByRole('paragraph').first();
}

function addTo(page: Page, name: string) {
  return page.getByRole('article', { name }).getByRole('form', { name: 'Add to notes or meeting context' }).getByRole('textbox', { name: 'Text to append' });
}

test('a dropped file too large to keep does not bring back a note already appended; the wizard says its text is not kept', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  await addTo(page, 'Grace Hopper').fill('Call back Monday');

  // About 6 MB of CSV: more than the page's storage holds for the whole app.
  await openWizard(page);
  await dropCsv(page, 'people.csv', 70_000);
  // Reading and counting megabytes of rows takes several seconds on a busy machine. (Looked for
  // among the messages: a search of the whole page would go through the megabytes of text.)
  await expect(page.getByRole('status').filter({ hasText: 'people.csv (70,000 rows) loaded' })).toBeVisible({ timeout: 60_000 });
  const text = page.getByRole('textbox', { name: 'Text to read' });
  await expect(text).toHaveAccessibleDescription(/too long to be kept if Rolodeck is closed or reloaded: it stays here only while Rolodeck is open/);

  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(addTo(page, 'Grace Hopper')).toHaveValue('Call back Monday');
  await detail.getByRole('button', { name: 'Append' }).click();
  await expect(notes(page, 'Grace Hopper')).toHaveText('Call back Monday');
  await expect(addTo(page, 'Grace Hopper')).toHaveValue('');

  await page.reload();
  await contactOption(page, 'Grace Hopper').click();
  await expect(notes(page, 'Grace Hopper')).toHaveText('Call back Monday');
  await expect(addTo(page, 'Grace Hopper')).toHaveValue('');
  // As the wizard said, its text did not outlive the reload.
  await openWizard(page);
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue('');
});

test('a wizard text of ordinary size and an Add to draft both survive a reload', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  await addTo(page, 'Grace Hopper').fill('Call back Monday');
  await openWizard(page);
  await dropCsv(page, 'people.csv', 2_000);
  await expect(page.getByRole('status').filter({ hasText: 'people.csv (2,000 rows) loaded' })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Text to read' });
  await expect(text).toHaveAccessibleDescription('');

  await page.reload();
  await openWizard(page);
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue(/^Name,Email,Company,Notes\nPerson 1,.*\nPerson 2000,person2000@example\.com,Company 2000,"Met at the fair, hall 2000, stand 2000"$/s);
  await contactOption(page, 'Grace Hopper').click();
  await expect(addTo(page, 'Grace Hopper')).toHaveValue('Call back Monday');
});

test('with the page storage full, the wizard says its text is not kept for a restart', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  // Fill the origin's storage to the last few bytes.
  await page.evaluate(`(() => {
    let chunk = 'x'.repeat(256 * 1024);
    for (let i = 0; chunk.length > 8; i++) {
      try {
        localStorage.setItem('filler-' + i, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length / 2);
      }
    }
  })()`);
  await openWizard(page);
  const text = page.getByRole('textbox', { name: 'Text to read' });
  await text.fill('Grace Hopper\nRear Admiral, US Navy\ngrace.hopper@example.com');
  await expect(text).toHaveAccessibleDescription('There is no room left to keep this text if Rolodeck is closed or reloaded: it stays here only while Rolodeck is open.');
  await expect(text).toHaveValue('Grace Hopper\nRear Admiral, US Navy\ngrace.hopper@example.com');
});
