// Search-as-you-type at 100k contacts. Ordering every full-text match by name costs ~20 ms for a
// 2-letter prefix (16k matches), so a search sorted by name is ranked instead, and every step is
// an index range with a LIMIT:
//   1. contacts whose name starts with what was typed, alphabetically (the name index);
//   2. every other full-text match (any word of name, emails, phones, company, position, notes,
//      meeting context), newest first (the FTS index's own rowid order).
// The count stops at SEARCH_CAP: the list shows "1,000+" and asks for a narrower search.
// Every statement has a fixed shape, so each is built once (db/prepared.ts): a keystroke costs
// its values and SQLite's work, not query building.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { prepare, type Param, type PreparedQuery } from '../prepared';
import type { Database as Schema } from '../schema';
import { sortKey } from '../sort-key';
import type { Store } from '../store';

export const SEARCH_CAP = 1000;

/** The bounds of "name starts with `typed`" over the names' sort keys (U+10FFFF sorts after any character). */
export function namePrefixBounds(typed: string): [string, string] {
  const prefix = sortKey(typed.trim().replace(/\s+/g, ' '))!;
  return [prefix, `${prefix}\u{10FFFF}`];
}

/** Which contacts a search looks at: all, those in no pipeline state, or those in one. */
type Scope = 'all' | 'unplaced' | 'state';

type SearchParams = { low: string; high: string; fts: string; state: string | null; cap: number; limit: number; offset: number };

type Statements = {
  nameCount: PreparedQuery<SearchParams, { n: number }>;
  otherCount: PreparedQuery<SearchParams, { n: number }>;
  ftsCount: PreparedQuery<SearchParams, { n: number }>;
  namePage: PreparedQuery<SearchParams, { rowid: number }>;
  otherPage: PreparedQuery<SearchParams, { rowid: number }>;
};

function buildStatements(scope: Scope): Statements {
  const inScope = <Q extends SelectQueryBuilder<any, any, any>>(query: Q, p: Param): Q => {
    if (scope === 'unplaced') return query.where('c.pipeline_state_id', 'is', null) as Q;
    if (scope === 'state') return query.where('c.pipeline_state_id', '=', p('state')) as Q;
    return query;
  };
  const nameMatches = (db: Kysely<Schema>, p: Param) =>
    inScope(
      db
        .selectFrom('contacts as c')
        .where(sql`sort_key(c.name)`, '>=', p('low'))
        .where(sql`sort_key(c.name)`, '<', p('high')),
      p,
    );
  const otherMatches = (db: Kysely<Schema>, p: Param) =>
    inScope(
      db
        .selectFrom(sql`contacts_fts`.as('f'))
        .innerJoin('contacts as c', (join) => join.on(sql<boolean>`c.rowid = f.rowid`))
        .where(sql<boolean>`f.contacts_fts match ${p('fts')}`)
        .where(sql<boolean>`not (sort_key(c.name) >= ${p('low')} and sort_key(c.name) < ${p('high')})`),
      p,
    );
  const count = (db: Kysely<Schema>, p: Param, matches: SelectQueryBuilder<any, any, any>) =>
    db.selectFrom(matches.select(sql`1`.as('one')).limit(p('cap')).as('m')).select(sql<number>`count(*)`.as('n'));
  const prepared = prepare<SearchParams>();
  return {
    nameCount: prepared((db, p) => count(db, p, nameMatches(db, p))),
    otherCount: prepared((db, p) => count(db, p, otherMatches(db, p))),
    ftsCount: prepared((db, p) =>
      count(db, p, db.selectFrom(sql`contacts_fts`.as('f')).where(sql<boolean>`f.contacts_fts match ${p('fts')}`)),
    ),
    namePage: prepared((db, p) =>
      nameMatches(db, p)
        .select(sql<number>`c.rowid`.as('rowid'))
        .orderBy(sql`sort_key(c.name)`)
        .orderBy('c.id')
        .limit(p('limit'))
        .offset(p('offset')),
    ),
    otherPage: prepared((db, p) =>
      otherMatches(db, p)
        .select(sql<number>`f.rowid`.as('rowid'))
        .orderBy(sql`f.rowid`, 'desc')
        .limit(p('limit'))
        .offset(p('offset')),
    ),
  };
}

const statements = new Map<Scope, Statements>();
function statementsFor(scope: Scope): Statements {
  let built = statements.get(scope);
  if (!built) statements.set(scope, (built = buildStatements(scope)));
  return built;
}

export function rankedSearchRowids(
  store: Store,
  options: { typed: string; fts: string; offset: number; limit: number; pipelineStateId?: string | null },
): { rowids: number[]; total: number; capped: boolean } {
  const [low, high] = namePrefixBounds(options.typed);
  const scope: Scope = options.pipelineStateId === undefined ? 'all' : options.pipelineStateId === null ? 'unplaced' : 'state';
  const q = statementsFor(scope);
  const values = { low, high, fts: options.fts, state: options.pipelineStateId ?? null, limit: 0, offset: 0 };
  const countUpTo = (query: PreparedQuery<SearchParams, { n: number }>, cap: number) =>
    Number(store.first(query.with({ ...values, cap: cap + 1 }))?.n ?? 0);

  const pageEnd = options.offset + options.limit;
  let nameCount: number;
  let matches: number;
  if (scope !== 'all') {
    nameCount = countUpTo(q.nameCount, SEARCH_CAP);
    matches = nameCount + (nameCount > SEARCH_CAP ? 0 : countUpTo(q.otherCount, SEARCH_CAP - nameCount));
  } else {
    // A name that starts with what was typed also matches the full-text query (its words are
    // the typed words' prefixes), so the bare FTS count (~0.1 ms) is the total, and the name
    // matches need counting only as far as this page reaches (exact when fewer).
    nameCount = countUpTo(q.nameCount, Math.min(pageEnd, SEARCH_CAP));
    matches = Math.max(nameCount, countUpTo(q.ftsCount, SEARCH_CAP));
  }
  const capped = matches > SEARCH_CAP;
  const total = Math.min(SEARCH_CAP, matches);
  const end = Math.min(total, pageEnd);
  const rowids: number[] = [];
  if (options.offset < Math.min(nameCount, end)) {
    const page = { ...values, cap: 0, limit: Math.min(nameCount, end) - options.offset, offset: options.offset };
    for (const row of store.all(q.namePage.with(page))) rowids.push(row.rowid);
  }
  if (end > nameCount) {
    const from = Math.max(0, options.offset - nameCount);
    const page = { ...values, cap: 0, limit: end - nameCount - from, offset: from };
    for (const row of store.all(q.otherPage.with(page))) rowids.push(row.rowid);
  }
  return { rowids, total, capped };
}
