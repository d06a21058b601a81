// Recognising a person's name in a line of free text, and the last-resort guess from an email
// address.
import { NOT_NAME_WORDS, hasCompanyWord, hasRoleWord } from './text-lexicon';

// Honorifics and post-nominals are not part of the name the CRM stores.
// The dot is optional for the common titles, required for abbreviations that are also names or
// words on their own ("Phil", "Ing", "Med"). German letters are signed "i.A. Max Mustermann"
// (on behalf of), "i.V." (as deputy) or "ppa." (with power of attorney): not part of the name.
const HONORIFIC = /^(?:(?:(?:mr|mrs|ms|miss|mx|dr|prof|sir|herr|frau|mme|mlle)\.?|(?:m|ing|med|phil|jur|rer\.\s?nat|h\.\s?c|dipl\.-ing|dipl\.-kfm|i\.\s?a|i\.\s?v|ppa)\.)\s+)+/i;
// Pronouns shown next to a name: "Jane Doe (she/her)".
const PRONOUNS = /\s*\((?:she|he|they|ze|xe|sie|er|il|elle|iel)\s*\/[^)]{1,20}\)/i;
const POST_NOMINAL = /,?\s+(?:ph\.?d\.?|m\.?d\.?|mba|msc|m\.sc\.|bsc|b\.sc\.|jr\.?|sr\.?|ii|iii|iv|esq\.?|cpa|cfa|pmp|rn|jd|llm|cissp|dipl\.-ing\.?)$/i;
// Lowercase particles that may sit inside a name: "Ludwig van Beethoven", "Jean de la Fontaine".
const PARTICLES = new Set(['von', 'van', 'der', 'den', 'de', 'la', 'le', 'du', 'di', 'da', 'del', 'dos', 'das', 'bin', 'al', 'ten', 'ter', 'zu', 'y', 'e']);
// "O'Neill", "D’Arcy", "McDonald": a capital after an apostrophe or Mc/Mac prefix. Typewriter
// and typographic apostrophes alike — word processors and mail clients turn one into the other.
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}'’]*(?:-\p{Lu}[\p{Ll}'’]*)*|\p{Lu}\.|\p{Lu}{2,}(?:-\p{Lu}{2,})?|(?:\p{Lu}['’]|Mc|Mac)\p{Lu}\p{Ll}+)$/u;

/** Strips honorifics/post-nominals; returns the name when the rest is 2–4 capitalised words
 * (particles allowed in the middle) with no digits, "@", job-title or company words. ALL-CAPS
 * names are converted to Title Case. */
export function asName(segment: string): string | null {
  const s = segment.trim().replace(PRONOUNS, '').replace(HONORIFIC, '').replace(POST_NOMINAL, '').replace(/[,;:]+$/, '').trim();
  if (!s || /[\d@/\\|:()"]/.test(s) || s.length > 60) return null;
  const parts = s.split(/\s+/);
  if (parts.length < 2 || parts.length > 4) return null;
  for (let i = 0; i < parts.length; i++) {
    const w = parts[i];
    const inner = i > 0 && i < parts.length - 1;
    if (inner && PARTICLES.has(w)) continue;
    if (!NAME_WORD.test(w)) return null;
    if (NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.,]$/, ''))) return null;
  }
  if (hasRoleWord(s) || hasCompanyWord(s)) return null;
  const allCaps = parts.every((w) => w === w.toUpperCase());
  return allCaps ? parts.map(titleCase).join(' ') : parts.join(' ');
}

function titleCase(w: string): string {
  return w
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

// Mailboxes that belong to a function, not a person.
const ROLE_MAILBOXES = new Set([
  'info', 'contact', 'sales', 'support', 'hello', 'office', 'admin', 'team', 'mail', 'noreply',
  'no-reply', 'jobs', 'careers', 'press', 'billing', 'service', 'kontakt', 'bonjour', 'hr',
]);

/** Last resort: "jane.doe@…" / "jane_doe@…" / "jane-doe@…" → "Jane Doe". Only when the local
 * part is two or three alphabetic parts of 2+ letters; "jdoe@" or "info@" give null. */
export function nameFromEmail(email: string): string | null {
  const local = email.slice(0, email.indexOf('@')).replace(/\+.*$/, '');
  if (ROLE_MAILBOXES.has(local)) return null;
  const parts = local.split(/[._-]/);
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((p) => /^[a-z]{2,}$/i.test(p))) return null;
  return parts.map(titleCase).join(' ');
}
