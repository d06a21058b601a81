// Hydra collection documents and their paging view, as API Platform renders them.
import { HttpProblem } from './problem';

export const PAGE_SIZE = 30;
const MAX_PAGE = 1_000_000;

export interface HydraCollection<T> {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
}

/** One query parameter as a single string (a repeated parameter is a bad query). */
export function singleParam(query: unknown, name: string): string | undefined {
  // `email[]=…` or `page[x]=…` is not this parameter given another way: refused, never ignored
  // (an ignored email filter would answer "this contact exists" with the whole list).
  for (const key of Object.keys((query as Record<string, unknown> | undefined) ?? {})) {
    if (key.startsWith(`${name}[`)) throw new HttpProblem(400, `The query parameter "${name}" must be given once, as ${name}=…`);
  }
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new HttpProblem(400, `The query parameter "${name}" must be given once.`);
  return value;
}

/** 1-based page number; absent means 1. */
export function parsePage(query: unknown): number {
  const raw = singleParam(query, 'page');
  if (raw === undefined) return 1;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_PAGE) {
    throw new HttpProblem(400, `The query parameter "page" must be an integer from 1 to ${MAX_PAGE}.`);
  }
  return Number(raw);
}

export function hydraCollection<T>(options: {
  context: string;
  path: string;
  members: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Filters kept in every link of the view (e.g. email). */
  filters?: Record<string, string>;
}): HydraCollection<T> {
  const { context, path, members, total, page, pageSize, filters = {} } = options;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const link = (n: number) => `${path}?${new URLSearchParams({ ...filters, page: String(n) }).toString()}`;
  const view: Record<string, string> = {
    '@id': link(page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': link(1),
    'hydra:last': link(last),
  };
  if (page > 1) view['hydra:previous'] = link(Math.min(page - 1, last));
  if (page < last) view['hydra:next'] = link(page + 1);
  return {
    '@context': context,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
    'hydra:view': view,
  };
}
