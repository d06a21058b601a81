// Rows without a header: cells copied from a spreadsheet, or a CSV list of names and addresses.
// Nothing says what a column holds, so each row is read as a short signature whose lines are its
// cells (text.ts's extractPerson).
//
// Text is only taken for such rows when it clearly is: a signature with commas or tabs in it
// must stay one person. Rows need not be alike — a row may lack its email, its phone or its
// trailing delimiters — but every row names someone (text whose lines do not each hold a name is
// a signature, not a list), and most of them, two at least, have an email address or a phone
// number in a cell of its own.
import { WIZARD_ROWS_MAX } from '../../preload/contract/wizard';
import { findEmails } from './emails';
import { companyColumns } from './table-company-column';
import { cellsOf, nameCellsOf, type NameCell } from './table-name-cell';
import { DELIMITERS, filled, firstLines, records } from './table-records';
import { extractPerson } from './text';
import type { ExtractedContact } from './types';

/** Rows looked at to tell a table without a header from text. */
const SAMPLE_LINES = 20;
/** No sample of rows is longer: a longer line is prose, and is not worth parsing three times over. */
const MAX_SAMPLE_CHARS = 64_000;

const PHONE_CELL = /^[+(\d][\d\s().\/-]{5,}\d$/;

/** The rows of the text (at most WIZARD_ROWS_MAX), or null when it is no list of people. */
export function headerlessRows(text: string): string[][] | null {
  const head = firstLines(text, SAMPLE_LINES).map((l) => l.text).join('');
  if (head.length > MAX_SAMPLE_CHARS) return null;
  for (const delimiter of DELIMITERS) {
    if (!head.includes(delimiter)) continue;
    const sample = records(head, delimiter).filter(filled);
    const skip = isUnreadHeader(sample) ? 1 : 0;
    if (!looksLikeRows(sample.slice(skip))) continue;
    const rows = records(text, delimiter).filter(filled).slice(skip, WIZARD_ROWS_MAX + skip);
    if (looksLikeRows(rows.slice(0, SAMPLE_LINES))) return rows;
  }
  return null;
}

/**
 * A spreadsheet row copied on its own ("Jane Doe⇥Acme Corp⇥jane@acme.com"), or one line of a CSV
 * export: its cells, or null when the text is no such line. Split by tabs, or by commas or
 * semicolons with no space after any of them (", " is how a one-line signature is written, and
 * the text reader reads those); it names someone and has an email or phone of its own.
 */
export function singleRow(text: string): string[] | null {
  const lines = text.split(/\r\n?|\n/).filter((l) => l.trim());
  if (lines.length !== 1) return null;
  const line = lines[0]!;
  for (const delimiter of DELIMITERS) {
    if (!line.includes(delimiter) || (delimiter !== '\t' && line.includes(`${delimiter} `))) continue;
    const row = records(line, delimiter)[0];
    if (row && row.filter((c) => c.trim()).length >= 2 && nameCellsOf(row).length > 0 && hasContactCell(row)) return row;
  }
  return null;
}

/** One contact per row that holds anything worth keeping. */
export function contactsFromRows(rows: string[][]): ExtractedContact[] {
  const names = rows.map(nameCellsOf);
  const companies = companyColumns(rows, names);
  return rows
    .map((row, i) => {
      const name = nameOf(names[i]!, companies, row);
      // A name after another cell that reads as one is labelled, or the reader takes the first;
      // that cell is the company when the address's domain is made of it (bob@umbrella.com).
      const later = name !== null && names[i]!.some((n) => n.at < name.at);
      const domain = addressOf(row)?.split('@')[1] ?? '';
      const alsoCompanies = later ? names[i]!.filter((n) => n.span === 1 && n.at < name.at && madeOfWords(row[n.at]!, domain.split('.')[0]!)).map((n) => n.at) : [];
      return extractPerson(rowAsLines(row, name, new Set([...companies, ...alsoCompanies]), later));
    })
    .filter((c): c is ExtractedContact => c !== null);
}

/** The row's name: the cell that is a name on its own and that the row's email address is made
 * of ("Umbrella Health,Bob Smith,bob@umbrella.com": Bob Smith), else the first such cell, else
 * two cells that make one; never a cell of a company column (table-company-column). */
function nameOf(candidates: NameCell[], companies: Set<number>, row: string[]): NameCell | null {
  const outside = candidates.filter((n) => !cellsOf(n).some((at) => companies.has(at)));
  const single = outside.filter((n) => n.span === 1);
  const local = addressOf(row)?.split('@')[0];
  const inEmail = local && single.length > 1 ? single.find((n) => madeOfWords(row[n.at]!, local)) : undefined;
  return inEmail ?? single[0] ?? outside[0] ?? null;
}

/** The row's first email address, lowercased. */
function addressOf(row: string[]): string | undefined {
  return row.flatMap((cell) => findEmails(cell))[0]?.toLowerCase();
}

const plainLetters = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Whether part of an address ("bob", "bob.smith", "bsmith"; "umbrella") holds a word of the cell
 * of three letters or more, or is its initial and last word ("bsmith" for "Bob Smith"). */
function madeOfWords(cell: string, part: string): boolean {
  const words = plainLetters(cell).split(/[^a-z]+/).filter(Boolean);
  const letters = plainLetters(part).replace(/[^a-z]/g, '');
  return Boolean(letters) && (words.some((w) => w.length >= 3 && letters.includes(w)) || (words.length >= 2 && letters === words[0]![0]! + words.at(-1)));
}

/** Placeholders written where a value is missing: a row with one is no header. */
const PLACEHOLDER = /^(?:n\/?a|none|nil|null|unknown|tbd|[-–—?.]+)$/i;
const LONGEST_HEADER_CELL = 60;

/**
 * Whether the first row is a header in a language table-columns does not know ("Ad,Soyad,
 * E-posta,Telefon,Şirket"; "Όνομα,Επώνυμο,Email,Τηλέφωνο"), over rows without one below it: it
 * holds no email address, phone number or long text, and where most rows below (two at least)
 * have an email address or a phone number, it has a word instead. A person's row without an
 * address leaves that cell empty or writes a placeholder ("n/a"). It is no person: read as one,
 * it gave a card made of the column names.
 */
function isUnreadHeader(rows: string[][]): boolean {
  const [first, ...below] = rows;
  if (!first || below.length < 2) return false;
  const cells = first.map((c) => c.trim());
  if (cells.some((c) => c.length > LONGEST_HEADER_CELL || c.includes('@') || /\d{3}/.test(c))) return false;
  const contactColumn = (at: number) => {
    const holding = below.filter((row) => {
      const c = (row[at] ?? '').trim();
      return PHONE_CELL.test(c) || findEmails(c).length > 0;
    }).length;
    return holding >= 2 && holding * 3 >= below.length * 2;
  };
  const named = cells.map((c, at) => (contactColumn(at) ? c : null)).filter((c): c is string => c !== null);
  return named.length > 0 && named.every((c) => /\p{L}/u.test(c) && !PLACEHOLDER.test(c));
}

/** Two or more rows, the delimiter splitting at least two of them, each naming someone, and
 * most — two at least — with an email or a phone number of their own. */
function looksLikeRows(rows: string[][]): boolean {
  if (rows.length < 2 || rows.filter((row) => row.length >= 2).length < 2) return false;
  if (!rows.every((row) => nameCellsOf(row).length > 0)) return false;
  const reachable = rows.filter(hasContactCell).length;
  return reachable >= 2 && reachable * 2 >= rows.length;
}

function hasContactCell(row: string[]): boolean {
  return row.some((cell) => {
    const c = cell.trim();
    return PHONE_CELL.test(c) || (findEmails(c).length === 1 && !/\s/.test(c.replace(/^mailto:/i, '')));
  });
}

/** A row's cells as the lines of a signature: a first and a last name in two cells as one; a
 * name in CJK script, and the cells of a company column, labelled so that the reader takes them
 * for the name and the company ("Name: 王伟", "Company: Umbrella Health"), as is a name after
 * another cell that reads as one (`label`). */
function rowAsLines(row: string[], name: NameCell | null, companies: Set<number>, label = false): string[] {
  const cells = row.map((c, at) => {
    const cell = c.replace(/\s+/g, ' ').trim();
    return cell && companies.has(at) ? `Company: ${cell}` : cell;
  });
  if (name?.span === 2) cells.splice(name.at, 2, `${cells[name.at]} ${cells[name.at + 1]}`);
  else if (name && (name.cjk || label)) cells[name.at] = `Name: ${cells[name.at]}`;
  return cells.filter(Boolean);
}
