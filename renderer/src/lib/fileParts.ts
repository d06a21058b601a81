// Files loaded into the wizard's text box together (chosen or dropped at once, or one after text
// typed there) are each read as their own text: a CSV's header applies to its own rows only, and
// a .vcf is read as vCards, whatever comes before or after it. The box shows the texts one after
// another; the wizard keeps each file's opening (wizardTextStore) and, as the text is sent to be
// read, marks where each file starts with FILE_BOUNDARY, which wizardBatches.ts cuts at (and which
// is never sent). A file whose opening was edited away is read with the text before it, as before.

/** Marks where a file starts in the text sent to be read (ASCII's "file separator"; never sent on). */
export const FILE_BOUNDARY = '\u001C';

/** How much of a file's start is kept to find it again in the text box. */
const OPENING_LENGTH = 200;

/** What a file's text is found by in the text box: its start. */
export function fileOpening(text: string): string {
  return text.replace(/^\s+/, '').slice(0, OPENING_LENGTH);
}

/** Where `wanted` is at the start of a line, from `from` on; -1 when nowhere. */
function atLineStart(text: string, wanted: string, from: number): number {
  if (!wanted) return -1;
  for (let i = text.indexOf(wanted, from); i !== -1; i = text.indexOf(wanted, i + 1)) if (i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r') return i;
  return -1;
}

/**
 * The text with FILE_BOUNDARY before each file loaded into it (after the first character: a file
 * at the very start needs none), found in order by its opening or, its opening edited, by its
 * first line. Text without files comes back as it was.
 */
export function markFiles(text: string, openings: readonly string[]): string {
  const starts: number[] = [];
  let from = 0;
  for (const opening of openings) {
    let at = atLineStart(text, opening, from);
    if (at === -1) at = atLineStart(text, opening.split(/\r\n|\r|\n/)[0]!, from);
    if (at === -1) continue;
    if (at > 0) starts.push(at);
    from = at + 1;
  }
  let marked = text;
  for (const at of starts.reverse()) marked = `${marked.slice(0, at)}${FILE_BOUNDARY}${marked.slice(at)}`;
  return marked;
}

/** The texts between the boundaries, each with the line it starts on in the text box (1 for the first). */
export function fileParts(text: string): { text: string; line: number }[] {
  let line = 1;
  return text.split(FILE_BOUNDARY).map((part) => {
    const found = { text: part, line };
    line += part.match(/\n/g)?.length ?? 0;
    return found;
  });
}
