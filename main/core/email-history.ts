// An email's history: each step the service or the user took and the version it left. The
// editor keeps typing at every pause in it, so hand edits come many a minute; each kept as an
// entry of its own (a whole copy of the email) filled the history with near-identical versions
// and made every email.drafts answer megabytes. Hand edits in a row are one step: the last
// version typed. The service needs none of this to refine: it takes the email as it is now
// (currentEmail) within its own session, which records its own steps.
import type { EmailHistoryEntry } from '../../preload/contract';

/** The history with `entry` added: a hand edit right after another replaces it. */
export function withHistoryEntry(history: readonly EmailHistoryEntry[], entry: EmailHistoryEntry): EmailHistoryEntry[] {
  const last = history.at(-1);
  if (entry.kind === 'edit' && last?.kind === 'edit') return [...history.slice(0, -1), entry];
  return [...history, entry];
}

/** Whether a save would keep what the email holds already (then it is no step at all). */
export function sameEmail(row: { to_address: string; subject: string; body: string }, draft: { to: string; subject: string; body: string }): boolean {
  return row.to_address === draft.to && row.subject === draft.subject && row.body === draft.body;
}
