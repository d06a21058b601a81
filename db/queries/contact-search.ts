// Search-as-you-type at 100k contacts. Ordering every full-text match by name costs ~20 ms for a
// 2-letter prefix (16k matches), so a search sorted by name is ranked instead, and every step is
// an index range with a LIMIT:
//   1. contacts whose name starts with what was typed, alphabetically (the name index);
//   2. every other full-text match (any word of name, emails, phones, company, position, notes,
//      meeting context), newest first (the FTS index's own rowid order).
// The count stops at SEARCH_CAP: the list shows "1,000+" and asks for a narrower search.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Store } from '../store';

export const SEARCH_CAP = 1000;

type Filter = <Q extends SelectQueryBuilder<any, any, any>>(query: Q) => Q;

/** The bounds of "name starts with `typed`" under NOCASE (U+10FFFF sorts after any character). */
export function namePrefixBounds(typed: string): [string, string] {
  const prefix = typed.trim().replace(/\s+/g, ' ');
  return [prefix, `${prefix}\u{10FFFF}`];
}

export function rankedSearchRowids(
  store: Store,
  options: { typed: string; fts: string; offset: number; limit: number; filter: Filter; filtered: boolean },
): { rowids: number[]; total: number; capped: boolean } {
  const [low, high] = namePrefixBounds(options.typed);
  const db = store.db;
  const nameMatches = () =>
    options.filter(
      db
        .selectFrom('contacts as c')
        .where(sql`c.name collate nocase`, '>=', low)
        .where(sql`c.name collate nocase`, '<', high),
    );
  const otherMatches = () =>
    options.filter(
      db
        .selectFrom(sql`contacts_fts`.as('f'))
        .innerJoin('contacts as c', (join) => join.on(sql<boolean>`c.rowid = f.rowid`))
        .where(sql<boolean>`f.contacts_fts match ${options.fts}`)
        .where(sql<boolean>`not (c.name collate nocase >= ${low} and c.name collate nocase < ${high})`),
    );
  const countUpTo = (query: SelectQueryBuilder<any, any, any>, cap: number) =>
    Number(
      store.first(
        db.selectFrom(query.select(sql`1`.as('one')).limit(cap + 1).as('m')).select(sql<number>`count(*)`.as('n')),
      )?.n ?? 0,
    );

  const pageEnd = options.offset + options.limit;
  let nameCount: number;
  let matches: number;
  if (options.filtered) {
    nameCount = countUpTo(nameMatches(), SEARCH_CAP);
    matches = nameCount + (nameCount > SEARCH_CAP ? 0 : countUpTo(otherMatches(), SEARCH_CAP - nameCount));
  } else {
    // A name that starts with what was typed also matches the full-text query (its words are
    // the typed words' prefixes), so the bare FTS count (~0.1 ms) is the total, and the name
    // matches need counting only as far as this page reaches (exact when fewer).
    nameCount = countUpTo(nameMatches(), Math.min(pageEnd, SEARCH_CAP));
    const bareFts = db.selectFrom(sql`contacts_fts`.as('f')).where(sql<boolean>`f.contacts_fts match ${options.fts}`);
    matches = Math.max(nameCount, countUpTo(bareFts, SEARCH_CAP));
  }
  const capped = matches > SEARCH_CAP;
  const total = Math.min(SEARCH_CAP, matches);
  const end = Math.min(total, pageEnd);
  const rowids: number[] = [];
  if (options.offset < Math.min(nameCount, end)) {
    const rows = store.all(
      nameMatches()
        .select(sql<number>`c.rowid`.as('rowid'))
        .orderBy(sql`c.name collate nocase`)
        .orderBy('c.id')
        .limit(Math.min(nameCount, end) - options.offset)
        .offset(options.offset),
    );
    rowids.push(...rows.map((r) => r.rowid));
  }
  if (end > nameCount) {
    const from = Math.max(0, options.offset - nameCount);
    const rows = store.all(
      otherMatches()
        .select(sql<number>`f.rowid`.as('rowid'))
        .orderBy(sql`f.rowid`, 'desc')
        .limit(end - nameCount - from)
        .offset(from),
    );
    rowids.push(...rows.map((r) => r.rowid));
  }
  return { rowids, total, capped };
}
