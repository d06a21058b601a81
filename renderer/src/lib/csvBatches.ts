// A whole CSV export of contacts (LinkedIn's Connections.csv of 5,000 people is ~600 KB) or a
// large spreadsheet copied as tab-separated text is far more than one wizard request may carry.
// It goes a batch of rows at a time, each batch under the limit and repeating what comes before
// the first row (a "sep=;" line, LinkedIn's "Notes:", the header row), so each batch reads as
// the file does. Records are found by csv-parse (its browser build), so a quoted field holding
// line breaks is never cut apart; each record's own text (`raw`) is what is sent, as written.
// Which column is what stays the reader's business (main/extraction/table*.ts): here the text
// is only cut between rows.
import { parse } from 'csv-parse/browser/esm/sync';
import type { WizardRowsMax } from '../../../preload/contract';

/** The most rows the reader takes from one request (main/extraction/table.ts): a batch holds no more. */
export const WIZARD_ROWS_MAX: WizardRowsMax = 5000;

const DELIMITERS = ['\t', ';', ','] as const;
/** Excel's first line naming the delimiter ("sep=;"). */
const SEP_LINE = /^sep=(.)[ \t]*(?:\r\n|\r|\n|$)/i;
/** Records looked at to tell the delimiter and the header. */
const SAMPLE_RECORDS = 200;
/** The reader looks for the header among the first lines only (table.ts). */
const HEADER_SEARCH_RECORDS = 12;
/** The same test for a phone number cell as the reader's table.ts: no header cell is one. */
const PHONE_CELL = /^[+(\d][\d\s().\/-]{5,}\d$/;

interface RawRecord {
  cells: string[];
  raw: string;
}

/** A table of rows: the text before the first row (preamble and header; '' for none), and the rows. */
export interface Table {
  head: string;
  rows: { raw: string; line: number }[];
  /** Whether the head ends with a header row (else the rows are a table without one). */
  headed: boolean;
}

function records(text: string, delimiter: string, toLine?: number): RawRecord[] {
  const options = { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, raw: true, ...(toLine ? { to_line: toLine } : {}) };
  type Out = { record: string[]; raw: string }[];
  try {
    return (parse(text, options) as unknown as Out).map((r) => ({ cells: r.record, raw: r.raw }));
  } catch {
    // A field opened by a quote that is never closed: the reader takes quotes as plain
    // characters then (table.ts), and so are the rows cut here.
    try {
      return (parse(text, { ...options, quote: false }) as unknown as Out).map((r) => ({ cells: r.record, raw: r.raw }));
    } catch {
      return [];
    }
  }
}

/** The width most records have (2 cells or more) and how many have it. */
function commonWidth(sample: RawRecord[]): { width: number; count: number } {
  const counts = new Map<number, number>();
  for (const r of sample) if (r.cells.length >= 2) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1);
  let best = { width: 0, count: 0 };
  for (const [width, count] of counts) if (count > best.count) best = { width, count };
  return best;
}

/** An email address or a phone number: a row of contacts has one, a header row never. */
function isContactCell(cell: string): boolean {
  const c = cell.trim();
  return (c.includes('@') && !/\s/.test(c)) || PHONE_CELL.test(c);
}

/**
 * The text as a table of rows, or null when it is none: most of its records (after the
 * header) have the same number of cells, two or more. A byte-order mark is left out.
 */
export function readTable(input: string): Table | null {
  // csv-parse's `raw` keeps only the first character of a two-character record delimiter
  // ("\r" of "\r\n"): with one kind of line break, the records put together are the text again.
  // The reader takes "\r\n", "\r" and "\n" alike, in cells too.
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const sep = SEP_LINE.exec(text);
  const candidates = sep ? [sep[1]!] : DELIMITERS.filter((d) => text.slice(0, 64_000).includes(d));
  let best: { delimiter: string; width: number; count: number } | null = null;
  for (const delimiter of candidates) {
    const found = commonWidth(records(text, delimiter, SAMPLE_RECORDS));
    if (found.count >= 2 && found.count > (best?.count ?? 0)) best = { delimiter, ...found };
  }
  if (!best) return null;
  const all = records(text, best.delimiter);
  // Excel's "sep=;" line is two cells when ";" is the delimiter: it is never the header row.
  const from = sep ? 1 : 0;
  const found = all.slice(from, HEADER_SEARCH_RECORDS).findIndex((r) => r.cells.length === best.width);
  if (found === -1) return null;
  const first = from + found;
  const headed = !all[first]!.cells.some(isContactCell);
  const headCount = headed ? first + 1 : 0;
  const rest = all.slice(headCount);
  if (rest.filter((r) => r.cells.length === best.width).length * 2 < rest.length) return null;
  const head = all.slice(0, headCount).map((r) => r.raw).join('');
  // Never send a text other than the user's (a case of csv-parse's not foreseen here): no table.
  if (head + rest.map((r) => r.raw).join('') !== text) return null;
  // The line each row starts on, as a text editor or spreadsheet numbers them (for messages).
  let line = 1 + lineBreaks(head);
  const rows = rest.map((r) => {
    const row = { raw: r.raw, line: line + /^\n*/.exec(r.raw)![0].length };
    line += lineBreaks(r.raw);
    return row;
  });
  return { head, rows, headed };
}

function lineBreaks(text: string): number {
  return text.match(/\n/g)?.length ?? 0;
}

/** Rows as requests, each with how many rows it holds; or the line of a row too long alone; or null for no table. */
export type RowBatches = { batches: { text: string; count: number }[] } | { tooLong: 'row'; line: number } | null;

/**
 * The table's rows as requests of at most `max` characters and `maxRows` rows (what the reader
 * takes of one), each the table's head followed by whole rows. A row that does not fit with the
 * head alone is named by its line.
 */
export function rowBatches(text: string, max: number, maxRows = WIZARD_ROWS_MAX): RowBatches {
  const table = readTable(text);
  if (!table || !table.rows.length) return null;
  const { head } = table;
  const batches: { text: string; count: number }[] = [];
  let current: string[] = [];
  let size = head.length;
  for (const row of table.rows) {
    if (head.length + row.raw.length > max) return { tooLong: 'row', line: row.line };
    if (current.length && (size + row.raw.length > max || current.length >= maxRows)) {
      batches.push({ text: head + current.join(''), count: current.length });
      current = [];
      size = head.length;
    }
    current.push(row.raw);
    size += row.raw.length;
  }
  if (current.length) batches.push({ text: head + current.join(''), count: current.length });
  return { batches };
}
