// The address book as a file: vCard 3.0 (written by ical.js) or CSV (written by csv-stringify),
// each of which the new-contact wizard reads back to the same fields (main/extraction).
//
// vCard 3.0 rather than 4.0: it is what Apple Contacts and Google Contacts write themselves and
// what every address book reads, Outlook included (Outlook and Google read 4.0 partly or not at
// all). The file is UTF-8, lines end with CRLF and are folded at 75 octets, as RFC 2426 asks.
//
// CSV: a header row of plain English names, UTF-8 with a byte order mark (Excel then reads
// accents right), CRLF line ends, a column per email address and per phone number ("Email 1",
// "Email 2", … as many as the contact with the most has). A cell that a spreadsheet would run as
// a formula (starting with =, +, -, @) is written with an apostrophe before it (OWASP's advice:
// a contact's notes may come from anyone); the wizard reads that apostrophe back off.
import ICAL from 'ical.js';
import { stringify } from 'csv-stringify/sync';
import type { ExportedContact } from '../../db/queries/contact-export';

/** The vCard property Rolodeck writes a contact's meeting context under (main/extraction/vcard.ts reads it). */
export const MEETING_CONTEXT_PROPERTY = 'x-rolodeck-meeting-context';

type Property = [string, Record<string, string | string[]>, string, ...unknown[]];

/** N's family and given names from a name written as one: the last word is taken for the family name. */
function nameParts(name: string): [family: string, given: string] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return [words[0] ?? '', ''];
  return [words[words.length - 1]!, words.slice(0, -1).join(' ')];
}

/** A value written as is (a number, a web address): no line break may end its line early. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ');

/** One contact as a vCard 3.0, CRLF line ends, without the final line break. */
export function toVCard(c: ExportedContact): string {
  const [family, given] = nameParts(c.name);
  const props: Property[] = [
    ['version', {}, 'text', '3.0'],
    ['prodid', {}, 'text', '-//Rolodeck//Rolodeck//EN'],
    ['uid', {}, 'text', `urn:uuid:${c.id}`],
    ['fn', {}, 'text', c.name],
    ['n', {}, 'text', [family, given, '', '', '']],
  ];
  if (c.company) props.push(['org', {}, 'text', [c.company]]);
  if (c.position) props.push(['title', {}, 'text', c.position]);
  c.emails.forEach((email, i) => props.push(['email', { type: i === 0 ? ['internet', 'pref'] : ['internet'] }, 'text', email]));
  // A number is written as it is kept ("+1 415 555 0100"), one line.
  c.phones.forEach((phone, i) => props.push(['tel', { type: i === 0 ? ['voice', 'pref'] : ['voice'] }, 'phone-number', oneLine(phone)]));
  // Rolodeck keeps an address as one line: it is the street part, where every reader shows it.
  if (c.address) props.push(['adr', {}, 'text', ['', '', c.address.replace(/\s*\n\s*/g, ', '), '', '', '', '']]);
  if (c.website) props.push(['url', {}, 'uri', oneLine(c.website)]);
  // Apple's property for a profile on a social network; the wizard reads it as the social profile.
  if (c.socialUrl) props.push(['x-socialprofile', {}, 'unknown', oneLine(c.socialUrl)]);
  if (c.additionalInfo) props.push(['note', {}, 'text', c.additionalInfo]);
  if (c.meetingContext) props.push([MEETING_CONTEXT_PROPERTY, {}, 'text', c.meetingContext]);
  return ICAL.stringify(['vcard', props, []] as unknown as Parameters<typeof ICAL.stringify>[0]);
}

/** The CSV's header row: plain English, each one a column name the wizard's table reader knows. */
export function csvHeader(maxEmails: number, maxPhones: number): string[] {
  const numbered = (label: string, count: number) => (count <= 1 ? [label] : Array.from({ length: count }, (_, i) => `${label} ${i + 1}`));
  return ['Name', ...numbered('Email', maxEmails), ...numbered('Phone', maxPhones), 'Company', 'Job title', 'Address', 'Website', 'Social profile', 'Notes', 'Meeting context'];
}

function csvRecord(c: ExportedContact, maxEmails: number, maxPhones: number): string[] {
  const list = (values: string[], count: number) => Array.from({ length: Math.max(1, count) }, (_, i) => values[i] ?? '');
  return [
    c.name,
    ...list(c.emails, maxEmails),
    ...list(c.phones, maxPhones),
    c.company ?? '',
    c.position ?? '',
    c.address ?? '',
    c.website ?? '',
    c.socialUrl ?? '',
    c.additionalInfo ?? '',
    c.meetingContext ?? '',
  ];
}

const CSV_OPTIONS = { record_delimiter: 'windows', escape_formulas: true } as const;

/** The CSV's start: the byte order mark and the header row. */
export function csvStart(maxEmails: number, maxPhones: number): string {
  return stringify([csvHeader(maxEmails, maxPhones)], { ...CSV_OPTIONS, bom: true });
}

/** Rows of the CSV for some contacts, each ending with CRLF. */
export function csvRows(contacts: ExportedContact[], maxEmails: number, maxPhones: number): string {
  return contacts.length ? stringify(contacts.map((c) => csvRecord(c, maxEmails, maxPhones)), CSV_OPTIONS) : '';
}
