// The records of a pasted table, as csv-parse reads them, and the first lines of the text: what
// both kinds of table (with a header, table.ts; without one, table-headerless.ts) are read from.
import { parse } from 'csv-parse/sync';

/** Tab first: a spreadsheet's copied cells hold commas, never tabs. */
export const DELIMITERS = ['\t', ';', ','] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** The records of the text; a field opened by a quote that is never closed makes the quotes
 * plain characters rather than the rest of the paste one field. */
export function records(text: string, delimiter: Delimiter): string[][] {
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
export function firstLines(text: string, count: number): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  const line = /[^\r\n]*(?:\r\n?|\n)?/y;
  while (out.length < count && line.lastIndex < text.length) {
    const at = line.lastIndex;
    out.push({ text: line.exec(text)![0], at });
  }
  return out;
}

/** A record with something in it (a line of delimiters alone is none). */
export const filled = (row: string[]) => row.some((cell) => cell.trim() !== '');
