// Email address normalisation and discovery, shared by the vCard and free-text paths.

// Deliberately simpler than RFC 5322: local part of the usual unquoted characters, a domain of
// dot-separated labels and an alphabetic TLD. Quoted local parts and IP-literal domains are not
// accepted — nobody puts those on a business card.
const EMAIL_SHAPE = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;
// A match may only start where a run of address characters starts (the lookbehind). Without
// it, an attempt that fails at the start of a long run — de-obfuscation joins "xy (dot) xy (dot)
// …" into one — is retried from every later character of the run, which is quadratic. No
// address is lost: an attempt inside a run meets the same "@" and domain as one at its start.
// Nor may it start right after an "@": "@jane@mastodon.social" is a fediverse handle.
const EMAIL_IN_TEXT = /(?<![\p{L}\p{N}.!#$%&'*+/=?^_`{|}~@-])[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,24}/gu;
// "[at]", "(dot)": matched from the bracket, so that a long run of spaces is not rescanned from
// each of its characters (as a leading \s* would); the spaces around it are trimmed in code.
const OBFUSCATED = /[[(]\s*(at|dot)\s*[\])]/gi;

/** Lowercases, trims and validates one address; returns null when it is not an address. */
export function normalizeEmail(raw: string): string | null {
  const email = raw
    .trim()
    .replace(/^[<("'\s]+|[>)"'.,;:\s]+$/g, '')
    .replace(/^mailto:/i, '')
    .toLowerCase();
  if (email.length > 254 || !EMAIL_SHAPE.test(email)) return null;
  const local = email.slice(0, email.indexOf('@'));
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  return email;
}

/** Normalises and de-duplicates a list of addresses, keeping first-seen order. */
export function uniqueEmails(raw: Iterable<string>): string[] {
  const out: string[] = [];
  for (const r of raw) {
    const e = normalizeEmail(r);
    if (e && !out.includes(e)) out.push(e);
  }
  return out;
}

/** Finds addresses in prose, including the common "jane [at] acme [dot] com" obfuscation. */
export function findEmails(text: string): string[] {
  return uniqueEmails(deobfuscate(text).match(EMAIL_IN_TEXT) ?? []);
}

/** "jane [at] acme (dot) com" → "jane@acme.com". */
function deobfuscate(text: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const m of text.matchAll(OBFUSCATED)) {
    const start = m.index ?? 0;
    parts.push(text.slice(at, start).trimEnd(), m[1].toLowerCase() === 'at' ? '@' : '.');
    at = start + m[0].length;
    while (at < text.length && /\s/.test(text[at])) at++;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
