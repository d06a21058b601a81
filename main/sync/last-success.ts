// When the last pass with the service succeeded, kept in the store: after a restart (on a plane,
// say) the status bar says "Last synced yesterday", not "Not synced yet", until the next pass.
// It belongs to the service it was with: another address saved since has not been synced yet.
import { parseJson } from '../../db/queries/json';
import type { Store } from '../../db/store';
import { serviceAddress } from '../../preload/contract/settings';

const KEY = 'lastSuccess';

interface LastSuccess {
  at: string;
  service: string;
}

export function readLastSuccess(store: Store): LastSuccess | null {
  const row = store.first(store.db.selectFrom('sync_state').select('value').where('key', '=', KEY));
  const value = parseJson<Partial<LastSuccess> | null>(row?.value, null);
  return value && typeof value.at === 'string' && typeof value.service === 'string' ? { at: value.at, service: value.service } : null;
}

export function recordLastSuccess(store: Store, serviceUrl: string, at: string): LastSuccess {
  const last = { at, service: serviceAddress(serviceUrl) };
  const value = JSON.stringify(last);
  store.run(store.db.insertInto('sync_state').values({ key: KEY, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })));
  return last;
}

/** The time of the last success with the service configured now, if any. */
export function lastSuccessWith(last: LastSuccess | null, serviceUrl: string | null): string | null {
  return last && serviceUrl && last.service === serviceAddress(serviceUrl) ? last.at : null;
}
