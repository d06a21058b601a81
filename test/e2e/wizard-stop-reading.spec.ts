// While the contact service reads the wizard's text (a model behind it can take a minute), Stop
// — or Escape — ends the wait at once: no card is read, the text stays, and the keyboard goes
// back to it. Reading again works as before. The service is slowed by a proxy on 127.0.0.1.
import { expect } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../sync/helpers/fault-proxy';
import { testWithService } from './helpers/fixtures';
import { connectService, openApp, openWizard, syncNow } from './helpers/ui';

const test = testWithService.extend<{ slowService: FaultProxy }>({
  slowService: async ({ service }, use) => {
    const proxy = await startFaultProxy(service.url);
    await use(proxy);
    await proxy.settled();
    await proxy.close();
  },
});

const SIGNATURE = 'Ada Lovelace\nAnalyst, Engines Ltd\nada@engines.example';
const prepares = (proxy: FaultProxy) => proxy.log.filter((r) => r.path === '/api/contacts/prepare');

test('Stop and Escape end a slow read at once, keep the text, and reading again works', async ({ page, bridge, service, slowService: proxy }) => {
  await openApp(page, bridge.url);
  await connectService(page, { url: proxy.url, token: service.token });
  await syncNow(page);
  proxy.setPlan(({ path }) => (path === '/api/contacts/prepare' ? { kind: 'delay', ms: 4_000 } : { kind: 'pass' }));

  await openWizard(page);
  const form = page.getByRole('form', { name: 'Add contacts from text' });
  const text = form.getByRole('textbox', { name: 'Text to read' });
  await text.fill(SIGNATURE);
  await form.getByRole('button', { name: 'Find contacts' }).click();

  // Reading: the keyboard is on Stop, not lost to the page.
  const stop = form.getByRole('button', { name: 'Stop' });
  await expect(form.getByRole('button', { name: 'Reading…' })).toBeDisabled();
  await expect(stop).toBeFocused();
  await expect.poll(() => prepares(proxy).length).toBe(1);
  await stop.click();

  const stopped = form.getByRole('status').filter({ hasText: 'Stopped — no contact was read. Your text is still here.' });
  await expect(stopped).toBeVisible();
  // Ended before the service even got the request: nothing waited for it.
  expect(prepares(proxy)[0]).toMatchObject({ forwarded: false });
  await expect(text).toHaveValue(SIGNATURE);
  await expect(text).toBeFocused();
  await expect(stop).toHaveCount(0);

  // Escape stops too.
  await form.getByRole('button', { name: 'Find contacts' }).click();
  await expect(stop).toBeFocused();
  await expect.poll(() => prepares(proxy).length).toBe(2);
  await page.keyboard.press('Escape');
  await expect(stopped).toBeVisible();
  expect(prepares(proxy)[1]).toMatchObject({ forwarded: false });
  await expect(form).toBeVisible();

  // The app is still connected, and the next read is the service's.
  proxy.setPlan(() => ({ kind: 'pass' }));
  await form.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByText('Read by the contact service.')).toBeVisible();
  await expect(page.getByRole('form', { name: /Ada Lovelace/ }).getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveValue('ada@engines.example');
});
