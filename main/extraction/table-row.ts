// One row of a contacts table with a header (table-columns) → ExtractedContact. The header says
// what each cell is, so cells are taken as written and only normalised with the parsers the
// other paths use: emails, phones (libphonenumber-js, region guessed from the row), links.
import { formatAddress } from './address-format';
import { emptyContact, hasContent, tidy, tidyMultiline } from './contact';
import { findEmails } from './emails';
import { addPhones, guessRegion, normalizePhone, type Phone } from './phones';
import { nameFromEmail } from './text-name';
import { isSocialUrl, normalizeUrl, pickWebsite, socialProfileUrl } from './urls';
import type { Column, ColumnRole } from './table-columns';
import { invertedName } from './text-name-inverted';
import type { ExtractedContact } from './types';

/** Several values in one cell: Google writes "a ::: b", others a line break or "; ". */
const SEVERAL = /\s*:::\s*|\s*[\n;]\s*/;

/** Address groups preferred for a contact card: the work address. */
const WORK_GROUP = /(?<!\p{L})(?:business|work|office|company|geschäftlich|bureau|travail|werk|zakelijk|arbete|arbejde|arbeid|työ|práce|praca|służbowy)(?!\p{L})/u;

/** The social network a column's header names, for a handle written without its link. */
const NETWORK = /\b(linkedin|twitter|xing|github|facebook|instagram|mastodon)\b/;

/** The page a Notion export writes after a related record's name ("Acme Inc.
 * (https://www.notion.so/Acme-Inc-1a2b…)"): the name is the value. */
const NOTION_PAGE = /\s*\(https?:\/\/(?:www\.)?notion\.so\/[^()\s]*\)/g;

/** The label of a totals row: "Total", "Total: 2", "Grand total", "Summe", "Gesamt", "Totaal". */
const TOTALS = /^(?:grand\s+)?(?:total|totals|sum|summe|gesamt|totaal|totale)\b[\s:\d.,]*$/i;

/** What a desktop Outlook export writes for a date nobody entered ("0/0/00", German "0.0.00"). */
const OUTLOOK_NO_DATE = /^0{1,2}[/.]0{1,2}[/.]0{2,4}$/;

/** A cell written with an apostrophe before a character a spreadsheet would take for the start of a
 * formula ("'+44 20 7946 0958", "'=…"): the apostrophe is an export's guard, not the value's. */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

export function contactFromRow(columns: Column[], row: string[]): ExtractedContact | null {
  const cell = (c: Column) => {
    const value = (row[c.index] ?? '').replace(FORMULA_GUARD, '').replace(NOTION_PAGE, '').trim();
    return OUTLOOK_NO_DATE.test(value) ? '' : value;
  };
  // What a Google "… - Label" cell says this row's value is: a phone labelled "Work Fax" is a
  // fax; another value is kept under its label ("Referred by: Bob Smith"), not "Custom Field 1".
  const labelOf = (c: Column) => (c.labelIndex === undefined ? '' : (row[c.labelIndex] ?? '').trim());
  const roleHere = (c: Column): ColumnRole => (c.role === 'phone' && /\bfax\b/i.test(labelOf(c)) ? 'fax' : c.role);
  const filled = columns.filter((c) => c.role !== 'ignore' && cell(c));
  const valuesOf = (role: ColumnRole) => filled.filter((c) => roleHere(c) === role).map(cell);
  const first = (role: ColumnRole) => valuesOf(role)[0] ?? null;
  const c = emptyContact('text');
  const extra: string[] = [];

  c.emails = findEmails(valuesOf('email').join('\n'));
  // An address in an email column that the reader does not take (an internationalised one, a
  // typo) is kept as written, never dropped without a trace.
  for (const col of filled.filter((f) => f.role === 'email')) {
    if (cell(col).includes('@') && !findEmails(cell(col)).length) extra.push(`${col.header}: ${cell(col)}`);
  }

  const websites: string[] = [];
  const socials: string[] = [];
  for (const col of filled.filter((f) => f.role === 'website' || f.role === 'social')) {
    for (const value of cell(col).split(SEVERAL).filter(Boolean)) {
      const url = /\s/.test(value) ? null : normalizeUrl(value);
      const network = NETWORK.exec(col.header.toLowerCase())?.[1];
      const profile = url ? null : socialProfileUrl(value, network === 'twitter' ? 'x' : network);
      if (url) (isSocialUrl(url) ? socials : websites).push(url);
      else if (profile) socials.push(profile);
      else extra.push(`${col.header}: ${value}`);
    }
  }

  const rowText = filled.map(cell).join('\n');
  const region = guessRegion(rowText, [...c.emails.map((e) => e.slice(e.indexOf('@') + 1)), ...websites]);
  const phoneList = (role: ColumnRole) => {
    const out: Phone[] = [];
    for (const value of valuesOf(role)) addPhones(out, value.split(SEVERAL).map((v) => (/\d/.test(v) ? normalizePhone(v, region) : null)));
    return out;
  };
  c.phones = phoneList('phone').map((p) => p.display);
  const faxes = phoneList('fax');

  // A name column filed "Doe, Jane" reads "Jane Doe", as a vCard's FN does.
  const whole = first('name');
  c.name = tidy((whole && invertedName(whole)) ?? whole ?? [first('first'), first('middle'), first('last'), first('suffix')].filter(Boolean).join(' '));
  c.name ??= c.emails.length ? nameFromEmail(c.emails[0]) : null;
  c.company = tidy(first('company'));
  c.position = tidy(first('position'));
  c.address = tidy(addressOf(filled, cell));

  const { website, others } = pickWebsite(websites);
  c.website = website;
  c.socialUrl = socials[0] ?? null;

  // In the order a vCard's additional info has them: the notes first, then the other details.
  extra.unshift(...valuesOf('notes'));
  if (first('department')) extra.push(`Department: ${first('department')}`);
  if (faxes.length) extra.push(`Fax: ${faxes.map((f) => f.display).join(', ')}`);
  if (first('nickname')) extra.push(`Nickname: ${first('nickname')}`);
  if (first('birthday')) extra.push(`Birthday: ${first('birthday')}`);
  // A flag left unset ("Replied: false", "Do Not Call: false") says nothing about the person.
  for (const col of filled.filter((f) => f.role === 'other' && !/^false$/i.test(cell(f)))) extra.push(`${labelOf(col).replace(/^\*\s*/, '') || col.header}: ${cell(col)}`);
  const links = [...others, ...socials.slice(1)];
  if (links.length) extra.push(`Links: ${links.join(', ')}`);
  c.additionalInfo = tidyMultiline(extra.join('\n'));
  const met = tidyMultiline(valuesOf('meetingContext').join('\n'));
  if (met) c.meetingContext = met;
  // A spreadsheet's totals row ("Total,,30") is nobody.
  if (!c.emails.length && !c.phones.length && c.name && TOTALS.test(c.name)) return null;
  return hasContent(c) ? c : null;
}

/** The street with its house number after it, as Dutch and German addresses write it, and the
 * number's addition ("toevoeging", "Zusatz") after that: a letter or two glued to the number
 * ("12A"), anything longer after a space ("12 bis"). */
function withHouseNumber(street: string, numbers: string[]): string {
  const [number = '', ...additions] = numbers.filter(Boolean);
  const whole = additions.reduce((n, a) => (/^\p{L}{1,2}$/u.test(a) && /\d$/.test(n) ? n + a : `${n} ${a}`), number);
  return [street, whole].filter(Boolean).join(' ');
}

/** One address on one line: the work address when the export has several, else the first one
 * filled in; a formatted address as written, otherwise assembled from its parts. */
function addressOf(filled: Column[], cell: (c: Column) => string): string | null {
  const parts = filled.filter((c) => ['address', 'street', 'houseNumber', 'city', 'region', 'postal', 'country'].includes(c.role));
  const groups = [...new Set(parts.map((c) => c.group))].sort((a, b) => Number(WORK_GROUP.test(b)) - Number(WORK_GROUP.test(a)));
  const group = groups[0];
  if (group === undefined) return null;
  const inGroup = parts.filter((c) => c.group === group);
  const part = (role: ColumnRole) => inGroup.filter((c) => c.role === role).map(cell).join(', ');
  const formatted = part('address').replace(/\s*\n\s*/g, ', ');
  const street = withHouseNumber(part('street'), inGroup.filter((c) => c.role === 'houseNumber').map(cell));
  // Apollo's "Company Address" beside its "Company City": the formatted one holds the city already.
  if (formatted && !street && (!part('city') || formatted.toLowerCase().includes(part('city').toLowerCase()))) return formatted;
  return formatAddress(['', '', street || formatted, part('city'), part('region'), part('postal'), part('country')]);
}
