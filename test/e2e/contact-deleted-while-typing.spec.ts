// A teammate deletes a contact on the service while the user has typing for it not yet saved (an
// edit, a note): the contact goes at the next sync, and the typing is shown to copy rather than
// dropped with the forms that held it.
import { expectNoSeriousA11yViolations } from './helpers/screenshots';
import { connectApi } from './helpers/api';
import { expect, testWithService as test } from './helpers/fixtures';
import { openSyncedContact } from './helpers/service';
import { deleteContact } from '../../server/admin';

test('typing for a contact deleted on the service meanwhile is shown to copy, and let go on request', async ({ page, bridge, service }) => {
  const remoteId = await openSyncedContact(page, bridge.url, service, { name: 'Mary Jackson', email: 'mary@example.com' });
  const mary = page.getByRole('article', { name: 'Mary Jackson' });
  await mary.getByRole('textbox', { name: 'Text to append' }).fill('Met at Langley.');
  await mary.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('form', { name: 'Edit Mary Jackson' }).getByRole('textbox', { name: 'Position', exact: true }).fill('Aerospace engineer');

  expect(await deleteContact(service.dataDir, remoteId)).toBe(true);
  const api = await connectApi(bridge);
  await api.call('sync.now', {});
  api.close();

  await expect(page.getByText('This contact could not be opened')).toBeVisible();
  const typed = page.getByRole('textbox', { name: 'What you typed for this contact and had not saved' });
  await expect(typed).toHaveValue(/Position: Aerospace engineer/);
  await expect(typed).toHaveValue(/To add to the notes: Met at Langley\./);
  await expect(typed).toHaveAttribute('readonly', '');
  await expectNoSeriousA11yViolations(page);
  // After a restart of the window the contact is not chosen any more: the typing is under "No
  // contact selected", until let go.
  await page.reload();
  await expect(page.getByText('No contact selected')).toBeVisible();
  const kept = page.getByRole('textbox', { name: /What you typed for a contact that is no longer here/ });
  await expect(kept).toHaveValue(/Position: Aerospace engineer/);
  await expect(kept).toHaveValue(/To add to the notes: Met at Langley\./);
  await page.getByRole('button', { name: 'Let it go' }).click();
  await expect(kept).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'What you typed was let go.' })).toBeFocused();
  await page.reload();
  await expect(page.getByText('No contact selected')).toBeVisible();
  await expect(kept).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys((globalThis as any).localStorage).filter((k) => (globalThis as any).localStorage.getItem(k).includes('Langley')))).toEqual([]);
});
