// How "extend" appends text to a contact's notes or meeting context. The app applies it
// locally and the reference service applies it remotely; both must agree so they converge.
export const EXTEND_SEPARATOR = '\n';

export function appendText(existing: string | null | undefined, text: string): string {
  return existing ? `${existing}${EXTEND_SEPARATOR}${text}` : text;
}

/**
 * How many times `text` stands in `existing` as whole entries (each bounded by the start, the
 * end or the separator). An ambiguous extend is known to have arrived only when the service
 * holds more copies than before it was sent: the same words may be an earlier note.
 */
export function appendedCopies(existing: string | null | undefined, text: string): number {
  if (!existing || !text) return 0;
  let copies = 0;
  for (let at = existing.indexOf(text); at !== -1; ) {
    const end = at + text.length;
    const whole = (at === 0 || existing.startsWith(EXTEND_SEPARATOR, at - EXTEND_SEPARATOR.length)) && (end === existing.length || existing.startsWith(EXTEND_SEPARATOR, end));
    if (whole) copies++;
    at = existing.indexOf(text, whole ? end : at + 1);
  }
  return copies;
}
