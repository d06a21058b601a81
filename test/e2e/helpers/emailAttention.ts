// An email whose send Rolodeck stopped in the middle of: it cannot tell whether it went out, so
// the email needs the user's attention (in its editor and in Sync → Changes not accepted).
import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { openStore } from '../../../db/open';
import { STORE_FILE } from '../../../main/core/core';
import { startBridge, type RunningBridge } from './bridge';
import type { TestService } from './service';
import { emailToSyncedContact, openApp, openEmail } from './ui';

/** An email to Ada ("Tuesday"), sent while the service is down: waiting to send, its editor open. */
export async function emailQueuedWhileServiceDown(page: Page, bridgeUrl: string, service: TestService) {
  const email = await emailToSyncedContact(page, bridgeUrl, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  await service.stop();
  await email.getByRole('textbox', { name: 'Subject' }).fill('Tuesday');
  await email.getByRole('textbox', { name: 'Message' }).fill('Dear Ada, see you Tuesday.');
  await email.getByRole('button', { name: /^Send/ }).click();
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
  return email;
}

/**
 * An email to Ada, queued while the service was down, left "sending" as if Rolodeck had stopped
 * mid-send; opened in its editor, on a restarted bridge (which the caller stops).
 */
export async function emailSentWhileStopping(page: Page, bridge: RunningBridge, service: TestService) {
  await emailQueuedWhileServiceDown(page, bridge.url, service);
  await bridge.stop();
  const store = await openStore(join(bridge.dataDir, STORE_FILE));
  store.sqlite.prepare(`update outbox set state = 'sending' where kind = 'email.send'`).run();
  store.sqlite.close();
  const again = await startBridge(bridge.dataDir);
  await openApp(page, again.url);
  const editor = await openEmail(page, 'Ada Lovelace');
  await editor.getByRole('button', { name: /Tuesday/ }).click();
  await expect(editor.getByText(/then send again or discard/)).toBeVisible();
  return { editor, again };
}
