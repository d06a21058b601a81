// The full paged listing of the service's contacts. Page 1 tells how many pages there are
// (hydra:view's last page, or totalItems ÷ page size); the rest are fetched with bounded
// concurrency. Without either hint it walks hydra:next (or page+1) until a short/empty page.
import type { RemoteClient } from './client';
import { RemoteFailure } from './errors';
import type { RemoteContact } from './parse';
import { forEachLimited } from './pool';

export interface Listing {
  /** The contacts `keep` chose, one per id (the last copy in page order). */
  contacts: RemoteContact[];
  /** The id of every contact the listing showed. */
  ids: Set<string>;
  /** True when every page agreed on totalItems and we saw that many distinct contacts. */
  complete: boolean;
}

function pageNumber(iri: string | null): number | null {
  if (!iri) return null;
  const match = /[?&]page=(\d+)/.exec(iri);
  return match ? Number(match[1]) : null;
}

const MAX_PAGES = 100_000;

/**
 * `onPage` sees each validated page as it arrives (pages arrive out of order), so the caller's
 * work overlaps the service's. Only the contacts `keep` chooses are held until the end: a
 * caller that has dealt with the rest in `onPage` lets them go, so ten thousand contacts are
 * not carried through every garbage collection of the pass.
 */
export async function listAll(
  client: RemoteClient,
  concurrency: number,
  onProgress: (done: number, total: number) => void,
  onPage: (contacts: RemoteContact[]) => void = () => {},
  keep: (contact: RemoteContact) => boolean = () => true,
): Promise<Listing> {
  const ids = new Set<string>();
  const byPage: RemoteContact[][] = [];
  const take = (page: number, contacts: RemoteContact[]) => {
    for (const c of contacts) ids.add(c.id);
    byPage[page - 1] = contacts.filter(keep);
    onPage(contacts);
  };
  const first = await client.listPage(1);
  take(1, first.contacts);
  const pageSize = first.contacts.length;
  const totals = new Set<number | null>([first.totalItems]);
  let pages: number | null = pageNumber(first.last);
  if (pages === null && first.totalItems !== null && pageSize > 0) pages = Math.ceil(first.totalItems / pageSize);
  if (first.totalItems === 0 || pageSize === 0) pages = 1;

  if (pages !== null) {
    if (pages > MAX_PAGES) throw new RemoteFailure('malformed', `The service reports ${pages} pages of contacts`);
    const rest = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
    let done = 1;
    onProgress(done, pages);
    await forEachLimited(rest, concurrency, async (page) => {
      const result = await client.listPage(page);
      totals.add(result.totalItems);
      take(page, result.contacts);
      onProgress(++done, pages!);
    });
  } else {
    // No hints: follow next links (or count pages) until one comes back short or empty.
    let current = first;
    let page = 1;
    while (current.contacts.length > 0 && (current.next || current.contacts.length >= pageSize) && page < MAX_PAGES) {
      page++;
      current = current.next && pageNumber(current.next) === page ? await client.listPage(current.next) : await client.listPage(page);
      totals.add(current.totalItems);
      take(page, current.contacts);
      onProgress(page, page + 1);
      if (!current.next && current.contacts.length < pageSize) break;
    }
  }

  const kept = new Map<string, RemoteContact>();
  for (const list of byPage) for (const c of list ?? []) kept.set(c.id, c);
  const total = first.totalItems;
  const complete = totals.size === 1 && total !== null && ids.size === total;
  return { contacts: [...kept.values()], ids, complete };
}
