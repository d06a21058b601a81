// Phone number normalisation (libphonenumber-js) and the default-region guess for numbers
// written without a +country code.
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** A phone number as shown to the user, with its E.164 key for de-duplication. */
export interface Phone {
  display: string;
  key: string;
}

/** Used when nothing in the input hints at a country: the most common origin of the cards and
 * signatures the wizard sees, and the region whose national format "(415) 555-0132" is the most
 * common unprefixed notation in English text. */
export const FALLBACK_REGION: CountryCode = 'US';

// Country-code top-level domains we trust as a region hint (generic TLDs say nothing; nor do
// .co, .io, .ai, .me, .tv, which startups everywhere use).
const TLD_REGION: Record<string, CountryCode> = {
  de: 'DE', at: 'AT', ch: 'CH', fr: 'FR', be: 'BE', nl: 'NL', uk: 'GB', ie: 'IE', es: 'ES',
  it: 'IT', pt: 'PT', se: 'SE', no: 'NO', dk: 'DK', fi: 'FI', pl: 'PL', cz: 'CZ', ca: 'CA',
  au: 'AU', nz: 'NZ', in: 'IN', jp: 'JP', br: 'BR', mx: 'MX', lu: 'LU', cn: 'CN', kr: 'KR',
  sg: 'SG', hk: 'HK', tw: 'TW', za: 'ZA', ae: 'AE', il: 'IL', tr: 'TR', ar: 'AR', cl: 'CL',
  pe: 'PE', gr: 'GR', ro: 'RO', hu: 'HU', sk: 'SK', si: 'SI', hr: 'HR', ee: 'EE', lv: 'LV',
  lt: 'LT', is: 'IS', my: 'MY', id: 'ID', ph: 'PH', th: 'TH', vn: 'VN', ng: 'NG', ke: 'KE',
  eg: 'EG', sa: 'SA', ua: 'UA',
};

/** Any of the words, as whole words of any script ("México", "Česko", "Malmö"). */
const place = (words: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${words})(?![\p{L}\p{N}])`, 'iu');

// Country names (as written in addresses) we trust as a region hint.
const COUNTRY_REGION: [RegExp, CountryCode][] = [
  [/\b(?:germany|deutschland)\b/i, 'DE'],
  [/\b(?:austria|österreich)\b/i, 'AT'],
  [/\b(?:switzerland|schweiz|suisse|svizzera)\b/i, 'CH'],
  [/\bfrance\b/i, 'FR'],
  [/\b(?:belgium|belgique|belgië)\b/i, 'BE'],
  [/\b(?:netherlands|nederland)\b/i, 'NL'],
  [/\b(?:united kingdom|england|scotland|wales)\b/i, 'GB'],
  [/\bUK\b/, 'GB'],
  [/\bireland\b/i, 'IE'],
  [/\b(?:spain|españa)\b/i, 'ES'],
  [/\b(?:italy|italia)\b/i, 'IT'],
  [/\bcanada\b/i, 'CA'],
  [/\baustralia\b/i, 'AU'],
  [place('portugal'), 'PT'],
  [place('sweden|sverige'), 'SE'],
  [place('norway|norge'), 'NO'],
  [place('denmark|danmark'), 'DK'],
  [place('finland|suomi'), 'FI'],
  [place('poland|polska'), 'PL'],
  [place('czech republic|czechia|česko|česká republika'), 'CZ'],
  [place('india'), 'IN'],
  [place('(?<!new )mexico|méxico'), 'MX'], // not "New Mexico", a US state
  [place('brazil|brasil'), 'BR'],
  [place('new zealand'), 'NZ'],
  [place('singapore'), 'SG'],
  [place('hong kong'), 'HK'],
  [place('south africa'), 'ZA'],
  [place('japan'), 'JP'],
  [place('south korea|korea'), 'KR'],
  [place('china'), 'CN'],
  [place('israel'), 'IL'],
  [place('united arab emirates|uae'), 'AE'],
  [place('argentina'), 'AR'],
  [place('colombia'), 'CO'],
  [place('chile'), 'CL'],
  [place('nigeria'), 'NG'],
  [place('kenya'), 'KE'],
];

/** Guesses the region for numbers without "+", in order: the country of the first
 * internationally written number in the text; the country-code TLD of the first email/website
 * that has one; a country named in the text ("Deutschland", "France"); else FALLBACK_REGION. */
export function guessRegion(text: string, domains: string[]): CountryCode {
  for (const m of text.matchAll(/\+\d[\d ()./-]{6,20}\d/g)) {
    const country = parsePhoneNumberFromString(m[0])?.country;
    if (country) return country;
  }
  for (const d of domains) {
    const tld = d.toLowerCase().match(/\.([a-z]{2})(?:[/:]|$)/)?.[1];
    if (tld && TLD_REGION[tld]) return TLD_REGION[tld];
  }
  for (const [pattern, region] of COUNTRY_REGION) if (pattern.test(text)) return region;
  return FALLBACK_REGION;
}

/** Formats one number for display ("+1 415 555 0100"), returning its E.164 key for
 * de-duplication. Numbers the library cannot make sense of are kept as written (whitespace
 * tidied), keyed by their digits, so a card's explicit TEL is never silently dropped. A number
 * written without "+" must be valid in the region to get its country code: "06 12 34 56 78" is
 * the right length for a US number but no US number, and "+1 0612345678" would be wrong. */
export function normalizePhone(raw: string, region: CountryCode): Phone | null {
  const cleaned = raw
    .trim()
    .replace(/^tel:/i, '')
    // tel: URIs (vCard 4.0) carry the extension as a parameter; libphonenumber reads "ext. 102".
    .replace(/;ext=([\d]+)/i, ' ext. $1')
    .replace(/;[a-z-]+=.*$/i, '')
    .replace(/\s+/g, ' ');
  const digits = cleaned.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 20) return null;
  const parsed = parsePhoneNumberFromString(cleaned, region);
  const international = cleaned.startsWith('+');
  if (parsed && (international ? parsed.isPossible() : parsed.isValid())) {
    // formatInternational() already appends " ext. 12" when there is an extension.
    return { display: parsed.formatInternational(), key: parsed.number + (parsed.ext ?? '') };
  }
  return { display: cleaned, key: digits };
}

/** Adds numbers to a list, skipping ones already present (same E.164). */
export function addPhones(into: Phone[], more: (Phone | null)[]): void {
  for (const p of more) if (p && !into.some((q) => q.key === p.key)) into.push(p);
}

/** Finds valid phone numbers in prose. Matches with fewer than 7 digits are ignored: in
 * practice those are postal codes ("10115 Berlin") or years, not phones. */
export function findPhones(text: string, region: CountryCode): (Phone & { start: number; end: number })[] {
  const out: (Phone & { start: number; end: number })[] = [];
  // No number of 7 digits can be in text with fewer (a pasted list of links, a name line): the
  // finder, called for every line, is not worth starting.
  let digits = 0;
  for (let i = 0; i < text.length && digits < 7; i++) if (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) digits++;
  if (digits < 7) return out;
  // "0044 20 …": the "00" international prefix used in most of the world is read as "+" (same
  // length, so positions stay valid for the caller) — at the start of a number only, not in a
  // group inside one ("+1 212 555 0012", "+86 138 0013 8000").
  const withPlus = text
    .replace(/(?<!\d[\s().-]?)(^|[\s:(])00(?=[1-9]\d)/g, '$1 +')
    // Long runs of digits and separators (tables, IDs, garbage) hold no phone number a person
    // would write, and make the finder slow: blank them, keeping positions.
    .replace(/[\d\s()./+-]{120,}/g, (run) => ' '.repeat(run.length));
  for (const found of findPhoneNumbersInText(withPlus, { defaultCountry: region })) {
    const raw = withPlus.slice(found.startsAt, found.endsAt);
    if (raw.replace(/\D/g, '').length < 7) continue;
    const n = found.number;
    const key = n.number + (n.ext ?? '');
    if (!out.some((o) => o.key === key)) {
      out.push({ display: n.formatInternational(), key, start: found.startsAt, end: found.endsAt });
    }
  }
  return out;
}
