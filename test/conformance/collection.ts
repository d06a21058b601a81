// Collections as a deployment may send them and Rolodeck reads them (DESIGN.md: the client is
// tolerant): `hydra:member` or `member`, `hydra:totalItems` or `totalItems`, a paging view under
// `hydra:view` or `view` (links `hydra:next` or `next`, …) or none at all, and any page size.
// The suite judges a deployment by what the app needs, not by the reference server's choices;
// the reference server's own choices are checked in test/server.
import { expect } from 'vitest';
import type { ServiceClient } from './client';

/** `@type` of a collection: prefixed as the spec shows, or unprefixed with the unprefixed keys. */
export const COLLECTION_TYPES = ['hydra:Collection', 'Collection'];

export interface PageView {
  first?: string;
  last?: string;
  next?: string;
  previous?: string;
}

export interface Listing {
  members: any[];
  totalItems: number;
  /** null when the deployment sends no paging view. */
  view: PageView | null;
}

export function readListing(body: any): Listing {
  expect(body !== null && typeof body === 'object', 'a collection is a JSON object').toBe(true);
  const members = body['hydra:member'] ?? body.member;
  expect(Array.isArray(members), 'hydra:member (or member) is a list').toBe(true);
  const totalItems = body['hydra:totalItems'] ?? body.totalItems;
  expect(Number.isInteger(totalItems) && totalItems >= 0, 'hydra:totalItems (or totalItems) is a count').toBe(true);
  const view = body['hydra:view'] ?? body.view;
  const link = (name: keyof PageView): string | undefined => view?.[`hydra:${name}`] ?? view?.[name];
  return {
    members,
    totalItems,
    view: view ? { first: link('first'), last: link('last'), next: link('next'), previous: link('previous') } : null,
  };
}

/** One page of a collection path, read as above (throws unless 200). */
export async function listPage(api: ServiceClient, path: string): Promise<Listing> {
  const response = await api.get(path);
  expect(response.status, `GET ${path}`).toBe(200);
  return readListing(response.body);
}

/** `path` with `page=n`, for deployments that send no view to follow. */
export const pagePath = (path: string, n: number) => `${path}${path.includes('?') ? '&' : '?'}page=${n}`;

/**
 * Every member of a collection, page by page: following `next` when the deployment links pages,
 * else by page number while the count says more — as Rolodeck's sync reads it.
 */
export async function listAll(api: ServiceClient, path: string): Promise<any[]> {
  const all: any[] = [];
  let next: string | undefined = pagePath(path, 1);
  for (let page = 1; next; page++) {
    const listing = await listPage(api, next);
    all.push(...listing.members);
    next = listing.view ? listing.view.next : listing.members.length && all.length < listing.totalItems ? pagePath(path, page + 1) : undefined;
    expect(page, `${path} keeps linking further pages`).toBeLessThan(10_000);
  }
  return all;
}

/** How many members `path` has, by its count. */
export const countOf = async (api: ServiceClient, path: string) => (await listPage(api, path)).totalItems;

/** The id of a resource reference: `id`, else the last segment of its `@id` (or of an IRI string). */
export function idOf(ref: any): string {
  const iri = typeof ref === 'string' ? ref : ref?.['@id'];
  const id = typeof ref === 'object' && ref !== null && typeof ref.id === 'string' ? ref.id : typeof iri === 'string' ? iri.replace(/\/+$/, '').split('/').pop() : undefined;
  expect(typeof id, 'a reference names its resource by id or @id').toBe('string');
  return id!;
}
