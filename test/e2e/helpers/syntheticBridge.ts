// A bridge on a store already holding `count` synthetic contacts (written straight into SQLite,
// thousands in well under a second), for tests about long lists.
import { test as base } from '@playwright/test';
import { join } from 'node:path';
import { openStore } from '../../../db/open';
import type { Store } from '../../../db/store';
import { STORE_FILE } from '../../../main/core/core';
import { insertSyntheticContacts } from '../../helpers/synthetic';
import { startBridge, tempDataDir, type RunningBridge } from './bridge';

/** `more` writes whatever else the test needs (tasks, pipeline states, a sync backlog) into the same store. */
export function testWithContacts(count: number, more?: (store: Store) => void) {
  return base.extend<{ bridge: RunningBridge }>({
    // eslint-disable-next-line no-empty-pattern
    bridge: async ({}, use) => {
      const temp = tempDataDir();
      const store = await openStore(join(temp.dir, STORE_FILE));
      insertSyntheticContacts(store, count);
      more?.(store);
      store.sqlite.close();
      const bridge = await startBridge(temp.dir);
      await use(bridge);
      await bridge.stop();
      temp.cleanup();
    },
  });
}

export { expect } from '@playwright/test';
