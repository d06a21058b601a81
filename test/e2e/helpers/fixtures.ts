// Playwright fixtures: a temporary data folder and a running bridge on it, stopped after each test.
import { test as base } from '@playwright/test';
import { startBridge, tempDataDir, type RunningBridge } from './bridge';
import { startService, type TestService } from './service';

export interface BridgeFixtures {
  dataDir: string;
  bridge: RunningBridge;
}

export const test = base.extend<BridgeFixtures>({
  // eslint-disable-next-line no-empty-pattern
  dataDir: async ({}, use) => {
    const temp = tempDataDir();
    await use(temp.dir);
    temp.cleanup();
  },
  bridge: async ({ dataDir }, use) => {
    const bridge = await startBridge(dataDir);
    await use(bridge);
    await bridge.stop();
  },
});

/** The same, with a reference contact service running on 127.0.0.1 for the test. */
export const testWithService = test.extend<{ service: TestService }>({
  // eslint-disable-next-line no-empty-pattern
  service: async ({}, use) => {
    const service = await startService();
    await use(service);
    await service.dispose();
  },
});

export { expect } from '@playwright/test';
