// Contacts for an export file (main/core/contact-export.ts): every contact, or those a search
// matches, by name, read a page at a time. Each page starts after the last one's (name key, id)
// on the name index, so a page deep into 100,000 contacts costs what the first one does, and no
// more than a page of rows is held at once.
import { sql } from 'kysely';
import type { Store } from '../store';
import { toFtsQuery } from './contacts';
import { parseJson } from './json';

/** The fields an export writes: what a user edits, as the contact form shows them. */
export interface ExportedContact {
  id: string;
  name: string;
  emails: string[];
  phones: string[];
  company: string | null;
  position: string | null;
  address: string | null;
  website: string | null;
  socialUrl: string | null;
  additionalInfo: string | null;
  meetingContext: string | null;
  updatedAt: string;
}

export const EXPORT_PAGE_SIZE = 500;

/** The search's full-text filter, as contacts.list applies it (every match, not the list's first 1,000). */
function matching(query: string | undefined) {
  const fts = query ? toFtsQuery(query) : null;
  return fts ? sql<boolean>`c.rowid in (select rowid from contacts_fts where contacts_fts match ${fts})` : sql<boolean>`1`;
}

/** How many contacts the export holds, and the most emails and phones any of them has (the CSV's columns). */
export function exportShape(store: Store, query?: string): { count: number; maxEmails: number; maxPhones: number } {
  const row = store.first(
    store.db
      .selectFrom('contacts as c')
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number | null>`max(json_array_length(c.emails))`.as('emails'),
        sql<number | null>`max(json_array_length(c.phones))`.as('phones'),
      ])
      .where(matching(query)),
  );
  return { count: Number(row?.n ?? 0), maxEmails: Number(row?.emails ?? 0), maxPhones: Number(row?.phones ?? 0) };
}

/** One page of the export: the contacts after `after` (a page's last name key and id) in name order. */
export function exportPage(store: Store, options: { query?: string; after: { key: string; id: string } | null; limit?: number }): { contacts: ExportedContact[]; last: { key: string; id: string } | null } {
  let q = store.db
    .selectFrom('contacts as c')
    .select([
      'c.id',
      'c.name',
      'c.emails',
      'c.phones',
      'c.company',
      'c.position',
      'c.address',
      'c.website',
      'c.social_url',
      'c.additional_info',
      'c.meeting_context',
      'c.updated_at',
      sql<string>`sort_key(c.name)`.as('key'),
    ])
    .where(matching(options.query));
  if (options.after) q = q.where(sql<boolean>`(sort_key(c.name), c.id) > (${options.after.key}, ${options.after.id})`);
  const rows = store.all(q.orderBy(sql`sort_key(c.name)`).orderBy('c.id').limit(options.limit ?? EXPORT_PAGE_SIZE));
  const contacts = rows.map((r) => ({
    id: r.id,
    name: r.name,
    emails: parseJson<string[]>(r.emails, []),
    phones: parseJson<string[]>(r.phones, []),
    company: r.company,
    position: r.position,
    address: r.address,
    website: r.website,
    socialUrl: r.social_url,
    additionalInfo: r.additional_info,
    meetingContext: r.meeting_context,
    updatedAt: r.updated_at,
  }));
  const end = rows[rows.length - 1];
  return { contacts, last: end ? { key: end.key, id: end.id } : null };
}
