// Which of a review's cards hold an email address already in the contacts: Create all would make
// a second card for each. The cards ask in calls of KNOWN_EMAILS_MAX addresses (a conference list
// of thousands of cards), and a card counts when any of its addresses is known, ignoring case.
import type { KNOWN_EMAILS_MAX as CORE_KNOWN_EMAILS_MAX } from '../../../preload/contract';

/** The core's limit on one call; typed so that the two cannot drift apart. */
const KNOWN_EMAILS_MAX: typeof CORE_KNOWN_EMAILS_MAX = 2000;

/** Answers which of these addresses some contact holds, lower-cased (contacts.knownEmails). */
export type AskKnown = (emails: string[]) => Promise<string[]>;

export async function findKnownCards(cards: ReadonlyMap<number, readonly string[]>, ask: AskKnown): Promise<Set<number>> {
  const addresses = new Set<string>();
  for (const emails of cards.values()) for (const email of emails) if (email.trim()) addresses.add(email.trim().toLowerCase());
  const all = [...addresses];
  const known = new Set<string>();
  for (let start = 0; start < all.length; start += KNOWN_EMAILS_MAX) {
    for (const email of await ask(all.slice(start, start + KNOWN_EMAILS_MAX))) known.add(email);
  }
  const found = new Set<number>();
  for (const [index, emails] of cards) if (emails.some((e) => known.has(e.trim().toLowerCase()))) found.add(index);
  return found;
}
