// Vanity numbers: "1-800-FLOWERS", "1-800-GOT-JUNK", "+1 (800) FLOWERS" are dialled by the letters
// on a phone's keypad (ITU E.161). libphonenumber-js reads no letters (its README says it leaves
// alphabetic numbers out), so they are turned into digits here, and a number is kept only when
// the digits make a valid one and the text marks it as a phone: a label ("Phone:", "Call",
// "Toll-free") right before it, or a line of its own. Codes and product names ("ISO-9001",
// "COVID-19", "Model 3-XL") start with letters or have too few digits, and are never read.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { FALLBACK_REGION, type Phone } from './phones';

// The telephone keypad's letters.
const KEYPAD: Record<string, string> = {};
for (const [digit, letters] of Object.entries({ 2: 'ABC', 3: 'DEF', 4: 'GHI', 5: 'JKL', 6: 'MNO', 7: 'PQRS', 8: 'TUV', 9: 'WXYZ' })) {
  for (const letter of letters) KEYPAD[letter] = digit;
}

/** Digits (an area or toll-free code at least) then letters, with the separators people write:
 * "1-800-FLOWERS", "+1 (800) GOT-JUNK", "800.CALL.NOW". */
const VANITY = /(?<![\p{L}\p{N}+])\+?(?:\d[\s.-]?)?\(?\d{3}\)?[\s.-]?(?:[A-Za-z0-9]{1,8}[.-]){0,2}[A-Za-z0-9]{2,8}(?![\p{L}\p{N}])/gu;

/** What marks the number as a phone when written right before it: "Phone:", "Call", "Call us
 * at", "Toll-free:", "Dial", a business card's "T" or "M" (and "Fax:", "F": the fax rules of
 * text-phones then file it as a fax). */
const PHONE_CUE =
  /(?:^|[\s|•·,;(])(?:phone|tel|tél|telephone|ph|mobile|mob|cell|office|direct|main|fax|telefax|[tmpf]|call(?:\s+(?:us|me))?(?:\s+(?:at|on|toll[-\s]free))?|toll[-\s]free(?:\s+number)?|dial|hotline|text(?:\s+us)?(?:\s+at)?)\.?\s*[:：]?\s*$/i;

type Found = Phone & { start: number; end: number };

/** The vanity numbers of a line, as digits, when the line marks them as phones, with where each
 * is written. */
export function vanityPhones(line: string, region: CountryCode): Found[] {
  if (!/[A-Za-z]{3}/.test(line)) return [];
  const out: Found[] = [];
  for (const m of line.matchAll(VANITY)) {
    const written = m[0];
    const letters = written.replace(/[^A-Za-z]/g, '').length;
    // Three letters at least: a word spelt on the keypad, not "ext" or a unit.
    if (letters < 3 || !/^\+?[\d\s().-]{3,}[A-Za-z]/.test(written)) continue;
    const before = line.slice(0, m.index);
    const ownLine = !before.trim() && !line.slice(m.index! + written.length).trim();
    if (!ownLine && !PHONE_CUE.test(before)) continue;
    const phone = asDigits(written, region);
    if (phone) out.push({ ...phone, start: m.index!, end: m.index! + written.length });
  }
  return out;
}

/** The number with its letters dialled; letters beyond a valid number's length ("1-800-MATTRESS"
 * has one more) are not dialled, as on a phone. */
function asDigits(written: string, region: CountryCode): Phone | null {
  const dialled = written.replace(/[A-Za-z]/g, (c) => KEYPAD[c.toUpperCase()]!);
  const firstLetter = written.search(/[A-Za-z]/);
  for (let end = dialled.length; end > firstLetter; end--) {
    if (!/\d/.test(dialled[end - 1]!)) continue;
    const parsed = parsePhoneNumberFromString(dialled.slice(0, end), region);
    if (parsed?.isValid()) return { display: parsed.formatInternational(), key: parsed.number };
  }
  return null;
}

/** The line without the vanity numbers it marks as phones (read as US numbers, where they are
 * written): "1-800-GOT-JUNK" on its own line is the phone, not the company. */
export function withoutVanityPhones(line: string): string {
  let out = line;
  for (const p of vanityPhones(line, FALLBACK_REGION).reverse()) out = `${out.slice(0, p.start)} ${out.slice(p.end)}`;
  return out;
}
