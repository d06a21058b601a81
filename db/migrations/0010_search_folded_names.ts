import { sql, type Kysely } from 'kysely';

// Names and companies are also indexed for search as search_fold() spells them (db/search-fold.ts):
// "lukasz" finds "Łukasz", "orsted" "Ørsted", "obrien" "O'Brien". The function is registered on
// the store's connection before migrating (db/open.ts). The rest is 0004's index as it was.
//
// The index is external-content over contacts with computed values, so FTS5's 'rebuild'
// (which reads the raw columns) must not be used: repopulate with the statement below.
const ftsColumns = `name, emails, phones, company, position, additional_info, meeting_context`;
const digits = `replace(replace(replace(replace(replace(replace(replace(value, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), '/', '')`;
const phoneTerms = (row: string) =>
  `${row}.phones || ' ' || coalesce((select group_concat(d || ' ' || substr(d, 2) || ' ' || substr(d, 3) || ' ' || substr(d, 4), ' ') from (select ${digits} as d from json_each(${row}.phones))), '')`;
const withFolded = (value: string) => `${value} || coalesce(' ' || search_fold(${value}), '')`;
const ftsValues = (row: string) =>
  `${withFolded(`${row}.name`)}, ${row}.emails, ${phoneTerms(row)}, ${withFolded(`${row}.company`)}, ${row}.position, ${row}.additional_info, ${row}.meeting_context`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Empty the index while the old triggers' terms still match, then swap the triggers.
  await sql.raw(`INSERT INTO contacts_fts(contacts_fts) VALUES ('delete-all')`).execute(db);
  for (const trigger of ['contacts_fts_insert', 'contacts_fts_delete', 'contacts_fts_update']) {
    await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
  }
  await sql
    .raw(
      `CREATE TRIGGER contacts_fts_insert AFTER INSERT ON contacts BEGIN
         INSERT INTO contacts_fts(rowid, ${ftsColumns}) VALUES (new.rowid, ${ftsValues('new')});
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER contacts_fts_delete AFTER DELETE ON contacts BEGIN
         INSERT INTO contacts_fts(contacts_fts, rowid, ${ftsColumns}) VALUES ('delete', old.rowid, ${ftsValues('old')});
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER contacts_fts_update AFTER UPDATE OF ${ftsColumns} ON contacts BEGIN
         INSERT INTO contacts_fts(contacts_fts, rowid, ${ftsColumns}) VALUES ('delete', old.rowid, ${ftsValues('old')});
         INSERT INTO contacts_fts(rowid, ${ftsColumns}) VALUES (new.rowid, ${ftsValues('new')});
       END`,
    )
    .execute(db);
  await sql.raw(`INSERT INTO contacts_fts(rowid, ${ftsColumns}) SELECT c.rowid, ${ftsValues('c')} FROM contacts c`).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
