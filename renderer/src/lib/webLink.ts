// Which stored addresses the page may turn into links. The contract only lets http(s) addresses
// be saved here, but a contact service may send anything it holds (`javascript:`, `file:`,
// `data:`…); a link to such an address could run script or open a local file when clicked, so
// only a plain web address becomes one.

/** `value` as a link target when it is an http:// or https:// address, else null. */
export function webLinkTarget(value: string | null | undefined): string | null {
  if (!value) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
}

// One plain address: a mail program reads ?attach=, ?body= and extra recipients from a mailto:
// link, and an address comes from the service as stored there.
const PLAIN_ADDRESS = /^[^\s@,;:?#&<>()"'\\%]+@[^\s@,;:?#&<>()"'\\%]+\.[^\s@,;:?#&<>()"'\\%]+$/;

/** A mailto: link for `address` when it is one plain email address, else null (shown as text). */
export function mailtoTarget(address: string): string | null {
  return PLAIN_ADDRESS.test(address) ? `mailto:${address}` : null;
}
