// What every handler gets: the store, the event bus, and the few outside services the core needs.
import type { Store } from '../../db/store';
import type { SyncEngine } from '../sync/engine';
import type { StoreBackups } from './backups';
import type { DeletedTasks } from './deleted-tasks';
import type { EventBus } from './events';
import type { SecretStore } from './secrets';
import type { StoppableRequests } from './stoppable-requests';

export interface CoreContext {
  store: Store;
  events: EventBus;
  secrets: SecretStore;
  dataFolder: string;
  /** Called after every local write that queued an op, so sync can push soon. */
  onLocalWrite: () => void;
  /** The service's drafting and refining in flight, which the user can stop. */
  writing: StoppableRequests;
  /** The service's reading of the wizard's text in flight, by the read's id, which the user can stop. */
  reading: StoppableRequests;
  /** Tasks deleted since start, which Undo can bring back. */
  deletedTasks: DeletedTasks;
  /** The sync engine (always present; it does nothing while no service is configured). */
  sync?: SyncEngine;
  /** The store's daily copies (always present once the core has started). */
  backups?: StoreBackups;
}
