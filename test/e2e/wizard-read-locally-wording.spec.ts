// Read on this computer, the wizard says why and what becomes of the contacts: with no service
// set up, they are kept here (and synced once a service is set up) — not "the service is not
// reachable… the contacts sync later", which speaks of a service there is not; with a service
// that cannot be reached, that is what it says.
import type { Page } from '@playwright/test';
import { expect, test, testWithService } from './helpers/fixtures';
import { connectService, openApp, openWizard, statusBar, syncNow } from './helpers/ui';

const SIGNATURE = 'Best regards,\nGrace Hopper\nRear Admiral, US Navy\ngrace.hopper@example.com';

async function readSignature(page: Page) {
  await openWizard(page);
  await page.getByRole('textbox', { name: 'Text to read' }).fill(SIGNATURE);
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Review the contact found' })).toBeVisible();
}

test('with no service set up, contacts read on this computer are kept here', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await readSignature(page);
  const said = page.getByText(/^Read on this computer/);
  await expect(said).toHaveText('Read on this computer. Correct anything that is wrong, then create each contact: they are kept on this computer, and synced once a contact service is set up in Settings.');
  await expect(page.getByText(/not reachable|sync later/)).toHaveCount(0);
});

testWithService('with a service that cannot be reached, the contacts sync later', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await service.stop();
  await syncNow(page);
  await expect(statusBar(page)).toContainText('Offline');
  await readSignature(page);
  await expect(page.getByText(/^Read on this computer/)).toHaveText('Read on this computer (the service is not reachable). Correct anything that is wrong; the contacts sync later.');
});
