// "Someone already has this address": the contacts holding any of some email addresses, for the
// contact form's notice. At 100k contacts a scan of every contact's JSON list costs ~100 ms, so
// the search index (its emails column) finds the few candidates, by the address's words as a
// phrase, and the JSON list confirms the exact address. Addresses are kept lower-cased.
import { sql } from 'kysely';
import { prepare } from '../prepared';
import type { Store } from '../store';

export interface ContactWithEmail {
  id: string;
  name: string;
  email: string;
}

/** At most this many contacts are named: the notice is a hint, not a list. */
const MAX_NAMED = 5;

const holdersOf = prepare<{ phrase: string; email: string; exceptId: string; limit: number }>()((db, p) =>
  db
    .selectFrom(sql`contacts_fts`.as('f'))
    .innerJoin('contacts as c', (join) => join.on(sql<boolean>`c.rowid = f.rowid`))
    .innerJoin(sql`json_each(c.emails)`.as('e'), (join) => join.on(sql<boolean>`e.value = ${p('email')}`))
    .select(['c.id', 'c.name', sql<string>`e.value`.as('email')])
    .where(sql<boolean>`f.contacts_fts match ${p('phrase')}`)
    .where('c.id', '!=', p('exceptId'))
    .orderBy(sql`sort_key(c.name)`)
    .limit(p('limit')),
);

/** Contacts other than `exceptId` holding any of `emails` (lower-cased), by name. */
export function contactsWithEmails(store: Store, emails: readonly string[], exceptId: string | null): ContactWithEmail[] {
  const found = new Map<string, ContactWithEmail>();
  for (const email of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    // A phrase of no words (an address of punctuation only) would be an FTS syntax error.
    if (!/[\p{L}\p{N}]/u.test(email) || found.size >= MAX_NAMED) continue;
    const phrase = `emails : "${email.replace(/"/g, '""')}"`;
    for (const row of store.all(holdersOf.with({ phrase, email, exceptId: exceptId ?? '', limit: MAX_NAMED }))) {
      if (!found.has(row.id) && found.size < MAX_NAMED) found.set(row.id, row);
    }
  }
  return [...found.values()];
}

/**
 * Of many addresses (a review of cards from a file), those some contact already holds, lower-
 * cased: the wizard points those cards out before Create all makes a second card for each. One
 * pass over the contacts' address lists, whatever the number of addresses asked about (~100 ms
 * at 100k contacts), rather than a look-up per address.
 */
export function knownEmails(store: Store, emails: readonly string[]): string[] {
  const asked = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (!asked.length) return [];
  return store
    .raw<{ email: string }>(
      `SELECT DISTINCT e.value AS email FROM contacts c, json_each(c.emails) e WHERE e.value IN (SELECT value FROM json_each(?)) ORDER BY 1`,
      JSON.stringify(asked),
    )
    .map((row) => row.email);
}
