// The Sync view from the keyboard: Sync now keeps the keyboard through the sync, and deciding a
// conflict or a refused change hands it to the next one (the last one decided, to the panel's
// heading) instead of dropping it on the page body.
import { expect } from '@playwright/test';
import { graceChangedOnBothSides } from './helpers/conflicts';
import { testWithRefusingService as refusing, testWithService as test } from './helpers/fixtures';
import { remoteContactByEmail } from './helpers/service';
import { connectService, createContact, moveWithMenu, openApp, syncNow } from './helpers/ui';

test('Keep mine and Take theirs move the keyboard to the next conflict, then to the heading', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  // Both sides change the company and the position: two conflicts.
  await graceChangedOnBothSides(page, service, { Company: 'US Navy', Position: 'Rear Admiral' }, { company: 'Harvard', position: 'Professor' });
  await syncNow(page);
  const panel = page.getByRole('region', { name: /^Conflicts/ });
  const keepMine = panel.getByRole('button', { name: /^Keep mine for/ });
  await expect(keepMine).toHaveCount(2);
  const [, second] = await keepMine.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));

  await keepMine.first().focus();
  await page.keyboard.press('Enter');
  await expect(keepMine).toHaveCount(1);
  await expect(panel.getByRole('button', { name: second })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: /^Take theirs for/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel.getByText('No conflicts.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: /^Conflicts/ })).toBeFocused();
});

test('Sync now keeps the keyboard during and after the sync', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
  const button = page.getByRole('button', { name: /^(Sync now|Syncing…)$/ });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeFocused();
  // Nothing on the page changes much when nothing was waiting: what it came to is read out.
  await expect(page.getByRole('status').filter({ hasText: 'Sync finished' })).toHaveText('Sync finished: everything is up to date.');
});

refusing('refused changes from the keyboard: Discard asks with the keyboard on "Keep it", and a change decided hands it to the next', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  for (const name of ['Alan Turing', 'Joan Clarke', 'Mary Somerville']) await createContact(page, { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` });
  // Moved into the app's own "Contacted" before connecting: this service has no such stage.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  for (const name of ['Alan Turing', 'Joan Clarke', 'Mary Somerville']) {
    await moveWithMenu(page.getByRole('region', { name: 'Not in pipeline' }), name, 'Contacted');
    await expect(page.getByRole('region', { name: 'Contacted', exact: true }).getByRole('listitem', { name })).toBeVisible();
  }
  await connectService(page, service);
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'mary@example.com'))?.name).toBe('Mary Somerville');
  const refused = page.getByRole('region', { name: /Changes not accepted/ });
  const items = refused.getByRole('listitem');
  await expect(items).toHaveCount(3);
  const first = items.nth(0);

  // Discard… asks, with the keyboard on the safe answer; Keep it gives it back to Discard….
  await first.getByRole('button', { name: 'Discard…' }).focus();
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Discard…' })).toBeFocused();

  // Edit opens the form on its first field; Cancel gives the keyboard back to Edit.
  await first.getByRole('button', { name: 'Edit' }).focus();
  await page.keyboard.press('Enter');
  await expect(first.getByLabel('Pipeline state')).toBeFocused();
  await first.getByRole('button', { name: 'Cancel' }).click();
  await expect(first.getByRole('button', { name: 'Edit' })).toBeFocused();

  // Discarded: the change leaves, and the keyboard goes to the next change's first button.
  await first.getByRole('button', { name: 'Discard…' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(first.getByRole('button', { name: 'Discard change' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('button', { name: 'Retry' })).toBeFocused();

  // Each discarded in turn, the last hands it to the panel's heading.
  for (const left of [1, 0]) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(items.nth(0).getByRole('button', { name: 'Discard…' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(left);
  }
  await expect(refused.getByText('Every change was accepted.')).toBeVisible();
  await expect(refused.getByRole('heading', { name: /^Changes not accepted/ })).toBeFocused();
});
