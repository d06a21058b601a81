// URL normalisation and the website-vs-social-profile split.

// Hosts whose profile pages count as a "social profile" rather than a company website.
const SOCIAL_HOSTS = [
  'linkedin.com', 'twitter.com', 'x.com', 'github.com', 'gitlab.com', 'facebook.com', 'fb.com',
  'instagram.com', 'xing.com', 'mastodon.social', 'bsky.app', 'threads.net', 'youtube.com',
  'tiktok.com', 'medium.com', 'dribbble.com', 'behance.net', 'stackoverflow.com', 'angel.co',
  'wellfound.com', 'crunchbase.com', 'pinterest.com', 'reddit.com', 't.me', 'vk.com', 'meetup.com',
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

// Booking pages ("Book a meeting: calendly.com/jane/30min"): a link to keep, but not the person's
// or company's website.
const SCHEDULING = [
  /^calendly\.com$/, /^cal\.com$/, /^savvycal\.com$/, /^zcal\.co$/, /^tidycal\.com$/, /^doodle\.com$/,
  /^youcanbook\.me$/, /\.youcanbook\.me$/, /\.acuityscheduling\.com$/, /^acuityscheduling\.com$/,
  /^meetings(?:-[a-z0-9]+)?\.hubspot\.com$/, /^calendar\.app\.google$/, /^koalendar\.com$/,
  /^oncehub\.com$/, /^go\.oncehub\.com$/, /^(?:[a-z0-9-]+\.)?chilipiper\.com$/, /^reclaim\.ai$/,
  /^app\.reclaim\.ai$/, /^bookings\.cloud\.microsoft$/,
];
const SCHEDULING_PATH = [
  [/^app\.hubspot\.com$/, /^\/meetings\//], [/^calendar\.google\.com$/, /^\/calendar\/appointments\//],
  [/^outlook\.(?:office|office365|live)\.com$/, /^\/(?:book|owa\/calendar\/.*\/bookings)/i], [/^notion\.so$|^calendar\.notion\.so$/, /^\/meet\//],
] as const;

/** Is this (normalised) URL a booking page (Calendly, Cal.com, HubSpot meetings, …)? */
export function isSchedulingUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  return SCHEDULING.some((r) => r.test(host)) || SCHEDULING_PATH.some(([h, path]) => h.test(host) && path.test(u.pathname));
}

/** The website among a contact's non-social links: the first that is no booking page. The rest,
 * booking pages included, are further links. */
export function pickWebsite(links: string[]): { website: string | null; others: string[] } {
  const website = links.find((u) => !isSchedulingUrl(u)) ?? null;
  return { website, others: links.filter((u) => u !== website) };
}

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
  // "WWW.ACME.COM" from a business card in capitals: the scheme and host in lower case, the
  // path as written (it may tell case apart).
  return s.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, (origin) => origin.toLowerCase());
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
// Top-level domains a bare domain ("acme.com", "janedoe.me", "elenarossi.design") may end with:
// the common generic ones, newer ones people put on cards, and country codes — except those that
// are also common file extensions ("notes.md", "setup.py", "run.sh", "movie.zip"), so that a file
// name in a paste is not taken for a website.
const GENERIC_TLDS = [
  'com', 'org', 'net', 'edu', 'gov', 'int', 'mil', 'io', 'co', 'ai', 'dev', 'app', 'biz', 'info',
  'me', 'tv', 'fm', 'xyz', 'tech', 'design', 'studio', 'agency', 'digital', 'online', 'site',
  'website', 'store', 'shop', 'cloud', 'software', 'solutions', 'consulting', 'media', 'news',
  'blog', 'page', 'live', 'life', 'world', 'global', 'group', 'company', 'team', 'works', 'social',
  'email', 'link', 'space', 'today', 'zone', 'systems', 'network', 'partners', 'legal', 'law',
  'finance', 'capital', 'fund', 'money', 'health', 'care', 'clinic', 'dental', 'education',
  'academy', 'school', 'university', 'photography', 'photo', 'photos', 'gallery', 'art', 'music',
  'film', 'events', 'travel', 'restaurant', 'cafe', 'coffee', 'bar', 'wine', 'fashion', 'style',
  'beauty', 'fitness', 'yoga', 'coach', 'marketing', 'ventures', 'vc', 'gg', 'ly', 'so', 'to', 'is',
  'im', 'one', 'pro', 'mobi', 'eco', 'green', 'energy',
  'africa', 'asia', 'eu', 'berlin', 'hamburg', 'koeln', 'bayern', 'wien', 'swiss', 'paris', 'london',
  'nyc', 'amsterdam', 'brussels', 'barcelona', 'madrid', 'tokyo', 'build', 'codes', 'tools',
  'services', 'support', 'expert', 'management', 'engineering', 'industries', 'technology',
  'chat', 'run', 'fyi', 'wtf', 'lol', 'fun', 'cool', 'rocks', 'ninja', 'guru', 'love', 'house',
  'homes', 'realestate', 'properties', 'estate', 'land', 'farm', 'bio', 'science',
  'insurance', 'bank', 'audio', 'video', 'games', 'game', 'community', 'foundation',
  'charity', 'ngo', 'church', 'careers', 'jobs', 'training', 'institute', 'center', 'club', 'city',
];
const COUNTRY_TLDS = [
  'ac', 'ad', 'ae', 'af', 'ag', 'al', 'am', 'ar', 'at', 'au', 'az', 'ba', 'bd', 'be', 'bg', 'bh', 'bo',
  'br', 'by', 'bz', 'ca', 'cd', 'ch', 'ci', 'cl', 'cm', 'cn', 'cr', 'cu', 'cy', 'cz', 'de', 'dk',
  'dz', 'ec', 'ee', 'eg', 'es', 'et', 'fi', 'fo', 'fr', 'ge', 'gh', 'gi', 'gl', 'gr', 'gt', 'hk',
  'hn', 'hr', 'hu', 'id', 'ie', 'il', 'in', 'iq', 'ir', 'it', 'je', 'jm', 'jo', 'jp', 'ke', 'kg', 'kh',
  'kr', 'kw', 'kz', 'la', 'lb', 'li', 'lk', 'lt', 'lu', 'lv', 'ma', 'mc', 'me', 'mk', 'mn', 'mo', 'mt',
  'mu', 'mx', 'my', 'mz', 'na', 'ng', 'ni', 'nl', 'no', 'np', 'nz', 'om', 'pa', 'pe', 'ph', 'pk', 'pl',
  'pr', 'pt', 'qa', 'ro', 'rs', 'ru', 'rw', 'sa', 'se', 'sg', 'si', 'sk', 'sn', 'sv', 'th', 'tn',
  'tr', 'tt', 'tw', 'tz', 'ua', 'ug', 'uk', 'us', 'uy', 'uz', 've', 'vn', 'ws', 'za', 'zm', 'zw',
];
const TLDS = [...new Set([...GENERIC_TLDS, ...COUNTRY_TLDS])].sort((a, b) => b.length - a.length).join('|');
// Written in capitals ("ACME.COM", "Beispiel.DE"), only the long-established endings count: a
// missing space after a full stop ("…today.My name is") is no domain.
const ANY_CASE_TLDS = new Set(['com', 'org', 'net', 'io', 'co', 'de', 'fr', 'uk', 'ch', 'at', 'nl', 'be', 'es', 'it', 'eu', 'us', 'ca', 'au']);
// A bare domain standing alone ("acme.com", "Web: beispiel.de", "Portfolio: elenarossi.design"),
// for lines without a scheme.
const BARE_DOMAIN = new RegExp(
  String.raw`(?:^|[\s:|(])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})(?:\/[^\s<>"')\]]*)?)(?=$|[\s|),;]|\.(?:\s|$))`,
  'gi',
);

/** Finds web addresses in prose, normalised, in order of appearance, without duplicates.
 * Domains that only occur inside an email address are not reported. Linear in the number of
 * links: a pasted link list or sitemap can hold thousands. */
export function findUrls(text: string): string[] {
  const withoutEmails = text.replace(/[^\s@<>()]+@[^\s@<>()]+/g, (m) => ' '.repeat(m.length));
  // Both scans report matches left to right, and links found by the first do not overlap.
  const linked = [...withoutEmails.matchAll(URL_IN_TEXT)].map((m) => ({ at: m.index ?? 0, url: m[0] }));
  const bare: { at: number; url: string }[] = [];
  let next = 0; // first link of the first scan that does not end before the current domain
  for (const m of withoutEmails.matchAll(BARE_DOMAIN)) {
    const at = (m.index ?? 0) + m[0].indexOf(m[1]);
    const tld = /\.([a-z]+)(?:\/|$)/i.exec(m[1])?.[1] ?? '';
    if (tld !== tld.toLowerCase() && !ANY_CASE_TLDS.has(tld.toLowerCase())) continue;
    while (next < linked.length && linked[next].at + linked[next].url.length <= at) next++;
    // Skip domains already covered by a match above (e.g. the "acme.com" inside "www.acme.com").
    if (next < linked.length && linked[next].at <= at) continue;
    bare.push({ at, url: m[1] });
  }
  const out: string[] = [];
  const seen = new Set<string>();
  for (const f of mergeByPosition(linked, bare)) {
    const u = normalizeUrl(f.url);
    const key = u && sameUrlKey(u);
    if (u && key && !seen.has(key)) {
      seen.add(key);
      out.push(u);
    }
  }
  return out;
}

/** Two lists each in order of position, merged into one. */
function mergeByPosition<T extends { at: number }>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i].at <= b[j].at) ? a[i++] : b[j++]);
  return out;
}

/** What two spellings of one link have in common: "https://www.acme.com/" and "acme.com". */
function sameUrlKey(u: string): string {
  return u.toLowerCase().replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
