// Recognising a person's name in a line of free text, and the last-resort guess from an email
// address.
import { cjkName } from './name-cjk';
import { NOT_NAME_WORDS, hasCompanyWord, hasRoleWord } from './text-lexicon';

// Honorifics and post-nominals are not part of the name the CRM stores.
// The dot is optional for the common titles, required for abbreviations that are also names or
// words on their own ("Phil", "Ing", "Med", "Sr"). German letters are signed "i.A. Max
// Mustermann" (on behalf of), "i.V." (as deputy) or "ppa." (with power of attorney): not part of
// the name. Italian, Spanish and Portuguese titles: "Dott.", "Dott.ssa", "Avv.", "Dra.", "Sra.".
const HONORIFIC = /^(?:(?:(?:mr|mrs|ms|miss|mx|dr|prof|sir|herr|frau|mme|mlle)\.?|(?:m|ing|med|phil|jur|rer\.\s?nat|h\.\s?c|dipl\.-ing|dipl\.-kfm|i\.\s?a|i\.\s?v|ppa|dott|dott\.ssa|dr\.ssa|prof\.ssa|avv|arch|geom|dra|sr|sra|srta|lic|mag)\.)\s+)+/i;
// Pronouns shown next to a name: "Jane Doe (she/her)".
const PRONOUNS = /\s*\((?:she|he|they|ze|xe|sie|er|il|elle|iel)\s*\/[^)]{1,20}\)/i;
const POST_NOMINAL = /,?\s+(?:ph\.?d\.?|m\.?d\.?|mba|msc|m\.sc\.|bsc|b\.sc\.|esq\.?|cpa|cfa|pmp|rn|jd|llm|cissp|dipl\.-ing\.?)$/i;
// "Jr.", "Sr.", "III": a generation, after a plain name only ("John Smith III"), not the number of
// a king in an institution's name ("Instituto de Salud Carlos III").
const GENERATION = /,?\s+(?:jr\.?|sr\.?|ii|iii|iv)$/i;
// A nickname between the given and the family name: 'Robert "Bob" Kaminski', "Katherine (Kate)
// Winslow". Not part of the name; the wizard keeps it as "Nickname: …".
const NICKNAME = /\s+(?:"([^"\s]{2,20})"|“([^”\s]{2,20})”|\(([^()\s/]{2,20})\))(?=\s)/u;
// Lowercase particles that may sit inside a name: "Ludwig van Beethoven", "Jean de la Fontaine",
// "María de los Ángeles Pérez".
const PARTICLES = new Set(['von', 'van', 'der', 'den', 'de', 'la', 'le', 'du', 'di', 'da', 'del', 'dos', 'das', 'los', 'las', 'bin', 'al', 'ten', 'ter', 'zu', 'y', 'e']);
// One part of a name word: "Jane", "O'Neill", "D’Arcy", "McDonald" (a capital after an apostrophe
// or Mc/Mac), or a name with a capital inside ("DeShawn", "DiCaprio", "LeBlanc", "JoAnn",
// "VanDyke"): a two-letter first part or a particle, then a capitalised rest ("HubSpot" and
// "PayPal" are not names). Typewriter and typographic apostrophes alike — word
// processors and mail clients turn one into the other. Parts may be hyphenated ("Mary-Kate",
// "O'Sullivan-Smith"); ALL-CAPS words too ("O'NEIL").
const PART = String.raw`(?:(?:\p{Lu}['’]|Mc|Mac)?\p{Lu}[\p{Ll}'’]*|(?:\p{Lu}\p{Ll}|Van|Von|Del|Des|Dal|Das|Dos|Ste)\p{Lu}\p{Ll}+)`;
const CAPS = String.raw`(?:\p{Lu}['’])?\p{Lu}{2,}`;
const NAME_WORD = new RegExp(String.raw`^(?:${PART}(?:-${PART})*|\p{Lu}\.|${CAPS}(?:-${CAPS})*)$`, 'u');
// A Korean or Chinese given name romanised in two syllables ("Min-jun", "Seo-yeon", "Xiao-ming"),
// a name word only beside a family name of theirs ("Kim Min-jun", "Min-jun Kim"), so that
// "Online Check-in" is none.
const SYLLABLES = /^\p{Lu}\p{Ll}{1,5}-\p{Ll}{2,5}$/u;
const EAST_ASIAN_FAMILY_NAMES = new Set([
  'kim', 'lee', 'park', 'choi', 'jung', 'jeong', 'kang', 'cho', 'yoon', 'jang', 'lim', 'han', 'oh', 'seo', 'shin', 'kwon', 'hwang', 'ahn',
  'song', 'yoo', 'hong', 'jeon', 'ko', 'moon', 'yang', 'son', 'bae', 'baek', 'nam', 'noh', 'ha', 'kwak', 'cha', 'joo', 'woo', 'ryu',
  'wang', 'li', 'zhang', 'liu', 'chen', 'huang', 'zhao', 'wu', 'zhou', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo', 'lin', 'luo', 'gao',
  'zheng', 'liang', 'xie', 'tang', 'feng', 'deng', 'cao', 'peng', 'zeng', 'xiao', 'tian', 'dong', 'pan', 'yuan', 'cai', 'jiang', 'yu',
  'du', 'ye', 'cheng', 'wei', 'su', 'lu', 'ding', 'shen', 'yao', 'fu', 'zhong', 'tan', 'lau', 'wong', 'chan', 'cheung', 'ng', 'leung',
  'chow', 'yip', 'tsang', 'nguyen', 'tran', 'le', 'pham', 'vu', 'vo', 'dang', 'bui', 'do',
]);
/** At most this many words besides particles ("Juan Carlos de la Vega y Ruiz"). */
const MAX_NAME_WORDS = 4;

/** A post-nominal or pronouns written beside a name as a segment of their own ("Jane Doe |
 * she/her", "Jane Doe, PhD"): part of how the name is written, not a company or a title. */
export function isBesideName(segment: string): boolean {
  const t = segment.trim();
  return POST_NOMINAL_ALONE.test(` ${t}`) || PRONOUNS_ALONE.test(t);
}
const POST_NOMINAL_ALONE = new RegExp(`^${POST_NOMINAL.source}`, 'i');
const PRONOUNS_ALONE = /^\(?(?:she|he|they|ze|xe|sie|er|il|elle|iel)\s*\/[^)]{1,20}\)?$/i;

// A name written in two scripts, as Chinese, Japanese and Korean signatures often do: "Wei Zhang
// (张伟)", "Wei Zhang 张伟", "张伟 (Wei Zhang)", "Kim Min-jun (김민준)".
const CJK_RUN = String.raw`[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー・· \u3000]{2,13}`;
const LATIN_FIRST = new RegExp(String.raw`^(.+?)\s*(?:[(（]\s*(${CJK_RUN})\s*[)）]|\s(${CJK_RUN}))$`, 'u');
const CJK_FIRST = new RegExp(String.raw`^(${CJK_RUN})\s*(?:[(（]\s*([^()（）]{2,60}?)\s*[)）]|\s(.{2,60}))$`, 'u');

/** A name written in Latin letters and in CJK script on one line: the Latin one is the name (the
 * one its email address and the service go by), the other how it is also written. */
export function twoScriptName(segment: string): { name: string; other: string } | null {
  const t = segment.trim();
  const latinFirst = LATIN_FIRST.exec(t);
  const cjkFirst = latinFirst ? null : CJK_FIRST.exec(t);
  const [latin, native] = latinFirst ? [latinFirst[1], latinFirst[2] ?? latinFirst[3]] : cjkFirst ? [cjkFirst[2] ?? cjkFirst[3], cjkFirst[1]] : [];
  if (!latin || !native) return null;
  const name = asName(latin);
  const other = cjkName(native.trim());
  return name && other ? { name, other } : null;
}

/** The nickname written inside a name ('Robert "Bob" Kaminski' → "Bob"), or null. */
export function nicknameIn(segment: string): string | null {
  const m = NICKNAME.exec(segment);
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

/** Strips honorifics/post-nominals and a nickname; returns the name when the rest is 2–4
 * capitalised words (particles allowed in the middle) with no digits, "@", job-title or company
 * words. ALL-CAPS names are converted to Title Case. */
export function asName(segment: string): string | null {
  const bare = segment.trim().replace(PRONOUNS, '').replace(NICKNAME, '').replace(HONORIFIC, '').replace(POST_NOMINAL, '');
  const withoutGeneration = bare.replace(GENERATION, '');
  const s = withoutGeneration.replace(/[,;:]+$/, '').trim();
  if (!s || /[\d@/\\|:()"]/.test(s) || s.length > 60) return null;
  const parts = s.split(/\s+/);
  if (parts.length > MAX_NAME_WORDS + 3) return null;
  let words = 0;
  for (let i = 0; i < parts.length; i++) {
    const w = parts[i];
    const inner = i > 0 && i < parts.length - 1;
    if (inner && PARTICLES.has(w)) {
      // "Carlos III" in "Instituto de Salud Carlos III" is no generation of a person.
      if (withoutGeneration !== bare) return null;
      continue;
    }
    if (!NAME_WORD.test(w) && !(SYLLABLES.test(w) && parts.some((p) => EAST_ASIAN_FAMILY_NAMES.has(p.toLowerCase())))) return null;
    if (NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.,]$/, ''))) return null;
    words++;
  }
  if (words < 2 || words > MAX_NAME_WORDS) return null;
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

/** The address is a function's mailbox ("info@", "sales@"), not a person's. */
export function isRoleMailbox(email: string): boolean {
  return ROLE_MAILBOXES.has(email.slice(0, email.indexOf('@')).replace(/\+.*$/, '').toLowerCase());
}

/** Last resort: "jane.doe@…" / "jane_doe@…" / "jane-doe@…" → "Jane Doe". Only when the local
 * part is two or three alphabetic parts of 2+ letters; "jdoe@" or "info@" give null. */
export function nameFromEmail(email: string): string | null {
  const local = email.slice(0, email.indexOf('@')).replace(/\+.*$/, '');
  if (isRoleMailbox(email)) return null;
  const parts = local.split(/[._-]/);
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((p) => /^[a-z]{2,}$/i.test(p))) return null;
  return parts.map(titleCase).join(' ');
}
