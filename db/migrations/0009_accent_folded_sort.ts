import { sql, type Kysely } from 'kysely';

// Names and companies sort without case or accents (db/sort-key.ts): the indexes the list, a
// pipeline column and a search by name read in order are rebuilt on sort_key(), which the store
// registers on its connection before migrating (db/open.ts). COLLATE NOCASE folded A–Z only:
// "Åsa", "Élodie" and "Łukasz" came after "Zoe", and "émile" apart from "Émile".
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contacts_name`.execute(db);
  await sql`CREATE INDEX contacts_name ON contacts (sort_key(name), id)`.execute(db);
  await sql`DROP INDEX contacts_company`.execute(db);
  await sql`CREATE INDEX contacts_company ON contacts (sort_key(company), id)`.execute(db);
  await sql`DROP INDEX contacts_pipeline_name`.execute(db);
  await sql`CREATE INDEX contacts_pipeline_name ON contacts (pipeline_state_id, sort_key(name), id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
