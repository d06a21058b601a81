// More words a name or company is found by. The search index's tokenizer takes accents off
// letters (é → e) but leaves the letters that are not a base letter plus an accent (Ł, Ø, Đ, Æ,
// ß…), and splits at an apostrophe: "lukasz" did not find "Łukasz", nor "obrien" "O'Brien".
// The store registers this as the deterministic SQL function search_fold() (db/open.ts) and
// the index's triggers add what it answers beside the name and the company (migration 0010).
import { SPELLED_LETTER, sortKey } from './sort-key';

const APOSTROPHE = /['’ʼ]/;
const APOSTROPHES = /['’ʼ]/g;

/** The text spelled in plain letters without apostrophes; null when the index reads it so already. */
export function searchFold(text: unknown): string | null {
  if (typeof text !== 'string' || !(APOSTROPHE.test(text) || SPELLED_LETTER.test(text.toLowerCase()))) return null;
  return sortKey(text)!.replace(APOSTROPHES, '');
}
