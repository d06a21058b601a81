// "Doe, Jane": a name written family name first, as address books, directories and Outlook's
// "Last, First" display names ('From: "Doe, Jane" <jdoe@acme.com>') do.
import { PLACE_WORDS } from './text-lexicon';
import { asName } from './text-name';

// Particles that may precede the family name: "van Beethoven, Ludwig", "de la Cruz, Maria".
const FAMILY_PARTICLES = new Set(['von', 'van', 'der', 'den', 'de', 'la', 'le', 'du', 'di', 'da', 'del', 'dos', 'das', 'ten', 'ter', 'zu']);

/** "Doe, Jane" → "Jane Doe"; null unless the line is exactly "Family, Given" where the family
 * name is one word (after particles) and the given names one or two words. The one-word family
 * rule keeps "Jane Doe, Acme" a name and a company; legal forms ("Acme, Inc.") and role words
 * fail asName; places ("Paris, France", "Austin, Texas") are rejected by word list. */
export function invertedName(line: string): string | null {
  const m = /^([^,]+),\s*([^,]+)$/.exec(line.trim());
  if (!m || asName(line)) return null; // "Jane Doe, MBA" is a name with a post-nominal
  const family = m[1].trim().split(/\s+/);
  const given = m[2].trim().split(/\s+/);
  if (given.length > 2 || !family.slice(0, -1).every((w) => FAMILY_PARTICLES.has(w.toLowerCase()))) return null;
  const words = [...family, ...given].map((w) => w.toLowerCase().replace(/[.]$/, ''));
  if (words.some((w) => PLACE_WORDS.has(w))) return null;
  // An upper-case word in a mixed-case line is an abbreviation ("Doe, CFE", "Captain, USS
  // Enterprise"), not part of a name.
  const all = [...family, ...given];
  const upper = all.filter((w) => /^\p{Lu}{2,}\.?$/u.test(w));
  if (upper.length && upper.length < all.length) return null;
  return asName([...given, ...family].join(' '));
}
