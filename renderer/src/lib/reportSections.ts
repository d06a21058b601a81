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

/** The participants' section, or null when the text has none. */
export function participantsSection(text: string): Section | null {
  const lines = text.split(/\r\n?|\n/);
  const start = lines.findIndex((l) => PARTICIPANTS.test(l));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && SECTION.test(l));
  return { text: lines.slice(start, end < 0 ? undefined : end).join('\n'), line: start + 1 };
}
