// Where one contact stands in the list as it is sorted and searched: its 0-based index, or null
// when it is not in the list (no match, or beyond a search's cap). It lets the list keep the
// selected contact selected, and in view, when the search is cleared or the sort changes.
// Each step is a count over the same index range the listing reads (contacts_name and the like,
// or the full-text index), so it costs what reading up to that row would, without the rows.
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SortKey } from '../../preload/contract';
import type { Store } from '../store';
import { SEARCH_CAP, namePrefixBounds } from './contact-search';
import { blanksFirst, sortColumns, toFtsQuery } from './contacts';

export interface PositionOptions {
  id: string;
  query?: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
  /** A pipeline column's contacts only (null: those in none), as contacts.list has it. */
  pipelineStateId?: string | null;
}

type Count = SelectQueryBuilder<any, any, { n: number }>;

/** The query limited to the contacts of one pipeline column, when one is asked for. */
function inColumn<Q extends SelectQueryBuilder<any, any, any>>(query: Q, state: string | null | undefined): Q {
  if (state === undefined) return query;
  return (state === null ? query.where('c.pipeline_state_id', 'is', null) : query.where('c.pipeline_state_id', '=', state)) as Q;
}

function countOf(store: Store, query: Count): number {
  return Number(store.first(query)?.n ?? 0);
}

export function contactPosition(store: Store, options: PositionOptions): number | null {
  const fts = options.query ? toFtsQuery(options.query) : null;
  const target = store.first(
    store.db
      .selectFrom('contacts as c')
      .select([sql<number>`c.rowid`.as('rowid'), sql<unknown>`${sql.raw(sortColumns[options.sort])}`.as('value')])
      .select(fts ? sql<number>`c.rowid in (select rowid from contacts_fts where contacts_fts match ${fts})`.as('matches') : sql<number>`1`.as('matches'))
      .select('c.pipeline_state_id')
      .where('c.id', '=', options.id),
  );
  if (!target || !target.matches) return null;
  const state = options.pipelineStateId;
  if (state !== undefined && target.pipeline_state_id !== state) return null; // in another column
  if (fts && options.sort === 'name' && options.direction === 'asc') return rankedPosition(store, options.id, options.query!, fts, target.rowid, state);

  const column = sql.raw(sortColumns[options.sort]);
  const contacts = () => {
    const all = inColumn(store.db.selectFrom('contacts as c').select(sql<number>`count(*)`.as('n')), state);
    return fts ? all.where(sql<boolean>`c.rowid in (select rowid from contacts_fts where contacts_fts match ${fts})`) : all;
  };
  // The rows before it, as disjoint parts. SQLite puts NULLs first ascending and last
  // descending, and a comparison with NULL is never true, so they are a part of their own; a
  // sort that lists its blanks last (contacts.ts, blanksLast) has them after the values.
  const value = target.value;
  const id = options.id;
  const valued = sql<boolean>`${column} is not null`;
  const before: RawBuilder<boolean>[] =
    options.direction === 'asc'
      ? blanksFirst(options.sort, options.direction)
        ? value === null
          ? [sql`${column} is null and c.id < ${id}`]
          : [sql`${column} is null`, sql`${column} < ${value}`, sql`${column} = ${value} and c.id < ${id}`]
        : value === null
          ? [valued, sql`${column} is null and c.id < ${id}`]
          : [sql`${column} < ${value}`, sql`${column} = ${value} and c.id < ${id}`]
      : value === null
        ? [valued, sql`${column} is null and c.id > ${id}`]
        : [sql`${column} > ${value}`, sql`${column} = ${value} and c.id > ${id}`];
  // Unsearched, each part is a range of the sort's index, so a contact near the top costs
  // little; searched, the matches are read once and each is tested.
  if (fts) return countOf(store, contacts().where(sql<boolean>`(${sql.join(before, sql` or `)})`));
  return before.reduce((n, part) => n + countOf(store, contacts().where(part)), 0);
}

/**
 * The ranked order of a search sorted by name (contact-search.ts): names starting with what was
 * typed, alphabetically; then every other match, newest (highest rowid) first; capped.
 */
function rankedPosition(store: Store, id: string, typed: string, fts: string, rowid: number, state: string | null | undefined): number | null {
  const [low, high] = namePrefixBounds(typed);
  const startsWithTyped = sql<boolean>`sort_key(c.name) >= ${low} and sort_key(c.name) < ${high}`;
  const count = sql<number>`count(*)`.as('n');
  const target = store.first(store.db.selectFrom('contacts as c').select([startsWithTyped.as('byName'), sql<string>`sort_key(c.name)`.as('key')]).where('c.id', '=', id));
  if (!target) return null;
  let index: number;
  if (target.byName) {
    const before = (condition: RawBuilder<boolean>) => countOf(store, inColumn(store.db.selectFrom('contacts as c').select(count).where(startsWithTyped).where(condition), state));
    index = before(sql`sort_key(c.name) < ${target.key}`) + before(sql`sort_key(c.name) = ${target.key} and c.id < ${id}`);
  } else {
    // Every name match comes first; counted only as far as the cap, like the listing.
    const byName = inColumn(store.db.selectFrom('contacts as c').select(sql`1`.as('one')).where(startsWithTyped), state).limit(SEARCH_CAP);
    const names = countOf(store, store.db.selectFrom(byName.as('m')).select(count));
    const newer = countOf(
      store,
      inColumn(
        store.db
          .selectFrom(sql`contacts_fts`.as('f'))
          .innerJoin('contacts as c', (join) => join.on(sql<boolean>`c.rowid = f.rowid`))
          .select(count)
          .where(sql<boolean>`f.contacts_fts match ${fts}`)
          .where(sql<boolean>`not (${startsWithTyped})`)
          .where(sql<boolean>`f.rowid > ${rowid}`),
        state,
      ),
    );
    index = names + newer;
  }
  return index < SEARCH_CAP ? index : null;
}
