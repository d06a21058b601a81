// A contact created in the UI is still there after the bridge process dies and a new one
// opens the same data folder: the SQLite file on disk is the source of truth.
import { startBridge } from './helpers/bridge';
import { expect, test } from './helpers/fixtures';
import { contactOption, createContact, openApp, search } from './helpers/ui';

test('a contact created in the browser survives a restart of the app', async ({ page, dataDir, bridge }) => {
  await openApp(page, bridge.url);
  await expect(page.getByText('No contacts yet')).toBeVisible();

  await createContact(page, { name: 'Ada Lovelace', company: 'Analytical Engines Ltd', email: 'ada@example.com', phone: '+44 20 7946 0000' });
  await createContact(page, { name: 'Charles Babbage', company: 'Difference Works' });

  await search(page, 'lov');
  await expect(contactOption(page, 'Ada Lovelace')).toBeVisible();
  await expect(contactOption(page, 'Charles Babbage')).toHaveCount(0);
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();

  // A crash, not a clean shutdown: the process gets no chance to flush anything.
  await bridge.stop('SIGKILL');
  const restarted = await startBridge(dataDir);
  try {
    await openApp(page, restarted.url);
    await search(page, 'ada');
    const option = contactOption(page, 'Ada Lovelace');
    await expect(option).toBeVisible();
    await option.click();
    const detail = page.getByRole('article', { name: 'Ada Lovelace' });
    await expect(detail.getByText('Analytical Engines Ltd').first()).toBeVisible();
    await expect(detail.getByRole('link', { name: 'ada@example.com' })).toBeVisible();
    await expect(detail.getByText('+44 20 7946 0000')).toBeVisible();

    await search(page, '');
    await expect(page.getByText('2 contacts', { exact: true })).toBeVisible();
  } finally {
    await restarted.stop();
  }
});
