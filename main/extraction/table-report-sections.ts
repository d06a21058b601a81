// A report in numbered sections, as Teams writes its attendance report: "1. Summary" (the
// meeting's title, start and end, a count of participants), "2. Participants" (the table of
// people), "3. In-Meeting Activities" (a row per visit, with a header of its own). Only the
// participants' section is a table of contacts: the summary is no person, and the activities
// would name everyone again, their header row and their heading as people too.

/** The participants' heading, as Teams writes it in English, French, German, Spanish,
 * Portuguese, Italian and Dutch. */
const PARTICIPANTS = /^\s*\d{1,2}\.\s*(?:participants|teilnehmer(?:innen)?|participantes|partecipanti|deelnemers)\s*$/iu;
/** Any numbered section's heading: a short line with no delimiter in it ("3. In-Meeting
 * Activities"). */
const SECTION = /^\s*\d{1,2}\.\s*\p{L}[^\t,;]{0,60}$/u;

/** The first section's heading ("1. Summary"), among the report's first lines (a title or the
 * line of an email it was pasted from may come before it). */
const FIRST_SECTION = /^\s*1\.\s*\p{L}[^\t,;]{0,60}$/u;
const OPENING_LINES = 4;

/** Whether one of the first OPENING_LINES lines with text is the first section's heading. */
function opensWithFirstSection(lines: string[]): boolean {
  let seen = 0;
  for (const line of lines) {
    if (!line.trim()) continue;
    if (FIRST_SECTION.test(heading(line))) return true;
    if (++seen === OPENING_LINES) return false;
  }
  return false;
}

/** A line as its heading reads: a spreadsheet copied or saved again pads every line to the
 * table's width ("2. Participants\t\t\t", "3. In-Meeting Activities,,,,"). */
const heading = (line: string) => line.replace(/[\t,;\s]+$/, '');

/**
 * The lines between the participants' heading and the next section, or null when the text is no
 * report in sections: its first lines hold the first heading ("1. Summary"). A CSV export whose
 * notes hold a line "2. Participants" is not one.
 */
export function participantsSection(text: string): string | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  if (!opensWithFirstSection(lines)) return null;
  const start = lines.findIndex((l) => PARTICIPANTS.test(heading(l)));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && SECTION.test(heading(l)));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}
