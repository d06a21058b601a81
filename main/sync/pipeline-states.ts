// Local pipeline states ↔ the service's. A local state matches a remote one by remote_id, else
// by name (case-insensitive: the app seeds the same default names as the service), else a new
// local state is made. Runs inside the pull's transaction (synchronous).
import { newId } from '../../db/ids';
import type { Store } from '../../db/store';
import type { RemoteState } from './parse';
import type { StateResolver } from './remote-snapshot';

interface LocalState {
  id: string;
  remote_id: string | null;
  name: string;
  position: number;
}

export class StateMap {
  private readonly byRemote = new Map<string, LocalState>();
  private readonly byName = new Map<string, LocalState>();
  private nextPosition = 0;
  private loaded = false;
  changed = false;

  // The states are read when the first one is resolved: most answers the push merges carry no
  // pipeline state, and a push builds a map per op.
  constructor(private readonly store: Store) {}

  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    for (const row of this.store.all(this.store.db.selectFrom('pipeline_states').selectAll().orderBy('position'))) this.remember(row);
  }

  private remember(row: LocalState): void {
    if (row.remote_id) this.byRemote.set(row.remote_id, row);
    if (!this.byName.has(row.name.toLowerCase()) || !row.remote_id) this.byName.set(row.name.toLowerCase(), row);
    this.nextPosition = Math.max(this.nextPosition, row.position + 1);
  }

  /** The local id for a remote state, linking or creating a local state as needed. */
  resolve: StateResolver = (remote) => {
    this.load();
    const known = this.byRemote.get(remote.id);
    if (known) {
      if (remote.name && remote.name !== known.name) {
        this.store.run(this.store.db.updateTable('pipeline_states').set({ name: remote.name }).where('id', '=', known.id));
        known.name = remote.name;
        this.changed = true;
      }
      return known.id;
    }
    const byName = remote.name ? this.byName.get(remote.name.toLowerCase()) : undefined;
    if (byName && !byName.remote_id) {
      this.store.run(this.store.db.updateTable('pipeline_states').set({ remote_id: remote.id }).where('id', '=', byName.id));
      byName.remote_id = remote.id;
      this.byRemote.set(remote.id, byName);
      this.changed = true;
      return byName.id;
    }
    const row: LocalState = { id: newId(), remote_id: remote.id, name: remote.name ?? 'Unnamed state', position: this.nextPosition };
    this.store.run(this.store.db.insertInto('pipeline_states').values(row));
    this.remember(row);
    this.changed = true;
    return row.id;
  };

  /** Takes the service's list of states (when it has one). */
  apply(states: RemoteState[]): void {
    for (const state of states) this.resolve({ id: state.id, name: state.name });
  }
}

export function remoteStateId(store: Store, localId: string): { remoteId: string | null; name: string | null } {
  const row = store.first(store.db.selectFrom('pipeline_states').select(['remote_id', 'name']).where('id', '=', localId));
  return { remoteId: row?.remote_id ?? null, name: row?.name ?? null };
}
