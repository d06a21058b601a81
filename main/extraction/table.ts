// Rows copied from a spreadsheet (tab-separated, as Google Sheets, Excel and Numbers copy them)
// or a CSV export of contacts (comma- or semicolon-separated: LinkedIn, Outlook, Google, HubSpot)
// → one ExtractedContact per row. With a header row the columns say what each cell is
// (table-columns, table-row); without one, each row is read as a short signature, its cells as
// lines. Quoting (fields holding the delimiter, quotes or line breaks) is left to csv-parse.
//
// Text is only taken for a table when it clearly is one, so that a signature with a comma or a
// tab in it is still read as a signature: a header row naming contact fields with at least one
// row below it, or, without a header, at least two rows of the same number of cells, each with
// a name and an email address or phone number in cells of their own.
import { parse } from 'csv-parse/sync';
import { WIZARD_ROWS_MAX } from '../../preload/contract/wizard';
import { findEmails } from './emails';
import { contactFromRow } from './table-row';
import { readHeader, type Column } from './table-columns';
import { extractPerson } from './text';
import { asName } from './text-name';
import type { ExtractedContact } from './types';

/** Rows beyond this count are ignored, as cards beyond MAX_CARDS of a vCard file are: the
 * wizard sends a longer table a batch of rows at a time (renderer/src/lib/csvBatches.ts). */
export const MAX_ROWS = WIZARD_ROWS_MAX;

/** Tab first: a spreadsheet's copied cells hold commas, never tabs. */
const DELIMITERS = ['\t', ';', ','] as const;
type Delimiter = (typeof DELIMITERS)[number];

/** An export may open with a few lines of its own before the header (LinkedIn's "Notes:"). */
const HEADER_SEARCH_LINES = 12;
/** Rows looked at to tell a table without a header from text. */
const SAMPLE_LINES = 20;
/** No header cell is longer: a longer one is a sentence, not a column name. */
const MAX_HEADER_CELL = 60;
/** No header or sample of rows is longer (an Outlook header is some 1,500 characters): a longer
 * line is prose, and is not worth parsing three times over. */
const MAX_HEADER_CHARS = 8_000;
const MAX_SAMPLE_CHARS = 64_000;

const PHONE_CELL = /^[+(\d][\d\s().\/-]{5,}\d$/;

/** The contacts in the rows, or null when the text is no table of contacts. */
export function extractFromTable(text: string): ExtractedContact[] | null {
  const withHeader = headedTable(text);
  if (withHeader) {
    const found = withHeader.rows.map((row) => contactFromRow(withHeader.columns, row)).filter((c): c is ExtractedContact => c !== null);
    return found.length ? found : null;
  }
  const rows = headerlessTable(text);
  if (!rows) return null;
  const found = rows.map((row) => extractPerson(cellsAsLines(row))).filter((c): c is ExtractedContact => c !== null);
  return found.length >= 2 ? found : null;
}

/** The records of the text; a field opened by a quote that is never closed makes the quotes
 * plain characters rather than the rest of the paste one field. */
function records(text: string, delimiter: Delimiter): string[][] {
  const options = { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true };
  try {
    return parse(text, options) as string[][];
  } catch {
    try {
      return parse(text, { ...options, quote: false }) as string[][];
    } catch {
      return [];
    }
  }
}

/** The first lines of the text, each with its line break and where it starts. */
function firstLines(text: string, count: number): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  const line = /[^\r\n]*(?:\r\n?|\n)?/y;
  while (out.length < count && line.lastIndex < text.length) {
    const at = line.lastIndex;
    out.push({ text: line.exec(text)![0], at });
  }
  return out;
}

const filled = (row: string[]) => row.some((cell) => cell.trim() !== '');

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

function headerlessTable(text: string): string[][] | null {
  const head = firstLines(text, SAMPLE_LINES).map((l) => l.text).join('');
  if (head.length > MAX_SAMPLE_CHARS) return null;
  for (const delimiter of DELIMITERS) {
    if (!head.includes(delimiter)) continue;
    const sample = records(head, delimiter).filter(filled);
    if (!looksLikeRows(sample, delimiter === '\t' ? 2 : 3)) continue;
    const rows = records(text, delimiter).filter(filled).slice(0, MAX_ROWS);
    if (looksLikeRows(rows.slice(0, SAMPLE_LINES), delimiter === '\t' ? 2 : 3)) return rows;
  }
  return null;
}

/** Two or more rows of one width, each with a name and an email or phone number of its own. */
function looksLikeRows(rows: string[][], minCells: number): boolean {
  if (rows.length < 2) return false;
  const width = rows[0].length;
  return width >= minCells && rows.every((row) => row.length === width && hasContactCell(row) && nameCells(row) !== null);
}

function hasContactCell(row: string[]): boolean {
  return row.some((cell) => {
    const c = cell.trim();
    return PHONE_CELL.test(c) || (findEmails(c).length === 1 && !/\s/.test(c.replace(/^mailto:/i, '')));
  });
}

/** Where the row's name is: one cell ("Jane Doe"), or two next to each other ("Jane", "Doe"). */
function nameCells(row: string[]): { at: number; span: 1 | 2 } | null {
  const cells = row.map((c) => c.trim());
  const one = cells.findIndex((c) => asName(c) !== null);
  if (one >= 0) return { at: one, span: 1 };
  const single = (c: string) => /^\p{Lu}[\p{L}'’-]+$/u.test(c);
  for (let i = 0; i + 1 < cells.length; i++) {
    if (single(cells[i]) && single(cells[i + 1]) && asName(`${cells[i]} ${cells[i + 1]}`)) return { at: i, span: 2 };
  }
  return null;
}

/** A row's cells as the lines of a signature, a first and a last name in two cells as one. */
function cellsAsLines(row: string[]): string[] {
  const cells = row.map((c) => c.replace(/\s+/g, ' ').trim());
  const name = nameCells(row);
  if (name?.span === 2) cells.splice(name.at, 2, `${cells[name.at]} ${cells[name.at + 1]}`);
  return cells.filter(Boolean);
}
