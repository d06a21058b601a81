// Which cells of a row without a header could hold the person's name: one cell ("Jane Doe",
// "Doe, Jane" as a quoted CSV cell, "王伟"), or a first and a last name in two cells next to each
// other ("Jane", "Doe").
import { cjkName } from './name-cjk';
import { asName } from './text-name';
import { invertedName } from './text-name-inverted';

export interface NameCell {
  at: number;
  span: 1 | 2;
  /** A name in Chinese, Japanese or Korean script, which the signature reader does not know for
   * one: the row gives it to the reader labelled ("Name: 王伟"). */
  cjk: boolean;
}

const single = (c: string) => /^\p{Lu}[\p{L}'’-]+$/u.test(c);

/** The cells that could be the row's name, in the order of the row: each cell that is a name on
 * its own, then each two cells that make one ("Jane", "Doe"). */
export function nameCellsOf(row: string[]): NameCell[] {
  const cells = row.map((c) => c.trim());
  const found: NameCell[] = [];
  cells.forEach((c, at) => {
    if (asName(c) !== null || invertedName(c) !== null) found.push({ at, span: 1, cjk: false });
    else if (cjkName(c) !== null) found.push({ at, span: 1, cjk: true });
  });
  for (let i = 0; i + 1 < cells.length; i++) {
    if (single(cells[i]) && single(cells[i + 1]) && asName(`${cells[i]} ${cells[i + 1]}`)) found.push({ at: i, span: 2, cjk: false });
  }
  return found;
}

/** The cells a name takes. */
export const cellsOf = (name: NameCell) => (name.span === 2 ? [name.at, name.at + 1] : [name.at]);
