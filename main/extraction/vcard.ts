// vCard (2.1, 3.0, 4.0) → ExtractedContact. The file is unfolded and split into cards
// (vcard-lines); each card is pre-processed into 3.0/4.0 syntax (vcard21) and parsed by ical.js
// (jcard); here the jCard properties are mapped to the wizard's fields.
import type { CountryCode } from 'libphonenumber-js';
import { formatAddress } from './address-format';
import { emptyContact, hasContent, tidy, tidyMultiline } from './contact';
import { normalizeEmail, uniqueEmails } from './emails';
import { nameFromEmail } from './text-name';
import { components, flatten, groupLabel, parseCard, textOf, typesOf, valuesOf, type JCardProperty } from './jcard';
import { FALLBACK_REGION, addPhones, guessRegion, normalizePhone, type Phone } from './phones';
import { isSocialUrl, normalizeUrl, pickWebsite, socialProfileUrl } from './urls';
import { splitCards, unfold } from './vcard-lines';
import type { ExtractedContact } from './types';

/** Cards beyond this count are ignored, to bound the work on huge address-book exports. */
export const MAX_CARDS = 5000;

const GOOGLE_SYSTEM_GROUPS = new Set(['mycontacts', 'starred']);

export function extractFromVCards(text: string): ExtractedContact[] {
  const contacts: ExtractedContact[] = [];
  for (const lines of splitCards(unfold(text), MAX_CARDS)) {
    const props = parseCard(lines);
    if (!props) continue;
    const contact = toContact(props);
    if (hasContent(contact)) contacts.push(contact);
  }
  return contacts;
}

function toContact(props: JCardProperty[]): ExtractedContact {
  const c = emptyContact('vcard');
  const all = (name: string) => props.filter((p) => p[0] === name);
  const first = (name: string) => all(name)[0];
  const extra: string[] = [];

  // Name: FN as written; else N assembled as "Prefix Given Middle Family Suffix".
  c.name = tidy(textOf(first('fn')));
  // An FN that is the address ("bob.jones@example.com"): the name is read from it, as elsewhere.
  if (c.name && /^[^\s@]+@[^\s@]+$/.test(c.name)) c.name = nameFromEmail(c.name.toLowerCase());
  const n = first('n');
  if (n) {
    const [family, given, middle, prefix, suffix] = components(n).map((s) => (s ?? '').trim());
    // A name in Chinese, Japanese or Korean script is written family name first, with no space:
    // N:王;伟 is "王伟".
    const cjk = family && given && !middle && CJK.test(family + given);
    const assembled = cjk ? tidy(`${prefix}${family}${given}${suffix}`) : tidy([prefix, given, middle, family, suffix].filter(Boolean).join(' '));
    // Outlook files a contact as "Doe, Jane" (FN "Doe\, Jane"): when N says the part before the
    // comma is the family name, the name reads "Jane Doe".
    const inverted = c.name && family && given ? /^([^,]+),\s*(.+)$/.exec(c.name) : null;
    if (inverted && inverted[1] === family && inverted[2].startsWith(given)) c.name = `${inverted[2]} ${inverted[1]}`;
    c.name ??= assembled;
  }

  // ORG "Acme;Sales": the first component is the company; units are kept as the department.
  const org = first('org');
  if (org) {
    const [company, ...units] = components(org).map((s) => s.trim());
    c.company = tidy(company);
    if (units.filter(Boolean).length) extra.push(`Department: ${units.filter(Boolean).join(', ')}`);
  }
  // Apple marks company cards with X-ABShowAs:COMPANY and puts the company in FN; that is not a
  // person's name.
  const showAs = first('x-abshowas');
  if (textOf(showAs).toUpperCase() === 'COMPANY' && c.name === c.company) c.name = null;

  c.position = tidy(textOf(first('title')) || textOf(first('role')));

  const emailValues = all('email').flatMap(valuesOf);
  c.emails = uniqueEmails(emailValues);
  // A value the card files as an address or number but that is none is kept as written, under
  // notes, where the review shows it: dropped, the user would never know the card had it.
  const notAnEmail = emailValues.map((v) => v.trim()).filter((v) => v && normalizeEmail(v) === null);
  if (notAnEmail.length) extra.push(`Email (not a valid address): ${[...new Set(notAnEmail)].join(', ')}`);

  // Fax numbers are not numbers to call: they go to additional info, as in free text.
  const tels = all('tel');
  const isFax = (p: JCardProperty) => typesOf(p).includes('fax');
  // Apple files the assistant's number as a phone labelled "_$!<Assistant>!$_": it is not the
  // person's own, and is kept under its label.
  const isAssistant = (p: JCardProperty) => /assistant/.test(groupLabel(props, p)) || typesOf(p).includes('x-assistant');
  // The address's country is a region hint for national numbers, after +numbers and email TLDs.
  const region: CountryCode = tels.length
    ? guessRegion(
        [...tels.flatMap(valuesOf), ...all('adr').map((p) => components(p)[6] ?? '')].join('\n'),
        c.emails.map((e) => e.slice(e.indexOf('@') + 1)),
      )
    : FALLBACK_REGION;
  const phones: Phone[] = [];
  const faxes: Phone[] = [];
  const notAPhone: string[] = [];
  for (const p of tels) {
    if (isAssistant(p)) {
      extra.push(`Assistant's phone: ${valuesOf(p).join(', ')}`);
      continue;
    }
    const numbers = valuesOf(p).map((t) => {
      const phone = normalizePhone(t, region);
      if (!phone && t.trim()) notAPhone.push(t.trim());
      return phone;
    });
    addPhones(isFax(p) ? faxes : phones, numbers);
  }
  c.phones = phones.map((p) => p.display);
  if (faxes.length) extra.push(`Fax: ${faxes.map((f) => f.display).join(', ')}`);
  if (notAPhone.length) extra.push(`Phone (not a valid number): ${[...new Set(notAPhone)].join(', ')}`);

  // Social profiles: X-SOCIALPROFILE (Apple), X-TWITTER-style properties, then URLs on social
  // hosts or labelled as such. Any other URL is the website.
  const socials: string[] = [];
  for (const p of all('x-socialprofile')) {
    const network = typesOf(p)[0] ?? paramOf(p, 'x-service-type');
    // Apple writes "x-apple:jappleseed" as the value and the user name in X-USER.
    const uri = uriOf(p);
    const apple = /^x-apple:/i.test(uri);
    const user = paramOf(p, 'x-user') ?? (apple ? safeDecode(uri.slice('x-apple:'.length)) : undefined);
    const u = (apple ? null : socialProfileUrl(uri, network)) ?? (user ? socialProfileUrl(user, network) : null);
    if (u) socials.push(u);
    // A network without a known profile address (Flickr, Game Center, …): the user name is kept.
    else if (user && network) extra.push(`${network[0].toUpperCase()}${network.slice(1)}: ${user}`);
  }
  for (const network of ['linkedin', 'twitter', 'github', 'xing', 'facebook', 'instagram']) {
    for (const p of all(`x-${network}`)) {
      const u = socialProfileUrl(uriOf(p), network);
      if (u) socials.push(u);
    }
  }
  extra.push(...messengersOf(all));
  const websites: string[] = [];
  for (const p of all('url')) {
    const u = normalizeUrl(uriOf(p));
    if (!u) continue;
    const label = `${typesOf(p).join(' ')} ${groupLabel(props, p)}`;
    if (isSocialUrl(u) || /linkedin|twitter|github|xing|facebook|instagram|social/.test(label)) socials.push(u);
    else websites.push(u);
  }
  c.socialUrl = socials[0] ?? null;
  // A booking page ("calendly.com/jane") is a further link, not the website.
  const { website, others } = pickWebsite(websites);
  c.website = website;
  const otherLinks = [...new Set([...others, ...socials.slice(1)])];
  if (otherLinks.length) extra.push(`Links: ${otherLinks.join(', ')}`);

  // Address: the preferred/work ADR if marked, else the first; else a LABEL.
  const adrs = all('adr');
  // Preferred: TYPE=pref (3.0), or PREF=1 (4.0, made TYPE=pref as the card is read: vcard21.ts).
  const adr = adrs.find((p) => typesOf(p).includes('pref')) ?? adrs.find((p) => typesOf(p).includes('work')) ?? adrs[0];
  if (adr) c.address = formatAddress(components(adr));
  if (!c.address) {
    const label = first('label');
    if (label) c.address = tidy(textOf(label).replace(/\n/g, ', '));
  }

  // People Apple links to the card (X-ABRELATEDNAMES labelled "_$!<Spouse>!$_", "Manager", …).
  for (const p of all('x-abrelatednames')) {
    const label = groupLabel(props, p).replace(/^_\$!<|>!\$_$/g, '');
    const name = textOf(p);
    if (name) extra.push(`${label ? label[0]!.toUpperCase() + label.slice(1) : 'Related'}: ${name}`);
  }
  const nickname = textOf(first('nickname'));
  if (nickname) extra.push(`Nickname: ${nickname}`);
  // Apple writes a birthday without its year as year 1604 (X-APPLE-OMIT-YEAR=1604): "--04-01".
  const bday = textOf(first('bday')).replace(/^1604-?(?=\d{2}-?\d{2}$)/, '--');
  if (bday) extra.push(`Birthday: ${bday}`);
  // The user's own tags on the card (a 2.1 card may list them with ";"). Rolodeck's tags are the service's (read-only in the app), so
  // they are kept as a note for the user to act on. Google's system groups ("myContacts",
  // "starred") are no tags anyone set.
  const categories = [...new Set(all('categories').flatMap(valuesOf).flatMap((v) => v.split(';')).map((v) => v.trim()))].filter(
    (v) => v && !GOOGLE_SYSTEM_GROUPS.has(v.toLowerCase()),
  );
  if (categories.length) extra.push(`Categories: ${categories.join(', ')}`);
  // A note as written: "\\;" and "\\," escapes left in by some writers are the characters.
  const notes = all('note').map((p) => textOf(p).replace(/\\([;,\\])/g, '$1')).filter(Boolean);
  c.additionalInfo = tidyMultiline([...notes, ...extra].join('\n'));
  // Rolodeck's own export writes where the user met the person in a property of its own.
  const met = tidyMultiline(all('x-rolodeck-meeting-context').map(escapedText).join('\n'));
  if (met) c.meetingContext = met;
  return c;
}

/** A text value of a property ical.js does not know (an X- property): as written, its escapes
 * ("\\n", "\\,", "\\;", "\\\\") still in it, unless ical.js read it as text itself. */
function escapedText(p: JCardProperty): string {
  if (p[2] === 'text') return textOf(p);
  return flatten(p[3]).replace(/\\([nN;,\\])/g, (_, ch: string) => (ch === 'n' || ch === 'N' ? '\n' : ch));
}

/** Chinese, Japanese or Korean script. */
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

function paramOf(p: JCardProperty, name: string): string | undefined {
  const v = p[1][name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Messengers written as their own properties (X-SKYPE, X-WECHAT, …, Android and Outlook) or
 * as IMPP ("skype:jane.doe", "xmpp:jane@jabber.org"): a user name each, kept as "Skype: jane.doe". */
const MESSENGERS: Record<string, string> = {
  skype: 'Skype', 'skype-username': 'Skype', wechat: 'WeChat', qq: 'QQ', telegram: 'Telegram', line: 'LINE', jabber: 'Jabber',
  xmpp: 'Jabber', 'google-talk': 'Google Talk', gtalk: 'Google Talk', aim: 'AIM', icq: 'ICQ', msn: 'MSN', yahoo: 'Yahoo', 'ms-imaddress': 'IM',
  sip: 'SIP', discord: 'Discord', matrix: 'Matrix', threema: 'Threema', kakaotalk: 'KakaoTalk',
};

function messengersOf(all: (name: string) => JCardProperty[]): string[] {
  const found: string[] = [];
  for (const p of all('impp')) {
    const m = /^([a-z][a-z0-9+.-]*):(?:\/\/)?(.+)$/i.exec(uriOf(p).trim());
    if (m) found.push(`${MESSENGERS[m[1]!.toLowerCase()] ?? m[1]}: ${safeDecode(m[2]!)}`);
  }
  for (const [key, name] of Object.entries(MESSENGERS)) {
    for (const p of all(`x-${key}`)) {
      const value = uriOf(p).replace(/^[a-z]+:/i, '').trim();
      if (value) found.push(`${name}: ${value}`);
    }
  }
  return [...new Set(found)];
}

/** A URL value. Google Contacts escapes the colon ("https\\://…"), which ical.js leaves in
 * place for URI-typed values. */
function uriOf(p: JCardProperty): string {
  return flatten(p[3]).replace(/\\([:;,\\])/g, '$1').trim();
}
