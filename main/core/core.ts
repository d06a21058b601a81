// The application core: the store, the handler table, the event bus and the sync engine, with
// no Electron in sight. The desktop app, the browser bridge and the tests all start it the
// same way.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openStore, type OpenOptions } from '../../db/open';
import type { Store } from '../../db/store';
import { SyncEngine, type EngineOptions } from '../sync/engine';
import type { CoreContext } from './context';
import { DeletedTasks } from './deleted-tasks';
import { createDispatch, type Dispatch } from './dispatch';
import { EventBus } from './events';
import { handlers } from './handlers/index';
import { lockDataFolder } from './instance-lock';
import { readSettings, serviceTarget } from './handlers/settings';
import { MemorySecretStore, type SecretStore } from './secrets';
import { StoppableRequests } from './stoppable-requests';

export interface Core {
  store: Store;
  events: EventBus;
  dispatch: Dispatch;
  context: CoreContext;
  sync: SyncEngine;
  close(): Promise<void>;
}

export interface CoreOptions extends OpenOptions {
  dataFolder: string;
  secrets?: SecretStore;
  /**
   * Background sync. Default: on (a pass at start, then on its schedule, once a service is
   * configured). `false`: the engine exists (sync.now works) but never runs on its own.
   */
  sync?: false | EngineOptions;
}

export const STORE_FILE = 'rolodeck.sqlite';

export async function startCore(options: CoreOptions): Promise<Core> {
  mkdirSync(options.dataFolder, { recursive: true, mode: 0o700 });
  const lock = lockDataFolder(options.dataFolder);
  let store: Store;
  try {
    store = await openStore(join(options.dataFolder, STORE_FILE), options);
  } catch (error) {
    lock.release();
    throw error;
  }
  const events = new EventBus();
  const context: CoreContext = {
    store,
    events,
    secrets: options.secrets ?? new MemorySecretStore(),
    dataFolder: options.dataFolder,
    onLocalWrite: () => {},
    writing: new StoppableRequests(),
    reading: new StoppableRequests(),
    deletedTasks: new DeletedTasks(),
  };
  const engineOptions: EngineOptions = options.sync === false ? { schedule: false } : (options.sync ?? {});
  const sync = new SyncEngine(
    {
      store,
      events,
      config: () => {
        const target = serviceTarget(context);
        return { ...target, intervalSeconds: readSettings(context).syncIntervalSeconds };
      },
    },
    engineOptions,
  );
  context.sync = sync;
  context.onLocalWrite = () => sync.localWrite();
  sync.start();
  let closed = false;
  return {
    store,
    events,
    context,
    sync,
    dispatch: createDispatch(handlers, context),
    close: async () => {
      if (closed) return;
      closed = true;
      await sync.stop();
      store.close();
      lock.release();
    },
  };
}
