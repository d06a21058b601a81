// Email address normalisation and discovery, shared by the vCard and free-text paths.

// Deliberately simpler than RFC 5322: local part of the usual unquoted characters, a domain of
// dot-separated labels and an alphabetic TLD. Quoted local parts and IP-literal domains are not
// accepted — nobody puts those on a business card.
const EMAIL_SHAPE = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;
const EMAIL_IN_TEXT = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,24}/gu;

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
  const deobfuscated = text
    .replace(/\s*[[(]\s*at\s*[\])]\s*/gi, '@')
    .replace(/\s*[[(]\s*dot\s*[\])]\s*/gi, '.');
  return uniqueEmails(deobfuscated.match(EMAIL_IN_TEXT) ?? []);
}
