// Contact rows: reading (list, search, get) and the mapping to the API's Contact shape.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Contact, ContactPage, ContactStatus, ContactSummary, CreationSource, SortKey } from '../../preload/contract';
import { prepare } from '../prepared';
import type { ContactsTable, Database as Schema } from '../schema';
import type { Store } from '../store';
import { rankedSearchRowids } from './contact-search';
import { parseJson } from './json';
import { phoneSearchDigits } from './phone-search';

/** Outbox states that mean "this local change has not reached the service yet". */
export const UNSENT_STATES = ['pending', 'sending', 'ambiguous', 'rejected'] as const;

type ContactRow = ContactsTable & { state_name: string | null; pending: number };

/** The ORDER BY expression of each sort; each has an index on (it, id). Names and companies: db/sort-key.ts. */
export const sortColumns: Record<SortKey, string> = {
  name: 'sort_key(c.name)',
  company: 'sort_key(c.company)',
  updatedAt: 'c.updated_at',
  createdAt: 'c.created_at',
  lastContactAt: 'c.last_contact_at',
};

/**
 * Sorts whose empty values list after the others in both directions. SQLite puts NULL first
 * ascending, so a list sorted by company began with everyone who has none (most of a typical
 * address book) before the first company; descending it is last anyway.
 */
export const blanksLast: ReadonlySet<SortKey> = new Set<SortKey>(['company']);

/** Whether a sort lists its empty values (NULL) before the others: SQLite's ascending order. */
export const blanksFirst = (sort: SortKey, direction: 'asc' | 'desc'): boolean => direction === 'asc' && !blanksLast.has(sort);

/** Whether SQLite's own order misplaces the blanks: ascending, for a sort that lists them last. */
const blanksMoved = (sort: SortKey, direction: 'asc' | 'desc'): boolean => direction === 'asc' && blanksLast.has(sort);

const pendingFlag = sql<number>`exists (select 1 from outbox o where o.contact_id = c.id and o.state in ('pending','sending','ambiguous','rejected'))`;

/** Every column: for one contact's detail. */
function baseQuery(db: Kysely<Schema>) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('pipeline_states as p', 'p.id', 'c.pipeline_state_id')
    .selectAll('c')
    .select((eb) => [eb.ref('p.name').as('state_name'), pendingFlag.as('pending')]);
}

/**
 * The columns a list row shows (materialising all of them costs ~2x at 50 rows a page), read as
 * tuples (Store.tuples) in exactly this order by summaryOf below.
 */
function summaryQuery(db: Kysely<Schema>) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('pipeline_states as p', 'p.id', 'c.pipeline_state_id')
    .select([
      'c.id',
      'c.name',
      'c.company',
      'c.position',
      'c.email',
      'c.phone',
      'c.status',
      'c.pipeline_state_id',
      'c.last_contact_at',
      'c.updated_at',
      sql<number>`c.rowid`.as('rowid'),
    ])
    .select((eb) => [eb.ref('p.name').as('state_name'), pendingFlag.as('pending')]);
}

/** The list rows of some contacts by rowid (a JSON array), in no particular order. */
const summariesByRowid = prepare<{ rowids: string }>()((db, p) =>
  summaryQuery(db).where(sql`c.rowid`, 'in', sql`(select value from json_each(${p('rowids')}))`),
);

const contactById = prepare<{ id: string }>()((db, p) => baseQuery(db).where('c.id', '=', p('id')));

const contactRowById = prepare<{ id: string }>()((db, p) => db.selectFrom('contacts').selectAll().where('id', '=', p('id')));

const contactRowsByIds = prepare<{ ids: string }>()((db, p) =>
  db.selectFrom('contacts').selectAll().where('id', 'in', sql<string>`(select value from json_each(${p('ids')}))`),
);

type SummaryTuple = [id: string, name: string, company: string | null, position: string | null, email: string | null, phone: string | null, status: string | null, pipelineStateId: string | null, lastContactAt: string | null, updatedAt: string, rowid: number, stateName: string | null, pending: number];

/** A summaryQuery tuple as the API's list row, with its rowid (search results keep rowid order). */
function summaryOf(tuple: unknown[]): { rowid: number; summary: ContactSummary } {
  const [id, name, company, position, email, phone, status, pipelineStateId, lastContactAt, updatedAt, rowid, stateName, pending] = tuple as SummaryTuple;
  const summary: ContactSummary = {
    id,
    name,
    company,
    position,
    email,
    phone,
    status: status as ContactStatus | null,
    pipelineState: pipelineStateId && stateName ? { id: pipelineStateId, name: stateName } : null,
    lastContactAt,
    updatedAt,
    pending: Boolean(pending),
  };
  return { rowid, summary };
}

function toSummary(row: ContactRow): ContactSummary {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    position: row.position,
    email: row.email,
    phone: row.phone,
    status: row.status as ContactStatus | null,
    pipelineState: row.pipeline_state_id && row.state_name ? { id: row.pipeline_state_id, name: row.state_name } : null,
    lastContactAt: row.last_contact_at,
    updatedAt: row.updated_at,
    pending: Boolean(row.pending),
  };
}

function toContact(row: ContactRow): Contact {
  return {
    ...toSummary(row),
    remoteId: row.remote_id,
    emails: parseJson<string[]>(row.emails, []),
    phones: parseJson<string[]>(row.phones, []),
    website: row.website,
    address: row.address,
    socialUrl: row.social_url,
    creationSource: row.creation_source as CreationSource,
    tags: parseJson<string[]>(row.tags, []),
    additionalInfo: row.additional_info,
    meetingContext: row.meeting_context,
    companyId: row.company_id,
    companyIds: parseJson<string[]>(row.company_ids, []),
    createdAt: row.created_at,
  };
}

/**
 * Turns what the user typed into an FTS5 query: every word must match as a prefix; a phone
 * number also matches by its digits as dialled at home or abroad (phone-search.ts).
 */
export function toFtsQuery(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return null;
  const everyWord = words.map((w) => `"${w}"*`).join(' ');
  const digits = phoneSearchDigits(text);
  return digits.length ? [`(${everyWord})`, ...digits.map((d) => `"${d}"*`)].join(' OR ') : everyWord;
}

export interface ListOptions {
  query?: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
  pipelineStateId?: string | null;
  offset: number;
  limit: number;
}

/** The list rows of these contacts, in the order given. */
function summariesInOrder(store: Store, rowids: number[]): ContactSummary[] {
  if (!rowids.length) return [];
  const byRowid = new Map<number, ContactSummary>();
  for (const tuple of store.tuples(summariesByRowid.with({ rowids: JSON.stringify(rowids) }))) {
    const { rowid, summary } = summaryOf(tuple);
    byRowid.set(rowid, summary);
  }
  return rowids.flatMap((rowid) => byRowid.get(rowid) ?? []);
}

export function listContacts(store: Store, options: ListOptions): ContactPage {
  const fts = options.query ? toFtsQuery(options.query) : null;
  if (fts && options.sort === 'name' && options.direction === 'asc') {
    const { rowids, total, capped } = rankedSearchRowids(store, { typed: options.query!, fts, offset: options.offset, limit: options.limit, pipelineStateId: options.pipelineStateId });
    return { items: summariesInOrder(store, rowids), total, capped };
  }

  const filter = <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q => {
    let q = query;
    if (options.pipelineStateId === null) q = q.where('c.pipeline_state_id', 'is', null) as Q;
    else if (options.pipelineStateId !== undefined) q = q.where('c.pipeline_state_id', '=', options.pipelineStateId) as Q;
    return q;
  };

  const filtered = <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q =>
    filter(fts ? (query.where(sql`c.rowid`, 'in', sql`(select rowid from contacts_fts where contacts_fts match ${fts})`) as Q) : query);
  const direction = options.direction === 'desc' ? 'desc' : 'asc';
  const column = sortColumns[options.sort];
  const ordered = <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q =>
    query.orderBy(sql.raw(`${column} ${direction}`)).orderBy('c.id', direction) as Q;
  // The page is found first by rowid alone, over the sort's index: the rows skipped by the
  // offset are then index entries only. Reading the list row of each skipped contact (its
  // pipeline state, its unsent flag) made a page at the end of 100,000 contacts take ~150 ms.
  const rowids = () => ordered(filtered(store.db.selectFrom('contacts as c').select(sql<number>`c.rowid`.as('rowid'))));
  let rows: ContactSummary[];
  if (!blanksMoved(options.sort, direction)) {
    const page = rowids().limit(options.limit).offset(options.offset);
    rows = store.tuples(ordered(summaryQuery(store.db).where(sql`c.rowid`, 'in', page))).map((tuple) => summaryOf(tuple).summary);
  } else {
    // Those with a value in order, then the blanks: each part a range of the same index.
    // ">= ''" is "is not null" for a text key, said as a range the index can start from.
    const valued = sql<boolean>`${sql.raw(column)} >= ''`;
    const blank = sql<boolean>`${sql.raw(column)} is null`;
    const picked = store.all(rowids().where(valued).limit(options.limit).offset(options.offset)).map((r) => r.rowid);
    if (picked.length < options.limit) {
      // The page ran past the last value: how many there are tells where the blanks start.
      const valuedCount = picked.length
        ? options.offset + picked.length
        : Number(store.first(filtered(store.db.selectFrom('contacts as c')).select(sql<number>`count(*)`.as('n')).where(valued))?.n ?? 0);
      // All blanks share one key: ordered by id alone, the index gives them in order.
      const blanks = filtered(store.db.selectFrom('contacts as c').select(sql<number>`c.rowid`.as('rowid')))
        .where(blank)
        .orderBy('c.id', 'asc')
        .limit(options.limit - picked.length)
        .offset(Math.max(0, options.offset - valuedCount));
      picked.push(...store.all(blanks).map((r) => r.rowid));
    }
    rows = summariesInOrder(store, picked);
  }
  const total =
    options.offset === 0 && rows.length < options.limit
      ? rows.length
      : Number(store.first(filtered(store.db.selectFrom('contacts as c')).select(sql<number>`count(*)`.as('n')))?.n ?? 0);
  return { items: rows, total };
}

export function findContact(store: Store, id: string): Contact | undefined {
  const row = store.first(contactById.with({ id })) as ContactRow | undefined;
  return row && toContact(row);
}

export function contactRow(store: Store, id: string): ContactsTable | undefined {
  return store.first(contactRowById.with({ id }));
}

/** The rows of these contacts (those that exist), by id: one statement for many rows. */
export function contactRows(store: Store, ids: readonly string[]): Map<string, ContactsTable> {
  return new Map(store.all(contactRowsByIds.with({ ids: JSON.stringify(ids) })).map((row) => [row.id, row]));
}
