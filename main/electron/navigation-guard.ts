// Decides what the window may load and what may leave for the user's browser. The window only
// ever shows app://rolodeck; a web link the user clicks opens in their browser, and only when it
// is a plain http(s):// address to a public host name (no credentials, no local or private hosts);
// a contact's email address opens the user's mail program, with nothing but the address.
import { isIP } from 'node:net';
import { isAppUrl, parseUrl } from './app-origin';

export type ExternalUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

const MAX_EXTERNAL_URL = 2048;

function privateOrLocalIp(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  const kind = isIP(bare);
  if (kind === 4) {
    const [a, b] = bare.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  if (kind === 6) {
    const lower = bare.toLowerCase();
    // '::…' covers ::, ::1 and the IPv4-compatible and -mapped forms (::7f00:1, ::ffff:…), and
    // 64:ff9b:: is NAT64: each can carry a private or loopback IPv4 address.
    return lower.startsWith('::') || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80') || lower.startsWith('64:ff9b:');
  }
  return false;
}

// One address and nothing else: mail programs read ?attach=, ?body= and several recipients from
// a mailto: link, which a contact's data (from the service) must not be able to set.
const MAILTO_ADDRESS = /^[^\s@,;:?#<>()"'\\]+@[^\s@,;:?#<>()"'\\]+\.[^\s@,;:?#<>()"'\\]+$/;

function checkMailto(parsed: URL): ExternalUrlCheck {
  if (parsed.search || parsed.hash) return { ok: false, reason: 'mailto: links open with an address only' };
  let address: string;
  try {
    address = decodeURIComponent(parsed.pathname);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (!MAILTO_ADDRESS.test(address)) return { ok: false, reason: 'mailto: links open with one email address only' };
  return { ok: true, url: `mailto:${address}` };
}

/** May `url` be handed to shell.openExternal? */
export function checkExternalUrl(url: unknown): ExternalUrlCheck {
  if (typeof url !== 'string' || url.length === 0) return { ok: false, reason: 'not a URL' };
  if (url.length > MAX_EXTERNAL_URL) return { ok: false, reason: 'URL too long' };
  // Whitespace and control characters are how argument and scheme confusion attacks start.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(url)) return { ok: false, reason: 'URL contains whitespace or control characters' };
  const parsed = parseUrl(url);
  if (!parsed) return { ok: false, reason: 'not a URL' };
  if (parsed.protocol === 'mailto:') return checkMailto(parsed);
  // A contact's website is often still http://; the browser, not the app, shows it as not secure.
  // Other schemes reach whatever program claims them (file:, smb:, ms-msdt:…), so never those.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, reason: `only web (http, https) and mailto: links open outside the app (got ${parsed.protocol})` };
  }
  if (parsed.username || parsed.password) return { ok: false, reason: 'URL carries credentials' };
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return { ok: false, reason: 'no host' };
  if (isIP(host.replace(/^\[|\]$/g, ''))) {
    if (privateOrLocalIp(host)) return { ok: false, reason: 'local or private address' };
  } else {
    if (!host.includes('.')) return { ok: false, reason: 'not a public host name' };
    if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
      return { ok: false, reason: 'local host name' };
    }
  }
  return { ok: true, url: parsed.href };
}

/**
 * What to do when the page tries to navigate (will-navigate, will-redirect) or open a window
 * (setWindowOpenHandler): never in the app window; a good https link goes to the browser.
 */
export type NavigationDecision = { action: 'deny' } | { action: 'deny-and-open-externally'; url: string };

export function decideNavigation(url: unknown): NavigationDecision {
  if (isAppUrl(url)) return { action: 'deny' }; // the app never needs a full reload or a second window
  const external = checkExternalUrl(url);
  return external.ok ? { action: 'deny-and-open-externally', url: external.url } : { action: 'deny' };
}

/**
 * Requests the renderer's session may make at all (webRequest filter): our own scheme, plus
 * the devtools and inline data/blob URLs Chromium uses internally. Everything else is cancelled,
 * so even a successful injection cannot reach the network.
 */
export function isAllowedRendererRequest(url: unknown): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'devtools:') return true;
  return isAppUrl(url);
}
