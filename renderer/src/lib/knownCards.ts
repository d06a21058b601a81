// Which of a review's cards would make a second contact for someone: those holding an email
// address already in the contacts, and those repeating an earlier card's. The cards ask in calls
// of KNOWN_EMAILS_MAX addresses (a conference list of thousands of cards), and a card counts when
// any of its addresses matches, ignoring case.
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

/**
 * Cards repeating an email address of an earlier card (two attendee lists read together name
 * the same person twice): each such card → the first card with that address. Create all would
 * make two contacts of them; only the first is not marked, as it is the one kept.
 */
export function repeatedCards(cards: ReadonlyMap<number, readonly string[]>): Map<number, number> {
  const firstWith = new Map<string, number>();
  const repeats = new Map<number, number>();
  for (const index of [...cards.keys()].sort((a, b) => a - b)) {
    const emails = [...new Set(cards.get(index)!.map((e) => e.trim().toLowerCase()).filter(Boolean))];
    const earlier = emails.map((e) => firstWith.get(e)).find((i) => i !== undefined);
    if (earlier !== undefined) repeats.set(index, earlier);
    for (const email of emails) if (!firstWith.has(email)) firstWith.set(email, index);
  }
  return repeats;
}
