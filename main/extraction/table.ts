// Rows copied from a spreadsheet (tab-separated, as Google Sheets, Excel and Numbers copy them)
// or a CSV export of contacts (comma- or semicolon-separated: LinkedIn, Outlook, Google, HubSpot)
// → one ExtractedContact per row. With a header row the columns say what each cell is
// (table-columns, table-row); without one, each row is read as a short signature, its cells as
// lines. Quoting (fields holding the delimiter, quotes or line breaks) is left to csv-parse.
//
// Text is only taken for a table when it clearly is one, so that a signature with a comma or a
// tab in it is still read as a signature: a header row naming contact fields with at least one
// row below it, or rows without a header (table-headerless), or one row copied on its own.
import { WIZARD_ROWS_MAX } from '../../preload/contract/wizard';
import { notReport, readAttendance } from './table-attendance';
import { contactFromRow } from './table-row';
import { readHeader, type Column } from './table-columns';
import { contactsFromRows, headerlessRows, singleRow } from './table-headerless';
import { DELIMITERS, filled, firstLines, records, type Delimiter } from './table-records';
import { participantsSection } from './table-report-sections';
import type { ExtractedContact } from './types';

/** Rows beyond this count are ignored, as cards beyond MAX_CARDS of a vCard file are: the
 * wizard sends a longer table a batch of rows at a time (renderer/src/lib/csvBatches.ts). */
export const MAX_ROWS = WIZARD_ROWS_MAX;

/** An export may open with a few lines of its own before the header (LinkedIn's "Notes:"). */
const HEADER_SEARCH_LINES = 12;
/** No header cell is longer: a longer one is a sentence, not a column name. */
const MAX_HEADER_CELL = 60;
/** No header is longer (an Outlook header is some 1,500 characters): a longer line is prose,
 * and is not worth parsing three times over. */
const MAX_HEADER_CHARS = 8_000;

/** The contacts in the rows, or null when the text is no table of contacts. */
export function extractFromTable(text: string): ExtractedContact[] | null {
  // A report in sections (Teams' attendance report): its participants are the table.
  const section = participantsSection(text);
  const withHeader = (section !== null ? headedTable(section) : null) ?? headedTable(text);
  if (withHeader) {
    const columns = notReport(withHeader.columns);
    const found = readAttendance(withHeader.columns, withHeader.rows) ?? withHeader.rows.map((row) => contactFromRow(columns, row)).filter((c): c is ExtractedContact => c !== null);
    return found.length ? found : null;
  }
  const rows = headerlessRows(text);
  if (!rows) {
    const row = singleRow(text);
    const found = row ? contactsFromRows([row]) : [];
    return found.length ? found : null;
  }
  const found = contactsFromRows(rows);
  return found.length >= 2 ? found : null;
}

function headedTable(text: string): { columns: Column[]; rows: string[][] } | null {
  for (const line of firstLines(text, HEADER_SEARCH_LINES)) {
    if (!line.text.trim() || line.text.length > MAX_HEADER_CHARS) continue;
    let best: { columns: Column[]; delimiter: Delimiter; known: number } | null = null;
    for (const delimiter of DELIMITERS) {
      if (!line.text.includes(delimiter)) continue;
      const cells = records(line.text, delimiter)[0] ?? [];
      if (cells.some((c) => c.length > MAX_HEADER_CELL)) continue;
      const columns = readHeader(cells);
      const known = columns?.filter((c) => c.role !== 'other').length ?? 0;
      if (columns && known > (best?.known ?? 0)) best = { columns, delimiter, known };
    }
    if (!best) continue;
    const rows = records(text.slice(line.at), best.delimiter).slice(1, MAX_ROWS + 1).filter(filled);
    return rows.length ? { columns: best.columns, rows } : null;
  }
  return null;
}
