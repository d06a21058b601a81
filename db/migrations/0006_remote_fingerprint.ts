import { sql, type Kysely } from 'kysely';

// A later sync lists every contact again (the service has no change feed), and merging each one
// means reading its row and comparing every field: ~60% of the app's work in a pass where
// nothing changed. contacts.remote_fp is a digest of the service's copy a contact was last
// stored or merged from (main/sync/fingerprint.ts), written when a pull stores a new contact
// and when a merge leaves no conflict. Contacts from before this migration have none until
// their next merge. A pull skips the merge of a contact whose copy has the same digest, when
// nothing has touched the contact since: that merge would find the service unchanged since the
// base, keep every local value and write nothing.
//
// "Nothing has touched it since" is kept by this trigger for every writer: a statement that
// changes a synced column, the base or the link, without writing a new digest itself, clears
// the digest, and the next pass merges the contact in full (and records the digest again).
// The columns are the row's synced columns, as in 0005.
const columns = [
  'name', 'email', 'emails', 'phone', 'phones', 'company', 'position', 'address', 'website', 'social_url', 'additional_info',
  'meeting_context', 'pipeline_state_id', 'status', 'creation_source', 'tags', 'last_contact_at', 'company_id', 'company_ids',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contacts ADD COLUMN remote_fp TEXT`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER contacts_remote_fp_cleared AFTER UPDATE OF ${columns.join(', ')}, base, remote_id ON contacts
       WHEN new.remote_fp IS NOT NULL AND new.remote_fp IS old.remote_fp
       BEGIN
         UPDATE contacts SET remote_fp = NULL WHERE rowid = new.rowid;
       END`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
