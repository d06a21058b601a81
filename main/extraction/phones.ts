// Phone number normalisation (libphonenumber-js) and the default-region guess for numbers
// written without a +country code.
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Used when nothing in the input hints at a country: the most common origin of the cards and
 * signatures the wizard sees, and the region whose national format "(415) 555-0132" is the most
 * common unprefixed notation in English text. */
export const FALLBACK_REGION: CountryCode = 'US';

// Country-code top-level domains we trust as a region hint (generic TLDs say nothing).
const TLD_REGION: Record<string, CountryCode> = {
  de: 'DE', at: 'AT', ch: 'CH', fr: 'FR', be: 'BE', nl: 'NL', uk: 'GB', ie: 'IE', es: 'ES',
  it: 'IT', pt: 'PT', se: 'SE', no: 'NO', dk: 'DK', fi: 'FI', pl: 'PL', cz: 'CZ', ca: 'CA',
  au: 'AU', nz: 'NZ', in: 'IN', jp: 'JP', br: 'BR', mx: 'MX', lu: 'LU',
};

/** Guesses the region for numbers without "+": the country of the first internationally written
 * number in the text, else the country-code TLD of the first email/website that has one, else
 * FALLBACK_REGION. */
export function guessRegion(text: string, domains: string[]): CountryCode {
  for (const m of text.matchAll(/\+\d[\d ()./-]{6,20}\d/g)) {
    const country = parsePhoneNumberFromString(m[0])?.country;
    if (country) return country;
  }
  for (const d of domains) {
    const tld = d.toLowerCase().match(/\.([a-z]{2})(?:[/:]|$)/)?.[1];
    if (tld && TLD_REGION[tld]) return TLD_REGION[tld];
  }
  return FALLBACK_REGION;
}

/** Formats one number for display ("+1 415 555 0100"), returning its E.164 key for
 * de-duplication. Numbers the library cannot make sense of are kept as written (whitespace
 * tidied), keyed by their digits, so a card's explicit TEL is never silently dropped. */
export function normalizePhone(raw: string, region: CountryCode): { display: string; key: string } | null {
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
  if (parsed && parsed.isPossible()) {
    // formatInternational() already appends " ext. 12" when there is an extension.
    return { display: parsed.formatInternational(), key: parsed.number + (parsed.ext ?? '') };
  }
  return { display: cleaned, key: digits };
}

/** Adds numbers to a list, skipping ones already present (same E.164). */
export function addPhones(into: { display: string; key: string }[], more: ({ display: string; key: string } | null)[]): void {
  for (const p of more) if (p && !into.some((q) => q.key === p.key)) into.push(p);
}

/** Finds valid phone numbers in prose. Matches with fewer than 7 digits are ignored: in
 * practice those are postal codes ("10115 Berlin") or years, not phones. */
export function findPhones(text: string, region: CountryCode): { display: string; key: string; start: number; end: number }[] {
  const out: { display: string; key: string; start: number; end: number }[] = [];
  for (const found of findPhoneNumbersInText(text, { defaultCountry: region })) {
    const raw = text.slice(found.startsAt, found.endsAt);
    if (raw.replace(/\D/g, '').length < 7) continue;
    const n = found.number;
    const key = n.number + (n.ext ?? '');
    if (!out.some((o) => o.key === key)) {
      out.push({ display: n.formatInternational(), key, start: found.startsAt, end: found.endsAt });
    }
  }
  return out;
}
