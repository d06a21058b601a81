// Recipient lists pasted from a To/Cc field or an address book: "Jane Doe <jane@acme.com>; Bob
// Smith <bob@initech.com>" names several people on one line. Read as one line, the names would
// run together ("Jane Doe Bob Smith") and both addresses would land on one contact, so each
// mailbox is given a paragraph of its own and text-people then reads one contact per person. So
// is a list one mailbox a line ("Attendees:" and a line per guest). A list is written in many
// ways: "Jane Doe <jane@acme.com>", Outlook's "Doe, Jane <…>; Smith, Bob <…>" and "'Jane Doe'
// <…>", "Jane Doe (jane@acme.com)", "Jane Doe - jane@acme.com", or addresses alone.
import { isFieldName } from './text-labels';

/** A display name: quoted (with anything but its quote), or plain (Outlook's "Doe, Jane" has a
 * comma; never an "@", so that a name cannot run into the next address). */
const NAME = String.raw`(?:"([^"
]{0,100})"|'([^'
]{0,100})'|([^"'<>()
@;]{0,100}?))`;
const ADDRESS = String.raw`([^<>()\s@,;"']{1,64}@[^<>()\s@,;"']{1,255})`;
// One mailbox in any of those forms. Bounded repetitions and a sticky match keep the scan linear.
const MAILBOX = new RegExp(
  String.raw`\s*(?:${NAME}\s*<${ADDRESS}>|${NAME}\s*\(${ADDRESS}\)|${NAME}\s+[-–—]\s+${ADDRESS}|${ADDRESS}(?![^\s,;]))\s*`,
  'y',
);
const SEPARATOR = /[,;]/y;

/** The mailbox as "Name <address>" (the name in double quotes when it has a comma, as the
 * readers expect), or the address alone. */
function canonical(m: RegExpExecArray): string {
  // MAILBOX's four forms, in order, each a NAME (three groups: double-quoted, single-quoted,
  // plain) and an ADDRESS (one group); the last form is an ADDRESS alone: groups 1–4, 5–8, 9–12, 13.
  const groups = m.slice(1);
  const address = [groups[3], groups[7], groups[11], groups[12]].find(Boolean)!;
  const name = (groups.slice(0, 12).find((g, i) => g !== undefined && i % 4 !== 3) ?? '').trim();
  if (!name) return address;
  return name.includes(',') ? `"${name}" <${address}>` : `${name} <${address}>`;
}

/** The line's mailboxes when the whole line is a list of `least` or more, else null. */
function mailboxes(line: string, least = 2): string[] | null {
  if (!line.includes('@')) return null;
  const found: string[] = [];
  let at = 0;
  for (;;) {
    MAILBOX.lastIndex = at;
    const m = MAILBOX.exec(line);
    if (!m) return null;
    found.push(canonical(m));
    at = MAILBOX.lastIndex;
    if (at >= line.length) break;
    SEPARATOR.lastIndex = at;
    if (!SEPARATOR.test(line)) return null;
    at = SEPARATOR.lastIndex;
    if (at >= line.length) break; // a trailing "," or ";"
  }
  return found.length >= least ? found : null;
}

/** Paragraphs that are one mailbox of a list, each someone of their own even with an address
 * alone (its name is then read from the address). */
const people = new WeakSet<string[]>();

/** Makes the paragraph a person of a list (a guest of text-guest-list), named or not. */
export function listedPerson(paragraph: string[]): string[] {
  people.add(paragraph);
  return paragraph;
}

/** Whether the paragraph is a mailbox of a list: a person, named or not (text-people). */
export function isListedPerson(paragraph: string[]): boolean {
  return people.has(paragraph);
}

/** A heading above a list ("Attendees:"), or a lone column name ("Email", a one-column export). */
const isHeading = (line: string) => /:\s*$/.test(line) || isFieldName(line);

/** Splits every paragraph at recipient-list lines: lines before the list stay, each mailbox
 * becomes a paragraph, and the lines after it start a new one. */
export function splitMailboxLists(paragraphs: string[][]): string[][] {
  const out: string[][] = [];
  for (const paragraph of paragraphs) {
    let current: string[] = [];
    // A line that is one mailbox alone is a list's line too when the line before or after it is
    // one: a guest list or a To field pasted one recipient a line. A single one is a signature's.
    const single = paragraph.map((line) => mailboxes(line, 1)?.length === 1);
    const listed = (i: number) => Boolean(single[i] && (single[i - 1] || single[i + 1]));
    // Addresses alone, one a line, are people of their own when nothing else in the paragraph
    // could be whose they are ("Attendees:" above them), not below a signature's name ("Jane
    // Doe\njane@acme.com\nsales@acme.com").
    const ownerless = paragraph.every((line, i) => listed(i) || isHeading(line));
    // A paragraph with no list in it is kept as it is: it may be a listed person already.
    if (!paragraph.some((line, i) => listed(i) || mailboxes(line))) {
      out.push(paragraph);
      continue;
    }
    for (const [i, line] of paragraph.entries()) {
      const several = mailboxes(line);
      const list = several ?? (listed(i) ? mailboxes(line, 1) : null);
      if (!list) {
        current.push(line);
        continue;
      }
      if (current.length) out.push(current);
      for (const mailbox of list) {
        const own = [mailbox];
        if (several || ownerless) people.add(own);
        out.push(own);
      }
      current = [];
    }
    if (current.length) out.push(current);
  }
  return out;
}
