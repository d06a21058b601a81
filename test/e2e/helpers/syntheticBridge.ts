// A bridge on a store already holding `count` synthetic contacts (written straight into SQLite,
// thousands in well under a second), for tests about long lists.
import { test as base } from '@playwright/test';
import { join } from 'node:path';
import { openStore } from '../../../db/open';
import { STORE_FILE } from '../../../main/core/core';
import { insertSyntheticContacts } from '../../helpers/synthetic';
import { startBridge, tempDataDir, type RunningBridge } from './bridge';

export function testWithContacts(count: number) {
  return base.extend<{ bridge: RunningBridge }>({
    // eslint-disable-next-line no-empty-pattern
    bridge: async ({}, use) => {
      const temp = tempDataDir();
      const store = await openStore(join(temp.dir, STORE_FILE));
      insertSyntheticContacts(store, count);
      store.sqlite.close();
      const bridge = await startBridge(temp.dir);
      await use(bridge);
      await bridge.stop();
      temp.cleanup();
    },
  });
}

export { expect } from '@playwright/test';
