// Rows without a header whose company sits in a column of its own, before the name ("Acme
// Corp,Jane Doe,…"): a company that reads like a name ("Umbrella Health") would otherwise be
// taken for the person, the first name in a row being the name. A column is the company's when
// some of its cells carry a legal form or an organisation word (Corp, LLC, Labs, GmbH, …;
// text-lexicon), none holds a job title, an email, a phone number or a link, and wherever one of
// its cells reads as a name, another cell of that row does too (so a column of names with one
// company among them stays the names'). Without such a word in the column, nothing tells a
// company from a name but the row's email address (table-headerless.ts: nameOf).
import { findEmails } from './emails';
import { cellsOf, type NameCell } from './table-name-cell';
import { splitRoleLine } from './text-roles';

/** An email address, a link, or a run of digits as long as a phone number's. */
const VALUE = /@|\bwww\.|https?:\/\/|\d[\d\s().\/-]{5,}\d/i;

/** The indexes of the company columns; `names` are each row's name cells (table-name-cell). */
export function companyColumns(rows: string[][], names: NameCell[][]): Set<number> {
  const width = Math.max(...rows.map((r) => r.length));
  const out = new Set<number>();
  for (let column = 0; column < width; column++) {
    const cells = rows.map((r) => (r[column] ?? '').trim());
    const parts = cells.filter(Boolean).map((cell) => splitRoleLine(cell));
    if (!parts.some((p) => p.company !== null && p.position === null)) continue;
    if (parts.some((p) => p.position !== null) || cells.some((c) => VALUE.test(c) || findEmails(c).length)) continue;
    const aloneAsName = names.some((row) => {
      const here = row.filter((n) => cellsOf(n).includes(column));
      return here.length > 0 && !row.some((n) => !cellsOf(n).includes(column));
    });
    if (!aloneAsName) out.add(column);
  }
  return out;
}
