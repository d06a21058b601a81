// Whether the service shows contacts' lists of email addresses and phone numbers. The interface
// has `emails` and `phones` as input-only: a service built to its letter answers with the first
// address and number alone. Rolodeck then knows only the ones it was given or saw, and a list
// saved from the edit form replaces every address the service holds, ones never shown included:
// the form says so (ContactForm). Learned from each complete listing, kept in the store with the
// service it was learned from, like the last success (last-success.ts).
import { parseJson } from '../../db/queries/json';
import type { Store } from '../../db/store';
import { serviceAddress } from '../../preload/contract/settings';
import type { RemoteContact } from './parse';

const KEY = 'serviceLists';

export interface ListsShown {
  service: string;
  shown: boolean;
}

/** What a listing's contacts say: null when it had none (nothing learned). */
export class ListsSeen {
  private contacts = 0;
  private lists = false;

  see(contacts: readonly RemoteContact[]): void {
    this.contacts += contacts.length;
    if (!this.lists) this.lists = contacts.some((c) => c.emails !== undefined || c.phones !== undefined);
  }

  get shown(): boolean | null {
    return this.contacts ? this.lists : null;
  }
}

export function readListsShown(store: Store): ListsShown | null {
  const row = store.first(store.db.selectFrom('sync_state').select('value').where('key', '=', KEY));
  const value = parseJson<Partial<ListsShown> | null>(row?.value, null);
  return value && typeof value.shown === 'boolean' && typeof value.service === 'string' ? { service: value.service, shown: value.shown } : null;
}

export function recordListsShown(store: Store, serviceUrl: string, shown: boolean): ListsShown {
  const known = { service: serviceAddress(serviceUrl), shown };
  const value = JSON.stringify(known);
  store.run(store.db.insertInto('sync_state').values({ key: KEY, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })));
  return known;
}

/** True only when the service configured now was seen to hide the lists. */
export function hidesListsNow(known: ListsShown | null, serviceUrl: string | null): boolean {
  return Boolean(known && serviceUrl && known.service === serviceAddress(serviceUrl) && !known.shown);
}
