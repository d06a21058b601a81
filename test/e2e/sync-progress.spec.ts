// The status bar's progress bar during a sync pass. The service answers through a proxy that
// delays every request, so the pass lasts long enough to be watched.
import { expect } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../sync/helpers/fault-proxy';
import { test as base } from './helpers/fixtures';
import { startService, type TestService } from './helpers/service';
import { connectService, openApp, statusBar, syncNow } from './helpers/ui';

const test = base.extend<{ service: TestService; slow: FaultProxy }>({
  // eslint-disable-next-line no-empty-pattern
  service: async ({}, use) => {
    const service = await startService({ demo: true });
    await use(service);
    await service.dispose();
  },
  slow: async ({ service }, use) => {
    const proxy = await startFaultProxy(service.url);
    await use(proxy);
    await proxy.close();
  },
});

test('a sync pass shows its progress in the status bar, gone once the pass ends', async ({ page, bridge, service, slow }) => {
  await openApp(page, bridge.url);
  await connectService(page, { url: slow.url, token: service.token });
  slow.setPlan(({ method }) => (method === 'GET' ? { kind: 'delay', ms: 700 } : { kind: 'pass' }));

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  const progress = statusBar(page).getByRole('progressbar', { name: 'Sync progress' });
  await expect(progress).toBeVisible();
  await expect(statusBar(page)).toContainText(/Syncing/);
  await expect.poll(async () => Number(await progress.getAttribute('max'))).toBeGreaterThan(1);
  await expect(statusBar(page)).toContainText(/Syncing — receiving changes\s*[\d,]+ \/ [\d,]+ pages/); // what the numbers count

  slow.setPlan(() => ({ kind: 'pass' }));
  await syncNow(page);
  await expect(progress).toHaveCount(0);
  await expect(statusBar(page)).toContainText('Online');
});
