// A contact id can stop existing while something still holds it: a window showing the contact,
// a form with unsaved typing, a request to the service answering later. When the contact was
// replaced by another (today: a second card folded into the contact the user made,
// main/sync/fold-copy.ts), the old id is remembered as standing for the new one, so whatever
// still names it acts on the contact that remains. Any later reason to replace a contact id
// records it here the same way.
import { parseJson } from './json';
import type { Store } from '../store';

// The key's name comes from the first reason (a fold); kept so data folders that hold it read the same.
const REPLACED = 'folded:';
/** Replacements chained further than this are a cycle written by a bug: no contact then. */
const MAX_HOPS = 8;

/** Records that `newId` now stands for the removed contact `oldId` (inside the caller's transaction). */
export function recordReplacement(store: Store, oldId: string, newId: string): void {
  const value = JSON.stringify(newId);
  store.run(store.db.insertInto('sync_state').values({ key: REPLACED + oldId, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })));
}

/**
 * The contact that now stands for `contactId`: itself while it exists, else the contact it was
 * replaced by (following later replacements); undefined when it is gone for good.
 */
export function contactNowFor(store: Store, contactId: string): string | undefined {
  let id = contactId;
  for (let hops = 0; hops < MAX_HOPS; hops++) {
    if (store.first(store.db.selectFrom('contacts').select('id').where('id', '=', id))) return id;
    const row = store.first(store.db.selectFrom('sync_state').select('value').where('key', '=', REPLACED + id));
    const next = row ? parseJson<unknown>(row.value, null) : null;
    if (typeof next !== 'string') return undefined;
    id = next;
  }
  return undefined;
}
