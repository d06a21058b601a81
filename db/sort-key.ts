// The order names and companies are listed in: letters compared without their case or accents,
// so "Åsa" sorts among the A's and "élodie" beside "Elodie". SQLite's NOCASE folds A–Z only and
// put every name starting with another letter after Z. SQLite has no such collation built in,
// so the store registers this as the deterministic SQL function sort_key() (db/open.ts) and the
// sort indexes are built on it (migration 0009): the key is computed once per write, and a
// page of the list is still an index range.
//
// Unicode's decomposition takes accents off most letters (é → e, Å → A); a few letters are not
// a base letter plus an accent and are spelled out as they are alphabetised in English lists.
const ASCII = /^[\x00-\x7f]*$/;
const MARKS = /\p{M}+/gu;
const SPELLED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', ħ: 'h', ŧ: 't' };
const SPELLED_LETTERS = /[łøđðþßæœıħŧ]/g;
/** Whether lower-cased text holds one of them. */
export const SPELLED_LETTER = /[łøđðþßæœıħŧ]/;

/** The sort key of a name or company; null stays null (no company: SQLite's NULL order). */
export function sortKey(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const lower = text.toLowerCase();
  // Most names: the same order NOCASE gave, at the cost of a lower-casing.
  if (ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(MARKS, '').replace(SPELLED_LETTERS, (letter) => SPELLED[letter]!);
}
