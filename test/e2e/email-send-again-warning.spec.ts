// "Send again" in the email's own editor, on an email whose answer was lost: once the token has
// changed, the service can no longer recognise the first attempt, and a second copy may go out.
// The editor says so beside Send again, as the Sync view does, and asks before sending it again.
import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { createToken } from '../../server/index';
import type { Fault } from '../sync/helpers/fault-proxy';
import { ServiceDb } from '../sync/helpers/service';
import { connectApi } from './helpers/api';
import { expect, testWithFaults as test } from './helpers/fixtures';
import { remoteContactByEmail } from './helpers/service';
import { connectService, openApp, openEmail, syncNow } from './helpers/ui';

const SECOND_COPY = /can no longer recognise that first attempt: sending it again may deliver a second copy\. Check your sent mail first\./;

type Setup = Parameters<Parameters<typeof test>[2]>[0];

/** An email sent to Ada whose answer was lost, then the token changed: the service can no longer recognise it. */
async function emailInDoubtUnderNewToken({ page, bridge, service, faults }: Pick<Setup, 'page' | 'bridge' | 'service' | 'faults'>) {
  await openApp(page, bridge.url);
  await connectService(page, { url: faults.url, token: service.token });
  const api = await connectApi(bridge);
  const ada = await api.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
  await expect.poll(async () => (await api.call('sync.now', {}), await remoteContactByEmail(service, 'ada@example.com'))).not.toBeNull();

  // The service sends the email; its answer never arrives. Then the token changes.
  faults.setPlan(({ method, path }): Fault => (method === 'POST' && path.endsWith('/emails/send') ? { kind: 'lost' } : { kind: 'pass' }));
  const draft = await api.call('email.save', { contactId: ada.id, to: 'ada@example.com', subject: 'Tuesday', body: 'Dear Ada, see you Tuesday.' });
  await api.call('email.send', { draftId: draft.id });
  await expect.poll(async () => (await api.call('sync.now', {}), (await api.call('sync.status', {})).needsAttention)).toBe(1);
  faults.setPlan(() => ({ kind: 'pass' }));
  await api.call('settings.setToken', { token: await createToken(service.dataDir, 'rotated') });
  api.close();
  return new ServiceDb(join(service.dataDir, 'service.sqlite'));
}

/**
 * Send again, pressed, asks first with the warning, the keyboard on Cancel; Escape leaves the
 * question with nothing sent and the keyboard back on Send again. Answers the question.
 */
async function asksFirstAndEscapeKeepsIt(page: Page, scope: Locator) {
  const sendAgain = scope.getByRole('button', { name: 'Send again' });
  await sendAgain.click();
  const question = scope.getByRole('group', { name: 'Send this email again?' });
  await expect(question).toHaveAccessibleDescription(SECOND_COPY);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(sendAgain).toBeFocused();
  return question;
}

test('Send again in the editor shows the second-copy warning and asks first; Escape keeps it waiting', async ({ page, bridge, service, faults }) => {
  const sent = await emailInDoubtUnderNewToken({ page, bridge, service, faults });
  const editor = await openEmail(page, 'Ada Lovelace');
  await editor.getByRole('button', { name: /Tuesday/ }).click();
  const sendAgain = editor.getByRole('button', { name: 'Send again' });
  await expect(editor.getByRole('note').filter({ hasText: SECOND_COPY })).toBeVisible();
  await expect(sendAgain).toHaveAccessibleDescription(SECOND_COPY);

  const question = await asksFirstAndEscapeKeepsIt(page, editor);
  await expect(editor.getByText('Needs your attention').first()).toBeVisible();
  expect(sent.sentTo('Tuesday')).toEqual(['ada@example.com']);

  // Sent again anyway, as the user chose: it goes.
  await sendAgain.click();
  await question.getByRole('button', { name: 'Send again anyway' }).click();
  await expect(editor.getByText('Waiting to send').first()).toBeVisible();
  await syncNow(page);
  const again = await openEmail(page, 'Ada Lovelace');
  await expect(again.getByRole('button', { name: /Tuesday/ })).toContainText('Sent');
  expect(sent.sentTo('Tuesday')).toEqual(['ada@example.com', 'ada@example.com']);
});

test('Send again in the Sync view asks first too, with the same warning', async ({ page, bridge, service, faults }) => {
  const sent = await emailInDoubtUnderNewToken({ page, bridge, service, faults });
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
  const item = page.getByRole('region', { name: /^Changes not accepted/ }).getByRole('listitem').filter({ hasText: 'Tuesday' });
  await expect(item.getByRole('note').filter({ hasText: SECOND_COPY })).toBeVisible();
  const sendAgain = item.getByRole('button', { name: 'Send again' });
  const question = await asksFirstAndEscapeKeepsIt(page, item);
  expect(sent.sentTo('Tuesday')).toEqual(['ada@example.com']);

  await sendAgain.click();
  await question.getByRole('button', { name: 'Send again anyway' }).click();
  await syncNow(page);
  await expect.poll(() => sent.sentTo('Tuesday')).toEqual(['ada@example.com', 'ada@example.com']);
});
