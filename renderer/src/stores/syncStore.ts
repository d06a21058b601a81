// Sync state from `sync.status` and its event, plus the state of the connection to the core.
import { create } from 'zustand';
import type { SyncStatus } from '../../../preload/contract';
import { api, getConnection } from '../api';
import type { ConnectionState } from '../api/wsBridge';
import { useContactList } from './contactListStore';
import { useDataVersion } from './dataVersionStore';

interface SyncState {
  status: SyncStatus | null;
  connection: ConnectionState;
  load(): Promise<void>;
  set(status: SyncStatus): void;
  setConnection(state: ConnectionState): void;
}

export const useSync = create<SyncState>((set) => ({
  status: null,
  connection: 'open',
  async load() {
    try {
      set({ status: await api().invoke('sync.status', {}) });
    } catch {
      // Shown through the connection state.
    }
  },
  set: (status) => set({ status }),
  setConnection: (connection) => set({ connection }),
}));

/** Subscribes the store to the core; returns the unsubscribe. */
export function watchSync(): () => void {
  const store = useSync.getState();
  const connection = getConnection();
  store.setConnection(connection.initialState);
  void store.load();
  const offStatus = api().on('sync.status', (status) => useSync.getState().set(status));
  let wasClosed = false;
  const offConnection = connection.onState((state) => {
    useSync.getState().setConnection(state);
    if (state === 'closed') wasClosed = true;
    if (state === 'open') {
      void useSync.getState().load();
      // Back after a drop: anything may have changed meanwhile.
      if (wasClosed) {
        wasClosed = false;
        useDataVersion.getState().bump(['contacts', 'tasks', 'pipelineStates', 'drafts']);
        useContactList.getState().refresh();
      }
    }
  });
  return () => {
    offStatus();
    offConnection();
  };
}
