// Pre-pass that rewrites one card (any version, but written for 2.1) into vCard 3.0/4.0 syntax
// that ical.js accepts. ical.js does not understand 2.1, and real exports (Outlook, Android,
// old Nokia) also sprinkle 2.1-isms into "3.0" cards, so every card goes through here:
//   - bare type parameters:  TEL;WORK;VOICE:…        → TEL;TYPE=WORK;TYPE=VOICE:…
//   - quoted-printable:      N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;… → N:Müller;…
//   - VERSION:2.1                                      → VERSION:3.0, always the first line
// It also keeps only the properties the extraction uses, which drops PHOTO/LOGO/SOUND/KEY
// payloads (often most of a file's bytes) and properties whose odd values could make ical.js
// reject the whole card.
import { decodeQuotedPrintable } from './quoted-printable';
import { parseContentLine } from './vcard-lines';

// Bounds for hostile input: no real card has more parameters on a property or a longer value
// than this (notes are cut much shorter later anyway).
const MAX_PARAMS = 16;
const MAX_VALUE_CHARS = 32 * 1024;

// Apple's X-SOCIALPROFILE;type=twitter;x-user=jappleseed:x-apple:jappleseed carries the user
// name only in X-USER (and sometimes the network only in X-SERVICE-TYPE).
const KEPT_PARAMS = new Set(['X-USER', 'X-SERVICE-TYPE']);

const USED_PROPERTIES = new Set([
  'FN', 'N', 'ORG', 'TITLE', 'ROLE', 'EMAIL', 'TEL', 'ADR', 'LABEL', 'URL', 'NOTE', 'NICKNAME',
  'BDAY', 'CATEGORIES', 'IMPP',
]);

/** Returns the card as ical.js-ready text (BEGIN/END included), or null when the card has no
 * usable property at all. */
export function rewriteCard(lines: string[]): string | null {
  let version = '3.0';
  const is21 = lines.some((l) => /^VERSION\s*:\s*2\.1\s*$/i.test(l.trim()));
  const out: string[] = [];
  for (const line of lines) {
    const parsed = parseContentLine(line);
    if (!parsed) continue;
    if (parsed.name === 'VERSION') {
      if (parsed.value.trim() === '4.0') version = '4.0';
      continue;
    }
    if (!USED_PROPERTIES.has(parsed.name) && !parsed.name.startsWith('X-')) continue;

    let quotedPrintable = false;
    let charset = 'utf-8';
    let binary = false;
    const types: string[] = [];
    const kept: string[] = [];
    for (const param of parsed.params.slice(0, MAX_PARAMS)) {
      const eq = param.indexOf('=');
      const key = (eq < 0 ? '' : param.slice(0, eq)).trim().toUpperCase();
      const val = (eq < 0 ? param : param.slice(eq + 1)).trim();
      const upper = val.toUpperCase();
      if (key === 'ENCODING' || (key === '' && /^(QUOTED-PRINTABLE|BASE64|8BIT|7BIT)$/.test(upper))) {
        if (upper === 'QUOTED-PRINTABLE') quotedPrintable = true;
        if (upper === 'BASE64' || upper === 'B') binary = true;
      } else if (key === 'CHARSET') {
        charset = val;
      } else if (key === 'TYPE' || key === '') {
        if (val) types.push(val);
      } else if (key === 'PREF' && val) {
        // vCard 4.0's PREF=1 says what 3.0's TYPE=pref does: the one to use.
        types.push('pref');
      } else if (KEPT_PARAMS.has(key) && val) {
        kept.push(`;${key}=${quoteParam(val)}`);
      }
      // Other parameters (VALUE, LABEL, X-…) are not needed and are dropped: VALUE in
      // particular would make ical.js validate the value against a type and possibly throw.
    }
    if (binary) continue;

    const raw = parsed.value.slice(0, MAX_VALUE_CHARS);
    let value = quotedPrintable ? decodeQuotedPrintable(raw, charset) : raw;
    // A decoded value may contain real line breaks; a content line must carry them escaped.
    value = value.replace(/\r\n|\r|\n/g, '\\n');
    // 2.1 has no comma-separated lists, so a comma there is text ("Rückruf bis Freitag, bitte");
    // 3.0 would split the value at it.
    if (is21) value = value.replace(/(?<!\\),/g, '\\,');

    const typeParams = types.map((t) => `;TYPE=${quoteParam(t)}`).join('') + kept.join('');
    out.push(`${parsed.group ? `${parsed.group}.` : ''}${parsed.name}${typeParams}:${value}`);
  }
  if (out.length === 0) return null;
  // VERSION must come first: ical.js only switches to the 4.0 rules when it is the first line.
  return ['BEGIN:VCARD', `VERSION:${version}`, ...out, 'END:VCARD'].join('\r\n');
}

function quoteParam(v: string): string {
  const clean = v.replace(/"/g, '');
  return /[:;]/.test(clean) ? `"${clean}"` : clean;
}
