// URL normalisation and the website-vs-social-profile split.

// Hosts whose profile pages count as a "social profile" rather than a company website.
const SOCIAL_HOSTS = [
  'linkedin.com', 'twitter.com', 'x.com', 'github.com', 'gitlab.com', 'facebook.com', 'fb.com',
  'instagram.com', 'xing.com', 'mastodon.social', 'bsky.app', 'threads.net', 'youtube.com',
  'tiktok.com', 'medium.com', 'dribbble.com', 'behance.net', 'stackoverflow.com', 'angel.co',
  'wellfound.com', 'crunchbase.com', 'pinterest.com', 'reddit.com', 't.me', 'vk.com',
];

// Profile URL prefixes for X-SOCIALPROFILE entries that carry only a user name.
const PROFILE_PREFIX: Record<string, string> = {
  linkedin: 'https://www.linkedin.com/in/',
  twitter: 'https://twitter.com/',
  x: 'https://x.com/',
  github: 'https://github.com/',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  xing: 'https://www.xing.com/profile/',
};

/** Adds https:// when the scheme is missing and rejects things that are not web addresses.
 * Returns null for non-http(s) schemes (mailto:, tel:, x-apple:) and unparsable input. */
export function normalizeUrl(raw: string): string | null {
  let s = raw.trim().replace(/^[<("']+|[>)"'.,;:!?]+$/g, '');
  if (!s || /\s/.test(s)) return null;
  if (s.startsWith('//')) s = `https:${s}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(s)) s = `https://${s}`;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // "@jd.pics" → "https://@jd.pics", "https://user:pw@host": a handle or credentials, not a
  // page address anyone would save.
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(s)) return null;
  if (!/\.[a-z]{2,}$/i.test(url.hostname) && url.hostname !== 'localhost') return null;
  return s;
}

/** Is this (normalised) URL a profile on a social network? */
export function isSocialUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^(www|m|mobile|[a-z]{2})\./, '');
  } catch {
    return false;
  }
  return SOCIAL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Builds a profile URL from an X-SOCIALPROFILE value: a URL as such, or a bare user name plus
 * the network named in its TYPE parameter. */
export function socialProfileUrl(value: string, network: string | undefined): string | null {
  // A fediverse handle names its server: "@jane@mastodon.social" → https://mastodon.social/@jane.
  const fediverse = /^@?([\w.-]{1,64})@((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24})$/i.exec(value.trim());
  if (fediverse && (value.trim().startsWith('@') || network?.toLowerCase() === 'mastodon')) {
    return `https://${fediverse[2].toLowerCase()}/@${fediverse[1]}`;
  }
  const asUrl = /[./]/.test(value) ? normalizeUrl(value) : null;
  if (asUrl) return asUrl;
  const user = value.trim().replace(/^@/, '');
  const prefix = network ? PROFILE_PREFIX[network.toLowerCase()] : undefined;
  if (!prefix || !/^[\w.-]{1,100}$/.test(user)) return null;
  return prefix + user;
}

// A URL in prose: with a scheme, with "www.", or a bare domain with a path on a social host
// (signatures often say "linkedin.com/in/maxmueller").
const URL_IN_TEXT =
  /\b(?:https?:\/\/[^\s<>"')\]]+|www\.[^\s<>"')\]]+|(?:[a-z0-9-]+\.)*(?:linkedin\.com|twitter\.com|x\.com|github\.com|xing\.com|facebook\.com|instagram\.com)\/[^\s<>"')\]]+)/gi;
// A bare domain standing alone ("acme.com", "Web: beispiel.de"), for lines without a scheme.
const BARE_DOMAIN = /(?:^|[\s:|(])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|io|co|ai|dev|app|biz|info|de|fr|uk|ch|at|nl|be|es|it|eu|us|ca|au)(?:\/[^\s<>"')\]]*)?)(?=$|[\s|),;]|\.(?:\s|$))/gi;

/** Finds web addresses in prose, normalised, in order of appearance, without duplicates.
 * Domains that only occur inside an email address are not reported. */
export function findUrls(text: string): string[] {
  const found: { at: number; url: string }[] = [];
  const withoutEmails = text.replace(/[^\s@<>()]+@[^\s@<>()]+/g, (m) => ' '.repeat(m.length));
  for (const m of withoutEmails.matchAll(URL_IN_TEXT)) found.push({ at: m.index ?? 0, url: m[0] });
  for (const m of withoutEmails.matchAll(BARE_DOMAIN)) {
    const at = (m.index ?? 0) + m[0].indexOf(m[1]);
    // Skip domains already covered by a match above (e.g. the "acme.com" inside "www.acme.com").
    if (found.some((f) => at >= f.at && at < f.at + f.url.length)) continue;
    found.push({ at, url: m[1] });
  }
  found.sort((a, b) => a.at - b.at);
  const out: string[] = [];
  for (const f of found) {
    const u = normalizeUrl(f.url);
    if (u && !out.some((o) => sameUrl(o, u))) out.push(u);
  }
  return out;
}

function sameUrl(a: string, b: string): boolean {
  const key = (u: string) => u.toLowerCase().replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
  return key(a) === key(b);
}
