// The contact pane shows the contact chosen even when data changes (a sync, another window)
// while it loads: the change does not bring back the contact shown before, or an empty pane.
import type { WebSocketRoute } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('a change arriving while a chosen contact loads still leaves that contact on screen', async ({ page, bridge }) => {
  const [, charles] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }]);

  // The app's own connection to its core, with the answer that opens Charles held back until
  // a data change has reached the page and the page's requests after it were answered.
  let holdId: number | null = null;
  let held: string | null = null;
  let heldClient: WebSocketRoute | null = null;
  let afterChange = false;
  let answersAfterChange = 0;
  await page.routeWebSocket(/\/api/, (client) => {
    const server = client.connectToServer();
    client.onMessage((message) => {
      const request = JSON.parse(String(message));
      if (request.method === 'contacts.get' && request.input.id === charles!.id && holdId === null && !afterChange) holdId = request.id;
      server.send(message);
    });
    server.onMessage((message) => {
      const data = JSON.parse(String(message));
      if (data.id !== undefined && data.id === holdId && held === null) {
        held = String(message);
        heldClient = client;
        return;
      }
      if (data.event === 'data.changed') afterChange = true;
      else if (afterChange && data.id !== undefined) answersAfterChange++;
      client.send(message);
    });
  });

  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
  await contactOption(page, 'Charles Babbage').click();
  await expect.poll(() => held !== null).toBe(true);

  // Another window adds a contact: the page hears of the change and reloads what it shows.
  const other = await connectApi(bridge);
  await other.call('contacts.create', { name: 'Grace Hopper' });
  other.close();
  await expect(contactOption(page, 'Grace Hopper')).toBeVisible();
  await expect.poll(() => answersAfterChange).toBeGreaterThan(1);
  heldClient!.send(held!);

  await expect(page.getByRole('article', { name: 'Charles Babbage' })).toBeVisible();
  await expect(contactOption(page, 'Charles Babbage')).toHaveAttribute('aria-selected', 'true');
});
