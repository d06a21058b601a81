// "Cancel sending" on an email waiting to go out makes it a draft again, with its text (it once
// deleted the email outright); a send that may have gone out is not taken back, and the editor
// says why. "Discard draft…" asks first, the keyboard starting on Cancel, as deleting a task does.
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ServiceDb } from '../sync/helpers/service';
import { emailQueuedWhileServiceDown, emailSentWhileStopping } from './helpers/emailAttention';
import { testWithService as test } from './helpers/fixtures';
import { openEmail, statusBar, syncNow } from './helpers/ui';

test('a queued email cancelled is a draft again with its text; discarding it asks first, and Escape keeps it', async ({ page, bridge, service }) => {
  const email = await emailQueuedWhileServiceDown(page, bridge.url, service);

  await email.getByRole('button', { name: 'Cancel sending' }).click();
  await expect(email.getByRole('status').filter({ hasText: 'Sending cancelled: the email is a draft again, to edit, send or discard.' })).toBeVisible();
  // The button pressed is gone: the keyboard is on the email's status, which now reads Draft.
  await expect(page.locator(':focus')).toHaveText('Draft');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('Tuesday');
  await expect(email.getByRole('textbox', { name: 'Message' })).toHaveValue('Dear Ada, see you Tuesday.');
  await expect(email.getByRole('textbox', { name: 'Message' })).toBeEditable();
  await expect(statusBar(page)).not.toContainText('waiting to sync');

  // Back online, nothing goes out: it was taken out of the queue.
  await service.start();
  await syncNow(page);
  const again = await openEmail(page, 'Ada Lovelace');
  await expect(again.getByRole('button', { name: /Tuesday/ })).toContainText('Draft');
  expect(new ServiceDb(join(service.dataDir, 'service.sqlite')).sentTo('Tuesday')).toEqual([]);

  // Discard asks first; the keyboard starts on Cancel, and Escape answers it without closing the email.
  await again.getByRole('button', { name: /Tuesday/ }).click();
  await again.getByRole('button', { name: 'Discard draft…' }).click();
  const question = again.getByRole('group', { name: /Discard the draft “Tuesday”\?/ });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(again.getByRole('button', { name: 'Discard draft…' })).toBeFocused();
  await expect(again.getByRole('textbox', { name: 'Subject' })).toHaveValue('Tuesday');

  // Opened with Enter, the keyboard is on Cancel again, and Enter there keeps the draft too; Discard draft deletes it.
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await again.getByRole('button', { name: 'Discard draft…' }).click();
  await question.getByRole('button', { name: 'Discard draft' }).click();
  await expect(again.getByText('No emails to Ada Lovelace yet.')).toBeVisible();
});

test('an email sent again after an attempt that may have gone out is not cancelled: the editor says why', async ({ page, bridge, service }) => {
  const { editor, again } = await emailSentWhileStopping(page, bridge, service);
  try {
    await editor.getByRole('button', { name: 'Send again' }).click();
    await expect(editor.getByText('Waiting to send').first()).toBeVisible();
    await editor.getByRole('button', { name: 'Cancel sending' }).click();
    await expect(editor.getByRole('alert').filter({ hasText: 'Rolodeck cannot cancel this email: an earlier attempt to send it may have gone out' })).toBeVisible();
    await expect(editor.getByText('Waiting to send').first()).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Message' })).not.toBeEditable();
  } finally {
    await again.stop();
  }
});
