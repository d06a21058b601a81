// The application core: the store, the handler table, the event bus and the sync engine, with
// no Electron in sight. The desktop app, the browser bridge and the tests all start it the
// same way.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openStore, type OpenOptions } from '../../db/open';
import type { Store } from '../../db/store';
import { SyncEngine, type EngineOptions } from '../sync/engine';
import { StoreBackups, type BackupOptions } from './backups';
import { settleRestoredCopy } from './restore-backup';
import type { CoreContext } from './context';
import { DeletedTasks } from './deleted-tasks';
import { createDispatch, type Dispatch } from './dispatch';
import { EventBus } from './events';
import { handlers } from './handlers/index';
import { lockDataFolder, type InstanceLock } from './instance-lock';
import { readSettings, serviceTarget } from './handlers/settings';
import { MemorySecretStore, type SecretStore } from './secrets';
import { StoppableRequests } from './stoppable-requests';
import { storeOpenFailure } from './store-open-failure';

export interface Core {
  store: Store;
  events: EventBus;
  dispatch: Dispatch;
  context: CoreContext;
  sync: SyncEngine;
  backups: StoreBackups;
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
  /** Daily copies of the store (backups.ts). Default: on. `false`: made only when asked. */
  backups?: false | BackupOptions;
}

export const STORE_FILE = 'rolodeck.sqlite';

export async function startCore(options: CoreOptions): Promise<Core> {
  const storeFile = join(options.dataFolder, STORE_FILE);
  let lock: InstanceLock | undefined;
  let store: Store | undefined;
  let sync: SyncEngine;
  let context: CoreContext;
  const events = new EventBus();
  try {
    mkdirSync(options.dataFolder, { recursive: true, mode: 0o700 });
    lock = lockDataFolder(options.dataFolder);
    store = await openStore(storeFile, options);
    settleRestoredCopy(store);
    context = {
      store,
      events,
      secrets: options.secrets ?? new MemorySecretStore(),
      dataFolder: options.dataFolder,
      onLocalWrite: () => {},
      writing: new StoppableRequests(),
      reading: new StoppableRequests(),
      deletedTasks: new DeletedTasks(),
    };
    const ctx = context;
    const engineOptions: EngineOptions = options.sync === false ? { schedule: false } : (options.sync ?? {});
    // The engine writes at once (sends cut off by the last stop are marked in doubt): a full
    // disk fails here, and the store and the lock are let go below.
    sync = new SyncEngine(
      {
        store,
        events,
        config: () => {
          const target = serviceTarget(ctx);
          return { ...target, intervalSeconds: readSettings(ctx).syncIntervalSeconds };
        },
      },
      engineOptions,
    );
  } catch (error) {
    store?.close();
    lock?.release();
    throw storeOpenFailure(error, options.dataFolder, storeFile);
  }
  context.sync = sync;
  context.onLocalWrite = () => sync.localWrite();
  sync.start();
  const backups = new StoreBackups(store, options.dataFolder, options.backups || {});
  if (options.backups !== false) backups.start();
  context.backups = backups;
  let closed = false;
  return {
    store,
    events,
    context,
    sync,
    backups,
    dispatch: createDispatch(handlers, context),
    close: async () => {
      if (closed) return;
      closed = true;
      await backups.stop();
      await sync.stop();
      store.close();
      lock.release();
    },
  };
}
