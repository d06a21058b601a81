// A meeting's attendance report: Zoom's participants export, Teams' attendance report, Google
// Meet's attendance sheet. Its columns say when each participant joined and left (table-columns
// gives them the role "attendance"); the people in it are contacts, the rest is the meeting's:
// times, durations, the guest flag, the meeting role (Organizer, Presenter, Attendee — in a
// column called "Role", which in a contacts export is the job title) are none of the card's. A
// participant who left and joined again has a row per visit and is one card: rows with the same
// email, or the same name where one of them has no email, are one person.
import { contactFromRow } from './table-row';
import { attendeeName } from './table-attendee-name';
import { fillIn } from './text-same-person';
import type { Column } from './table-columns';
import type { ExtractedContact } from './types';

/**
 * Every report has at least two of its columns (join and leave times, or a duration beside the
 * guest flag or the Teams "(UPN)"), and Zoom's also its "Name (Original Name)". One alone is no
 * report: a call log's "Duration", an RSVP list's "Guest".
 */
function isReport(columns: Column[]): boolean {
  const meeting = columns.filter((c) => c.role === 'attendance').length;
  return meeting >= 2 || (meeting === 1 && columns.some((c) => /\(original name\)\s*$/i.test(c.header)));
}

/**
 * A table with columns that would be a meeting's in a report, but is none: they are its own
 * columns like any other the reader does not know, kept in additional info.
 */
export function notReport(columns: Column[]): Column[] {
  return columns.map((c): Column => (c.role === 'attendance' ? { ...c, role: 'other' } : c));
}

/** The participants of the report, or null when the table is no attendance report. */
export function readAttendance(columns: Column[], rows: string[][]): ExtractedContact[] | null {
  if (!isReport(columns)) return null;
  const kept = columns.map((c): Column => (isMeetingData(c) ? { ...c, role: 'ignore' } : c));
  const names = kept.filter((c) => c.role === 'name').map((c) => c.index);
  const byEmail = new Map<string, ExtractedContact>();
  const byName = new Map<string, ExtractedContact>();
  const out: ExtractedContact[] = [];
  for (const row of rows) {
    const person = contactFromRow(kept, row.map((cell, i) => (names.includes(i) ? attendeeName(cell) : cell)));
    if (!person) continue;
    const name = person.name?.toLowerCase();
    const sameName = name ? byName.get(name) : undefined;
    // The same name with two different addresses is two people.
    const earlier =
      person.emails.map((e) => byEmail.get(e)).find(Boolean) ??
      (sameName && !(sameName.emails.length && person.emails.length) ? sameName : undefined);
    if (earlier) fillIn(earlier, person);
    else out.push(person);
    const card = earlier ?? person;
    for (const e of card.emails) byEmail.set(e, card);
    if (card.name) byName.set(card.name.toLowerCase(), card);
  }
  return out;
}

/** A column that is the meeting's, not the participant's. */
function isMeetingData(c: Column): boolean {
  return c.role === 'attendance' || c.role === 'other' || (c.role === 'position' && /^role$/i.test(c.header));
}
