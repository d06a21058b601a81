// A report in numbered sections, as Teams writes its attendance report: "1. Summary", "2.
// Participants" (the table of people), "3. In-Meeting Activities" (a row per visit, under a header
// of its own). Its tables have different widths, so the whole text is no table that can be cut
// between rows; and only the participants are people (the reader, main/extraction/
// table-report-sections.ts, reads that section alone). A report too long for one request is sent
// as that section, a batch of its rows at a time, each batch under its heading and header row.
// The headings here are the reader's: tests read every batch with the reader.

/** The participants' heading, in the languages the reader knows it in. */
const PARTICIPANTS = /^\s*\d{1,2}\.\s*(?:participants|teilnehmer(?:innen)?|participantes|partecipanti|deelnemers)\s*$/iu;
/** Any numbered section's heading: a short line with no delimiter in it. */
const SECTION = /^\s*\d{1,2}\.\s*\p{L}[^\t,;]{0,60}$/u;

export interface Section {
  /** Its heading, header row and rows. */
  text: string;
  /** The line of the whole text its heading is on (1 for the first), for messages naming a line. */
  line: number;
}

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
 * The participants' section, or null when the text is no report in sections: its first lines
 * hold the first heading ("1. Summary"). A CSV export whose notes hold a line "2. Participants"
 * is not one.
 */
export function participantsSection(text: string): Section | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  if (!opensWithFirstSection(lines)) return null;
  const start = lines.findIndex((l) => PARTICIPANTS.test(heading(l)));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && SECTION.test(heading(l)));
  const rows = lines.slice(start + 1, end < 0 ? undefined : end);
  // Padded, the heading is as wide as the header below it and would be taken for it; the blank
  // lines before the next section are no rows to count.
  while (rows.length && !heading(rows[rows.length - 1]!)) rows.pop();
  return { text: [heading(lines[start]!), ...rows].join('\n'), line: start + 1 };
}
