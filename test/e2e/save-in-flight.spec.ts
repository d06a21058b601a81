// While a contact's edit is being saved, its fields take no typing: the form closes with the
// answer, and anything typed meanwhile would go with it unsaved.
import type { WebSocketRoute } from '@playwright/test';
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('an edit being saved takes no typing until the answer, then closes with what was saved', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  let held: { client: WebSocketRoute; message: string } | null = null;
  let holdId: number | null = null;
  await page.routeWebSocket(/\/api/, (client) => {
    const server = client.connectToServer();
    client.onMessage((message) => {
      const request = JSON.parse(String(message));
      if (request.method === 'contacts.update') holdId = request.id;
      server.send(message);
    });
    server.onMessage((message) => {
      if (holdId !== null && JSON.parse(String(message)).id === holdId) held = { client, message: String(message) };
      else client.send(message);
    });
  });

  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Ada Lovelace' });
  const position = form.getByRole('textbox', { name: 'Position', exact: true });
  await position.fill('Countess');
  await position.press('Enter');
  await expect.poll(() => held !== null).toBe(true);
  await expect(form.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  for (const field of [position, form.getByRole('textbox', { name: 'Company', exact: true }), form.getByRole('textbox', { name: 'Notes', exact: true })]) {
    await expect(field).toHaveAttribute('readonly', '');
  }
  for (const add of ['Add email address', 'Add phone number']) await expect(form.getByRole('button', { name: add })).toHaveAttribute('aria-disabled', 'true');
  // Typing goes nowhere meanwhile.
  await position.press('End');
  await page.keyboard.type(' of Lovelace');
  await expect(position).toHaveValue('Countess');

  held!.client.send(held!.message);
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Ada Lovelace' }).getByText('Countess')).toBeVisible();
});
