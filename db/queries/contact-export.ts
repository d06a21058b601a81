// Contacts for an export file (main/core/contact-export.ts): every contact, or those a search
// matches, by name, read a page at a time: no more than a page of rows is held at once.
import { sql } from 'kysely';
import type { Contact } from '../../preload/contract';
import { prepare } from '../prepared';
import type { Store } from '../store';
import { toFtsQuery } from './contacts';
import { parseJson } from './json';

/** The fields an export writes: what a user edits, as the contact form shows them. */
export type ExportedContact = Pick<
  Contact,
  'id' | 'name' | 'emails' | 'phones' | 'company' | 'position' | 'address' | 'website' | 'socialUrl' | 'additionalInfo' | 'meetingContext' | 'updatedAt'
>;

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

/**
 * The rowids of the contacts the export holds, in name order: numbers only (100,000 of them are
 * under a megabyte), read once, so each page is then read by rowid. Paging a search by its name
 * order instead ran the full-text match again for every page (40 s for 100,000 matches).
 */
export function exportOrder(store: Store, query?: string): number[] {
  const rows = store.all(
    store.db
      .selectFrom('contacts as c')
      .select(sql<number>`c.rowid`.as('rowid'))
      .where(matching(query))
      .orderBy(sql`sort_key(c.name)`)
      .orderBy('c.id'),
  );
  return rows.map((r) => r.rowid);
}

const contactsByRowid = prepare<{ rowids: string }>()((db, p) =>
  db
    .selectFrom('contacts as c')
    .select([
      sql<number>`c.rowid`.as('rowid'),
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
    ])
    .where(sql`c.rowid`, 'in', sql`(select value from json_each(${p('rowids')}))`),
);

/** One page of the export: these contacts (a slice of exportOrder), in that order; those deleted since are left out. */
export function exportPage(store: Store, rowids: number[]): ExportedContact[] {
  const byRowid = new Map<number, ExportedContact>();
  for (const r of store.all(contactsByRowid.with({ rowids: JSON.stringify(rowids) }))) {
    byRowid.set(r.rowid, {
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
    });
  }
  return rowids.flatMap((rowid) => byRowid.get(rowid) ?? []);
}
