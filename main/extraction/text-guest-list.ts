// A calendar event's guest list copied as text. Google Calendar writes it as "Guests" (or "3
// guests" and a count of answers, "2 yes, 1 awaiting"), then each guest's name, a mark below it
// ("Organizer", "Optional") and the address; Outlook and Teams as "Required"/"Optional" or
// "Attendees" and a name with its answer ("Accepted", "Tentative"); Teams' and Zoom's panes as "In
// this meeting (3)" or "Participants (3)" and names with their part ("(Guest)", "(Host, me)"); an
// older invitation as "Who" and a bullet per guest. Read as one block, every address landed on
// the first guest's card and "Organizer" became its company. Below such a heading, each guest —
// a name, an address or both — is a paragraph and a person of their own (text-mailboxes,
// text-people); headings, counts and marks are no part of anyone.
import { findEmails } from './emails';
import { listedPerson } from './text-mailboxes';
import { asName } from './text-name';
import { invertedName } from './text-name-inverted';
import { residual } from './text-residual';

/** A heading that opens the list: "Guests", "3 guests", "Attendees", "Required attendees". */
const HEADING =
  /^(?:\d+\s+)?(?:guests?|guest list|attendees|participants|invitees|who|(?:required|optional)\s+attendees|in this meeting|invited)(?:\s*\(\d+\))?\s*:?$/i;

/** An answer, as counted or shown beside a guest. */
const ANSWER = String.raw`(?:yes|no|maybe|awaiting(?:\s+response)?|accepted|declined|tentative|no\s+response|not\s+responded|going|not\s+going|invited)`;
/** The count of answers: "2 yes, 1 awaiting", "Yes: 2, awaiting: 1", "3 accepted · 1 declined". */
const COUNTS = new RegExp(String.raw`^(?:(?:\d+\s+${ANSWER}|${ANSWER}\s*[:：]?\s*\d+)\s*(?:[,;·•|]\s*|$))+$`, 'i');

/** A guest's mark on a line of its own: their part in the meeting or their answer. */
const MARK = new RegExp(
  String.raw`^(?:(?:meeting\s+)?organi[sz]er|optional|required|(?:required|optional)\s+attendee|guest|external|${ANSWER}|view all guest info|see all guests)$`,
  'i',
);
/** The same mark written after the name: "Jane Doe - organizer", "Bob Smith (Optional)", Zoom's
 * and Teams' "(Host, me)", "(Guest)". */
const MARK_AFTER_NAME = /\s*(?:[-–—·]\s*(?:organi[sz]er|optional)|\((?:organi[sz]er|optional|guest|external|unverified|(?:co-)?host|me|host,\s*me)\))\s*$/i;

type GuestLine = { name: string | null; email: string | null; bulleted?: boolean };

const BULLET = /^\s*[•·*–-]\s+/;

/** A line of the list naming a guest: a name, an address, or a mailbox "Jane Doe <jane@…>". */
function guestLine(line: string): GuestLine | null {
  const emails = findEmails(line);
  if (emails.length > 1) return null;
  const unmarked = line.replace(MARK_AFTER_NAME, '');
  const rest = residual(unmarked);
  if (rest && !asName(rest) && !invertedName(rest)) return null;
  if (!rest && !emails.length) return null;
  // The name as written ("Doe, Jane" is read as such by text-name-inverted), without the address.
  const name = rest ? unmarked.replace(/<[^<>]*>|\S+@\S+/g, '').trim() : null;
  return { name, email: emails[0] ?? null };
}

const chrome = (line: string) => HEADING.test(line.trim()) || COUNTS.test(line.trim()) || MARK.test(line.trim());

/** Splits the paragraphs below a guest list's heading into one per guest. The text is left as it
 * was unless it has such a heading and two guests at least. */
export function splitGuestLists(paragraphs: string[][]): string[][] {
  const opens = (line: string) => HEADING.test(line.trim()) || COUNTS.test(line.trim());
  if (!paragraphs.some((p) => p.some(opens))) return paragraphs;
  const out: string[][] = [];
  let guests = 0;
  let inList = false; // the lines read are the list's, below its heading
  for (const paragraph of paragraphs) {
    let other: string[] = []; // lines that are no part of the list, kept as they were
    let guest = null as GuestLine | null; // the guest being read, until the next one begins
    const keepOther = () => {
      if (other.length) out.push(other);
      other = [];
    };
    const addGuest = (g: GuestLine | null) => {
      if (!g) return;
      out.push(listedPerson([g.name, g.email].filter((l): l is string => Boolean(l))));
      guests++;
    };
    for (const line of paragraph) {
      if (opens(line) || (inList && chrome(line))) {
        keepOther();
        inList = true;
        continue;
      }
      const read = inList ? guestLine(line) : null;
      if (!read) {
        addGuest(guest);
        guest = null;
        inList = false;
        other.push(line);
        continue;
      }
      keepOther();
      // A name begins another guest; so does an address when this one has one, and a bullet
      // ("• bob@widget.io" below "• Jane Doe - organizer": each bullet is a guest).
      const bulleted = BULLET.test(line);
      if (guest && (bulleted || guest.bulleted || (read.name && (guest.name || guest.email)) || (read.email && guest.email))) {
        addGuest(guest);
        guest = read;
      } else guest = { name: guest?.name ?? read.name, email: guest?.email ?? read.email };
      guest.bulleted = bulleted;
    }
    addGuest(guest);
    keepOther();
  }
  return guests >= 2 ? out : paragraphs;
}
