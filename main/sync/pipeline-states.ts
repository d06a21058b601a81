// Local pipeline states ↔ the service's. A local state matches a remote one by remote_id, else
// by name (case-insensitive: the app seeds the same default names as the service), else a new
// local state is made. Runs inside the pull's transaction (synchronous).
import { sql } from 'kysely';
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

  /**
   * Takes the service's list of states (when it has one), in the service's order: a state new
   * on the service takes its place among the others instead of landing last. The app has no way
   * to reorder columns, so linked states simply follow the service; a state only this app has
   * keeps its place among them.
   */
  apply(states: RemoteState[]): void {
    for (const state of states) this.resolve({ id: state.id, name: state.name });
    this.followServiceOrder(states);
  }

  private followServiceOrder(states: RemoteState[]): void {
    const rank = new Map<string, number>();
    states
      .map((state, index) => ({ state, index }))
      .sort((a, b) => (a.state.position ?? a.index) - (b.state.position ?? b.index) || a.index - b.index)
      .forEach(({ state }) => rank.has(state.id) || rank.set(state.id, rank.size));
    const rows = this.store.all(this.store.db.selectFrom('pipeline_states').select(['id', 'remote_id', 'position']).orderBy('position').orderBy(sql`rowid`));
    const listed = (r: (typeof rows)[number]) => r.remote_id !== null && rank.has(r.remote_id);
    // The slots linked states hold, filled in the service's order; the others stay in theirs.
    const linked = rows.filter(listed).sort((a, b) => rank.get(a.remote_id!)! - rank.get(b.remote_id!)!);
    let next = 0;
    rows.forEach((row, i) => {
      const at = listed(row) ? linked[next++]! : row;
      if (at.position === i) return;
      this.store.run(this.store.db.updateTable('pipeline_states').set({ position: i }).where('id', '=', at.id));
      const known = at.remote_id ? this.byRemote.get(at.remote_id) : undefined;
      if (known) known.position = i;
      this.changed = true;
    });
    this.nextPosition = Math.max(this.nextPosition, rows.length);
  }
}

/**
 * Runs once the service's whole list of states has been read (GET /api/pipeline_states, every
 * page): the columns then follow that list. A state it does not hold — one an administrator
 * removed there, or one only this app has (the default pipeline a new store starts with, kept
 * beside a team's own stages) — goes once nothing here uses it, so no one moves a contact into
 * a column the service would refuse. One still used (a contact in it, a move not yet sent or
 * refused and not discarded) is kept, unlinked, and a move into it is refused with its name
 * rather than sent to a state that is gone. A service without such a list gives none to follow:
 * this is not called, and the app's states stay. Call once the listing's contacts are merged:
 * the contacts the service took out of a state have left it by then. Answers whether any changed.
 */
export function forgetRemovedStates(store: Store, listed: RemoteState[]): boolean {
  const ids = new Set(listed.map((s) => s.id));
  let changed = false;
  for (const row of store.all(store.db.selectFrom('pipeline_states').select(['id', 'remote_id']))) {
    if (row.remote_id !== null && ids.has(row.remote_id)) continue;
    if (!stateInUse(store, row.id)) store.run(store.db.deleteFrom('pipeline_states').where('id', '=', row.id));
    else if (row.remote_id !== null) store.run(store.db.updateTable('pipeline_states').set({ remote_id: null }).where('id', '=', row.id));
    else continue; // already only this app's, and still used: as it was
    changed = true;
  }
  return changed;
}

/** Whether a contact is in the state, or a move into it is still to be sent or decided. */
function stateInUse(store: Store, id: string): boolean {
  return Boolean(
    store.first(store.db.selectFrom('contacts').select('id').where('pipeline_state_id', '=', id).limit(1)) ??
      store.first(
        store.db
          .selectFrom('outbox')
          .select('id')
          .where('kind', '=', 'contact.pipeline')
          .where('state', '!=', 'done')
          .where(sql`json_extract(payload, '$.stateId')`, '=', id)
          .limit(1),
      ),
  );
}

export function remoteStateId(store: Store, localId: string): { remoteId: string | null; name: string | null } {
  const row = store.first(store.db.selectFrom('pipeline_states').select(['remote_id', 'name']).where('id', '=', localId));
  return { remoteId: row?.remote_id ?? null, name: row?.name ?? null };
}
