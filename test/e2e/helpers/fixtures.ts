// Playwright fixtures: a temporary data folder and a running bridge on it, stopped after each test.
import { test as base } from '@playwright/test';
import { ChatCompletionsEmailWriter } from '../../../server/index';
import { startHeldWriter, type HeldWriter } from '../../helpers/held-writer';
import { startFaultProxy, type FaultProxy } from '../../sync/helpers/fault-proxy';
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

/** The same, the app reaching the service through a fault-injecting proxy (`faults.url`). */
export const testWithFaults = testWithService.extend<{ faults: FaultProxy }>({
  faults: async ({ service }, use) => {
    const faults = await startFaultProxy(service.url);
    await use(faults);
    await faults.close();
  },
});

/**
 * The same, with a service whose pipeline lacks the app's "Contacted": a card moved into it before
 * connecting is refused at the first sync, and shows in the Sync view's refused changes. (Once
 * connected, the board shows the service's stages and only the app's own that a card is in.)
 */
export const testWithRefusingService = test.extend<{ service: TestService }>({
  // eslint-disable-next-line no-empty-pattern
  service: async ({}, use) => {
    const service = await startService({ pipelineStates: ['New lead', 'Won'] });
    await use(service);
    await service.dispose();
  },
});

/**
 * The same, the service's email writer a model endpoint on 127.0.0.1 that holds each request
 * until the test releases it: an email stays "being written" as long as the test needs.
 */
export const testWithHeldWriter = test.extend<{ writer: HeldWriter; service: TestService }>({
  // eslint-disable-next-line no-empty-pattern
  writer: async ({}, use) => {
    const writer = await startHeldWriter();
    await use(writer);
    await writer.close();
  },
  service: async ({ writer }, use) => {
    const service = await startService({ writer: new ChatCompletionsEmailWriter({ url: writer.url, model: 'test-model' }) });
    await use(service);
    await service.dispose();
  },
});

export { expect } from '@playwright/test';
