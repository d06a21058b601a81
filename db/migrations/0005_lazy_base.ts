import { sql, type Kysely } from 'kysely';

// A contact's base (contacts.base: the service's copy as last seen, the merge's common
// ancestor) may be left NULL on a linked contact: it then means "the row is exactly the
// service's copy". A first sync stores ten thousand contacts that way instead of writing each
// one twice (row and base), about a third of a pull's storing time.
//
// The NULL must become the old values the moment the row changes locally, or a later merge
// would take the local edit for the base and the service's value for a remote change. This
// trigger makes that hold for every writer: an update of a synced column on a linked row whose
// base is NULL, when the update does not set a base itself, keeps the old values as the base.
// Writers that set the base in the same statement (the merge, conflict resolution) are left
// alone — so a writer must never set base to NULL on a linked row it changes: that would pass
// unsent local values off as the service's copy (unlinking sets remote_id to NULL with it).
// The JSON has the shape of a snapshot (main/sync/snapshot.ts, fromRow), and like fromRow it
// reads an unreadable list as empty rather than refuse the user's edit.
const columns = [
  'name', 'email', 'emails', 'phone', 'phones', 'company', 'position', 'address', 'website', 'social_url', 'additional_info',
  'meeting_context', 'pipeline_state_id', 'status', 'creation_source', 'tags', 'last_contact_at', 'company_id', 'company_ids',
];
const list = (column: string) => `iif(json_valid(old.${column}), json(old.${column}), json_array())`;
const snapshot = `json_object(
  'name', old.name, 'emails', ${list('emails')}, 'phones', ${list('phones')}, 'company', old.company, 'position', old.position,
  'address', old.address, 'website', old.website, 'socialUrl', old.social_url, 'additionalInfo', old.additional_info,
  'meetingContext', old.meeting_context, 'pipelineStateId', old.pipeline_state_id, 'status', old.status,
  'creationSource', old.creation_source, 'tags', ${list('tags')}, 'lastContactAt', old.last_contact_at,
  'companyId', old.company_id, 'companyIds', ${list('company_ids')})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TRIGGER contacts_base_kept AFTER UPDATE OF ${columns.join(', ')} ON contacts
       WHEN old.base IS NULL AND new.base IS NULL AND old.remote_id IS NOT NULL AND new.remote_id IS NOT NULL
       BEGIN
         UPDATE contacts SET base = ${snapshot} WHERE rowid = new.rowid;
       END`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
