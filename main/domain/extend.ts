// How "extend" appends text to a contact's notes or meeting context. The app applies it
// locally and the reference service applies it remotely; both must agree so they converge.
export const EXTEND_SEPARATOR = '\n';

export function appendText(existing: string | null | undefined, text: string): string {
  return existing ? `${existing}${EXTEND_SEPARATOR}${text}` : text;
}

/** True when `text` was already appended as the last entry (used to reconcile an ambiguous extend). */
export function endsWithAppended(existing: string | null | undefined, text: string): boolean {
  if (!existing) return false;
  return existing === text || existing.endsWith(`${EXTEND_SEPARATOR}${text}`);
}
