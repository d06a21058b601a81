import { sql, type Kysely } from 'kysely';

// Orders that were sorted whole on every read:
// - a pipeline column (contacts.list with a pipeline state, by name): the (pipeline_state_id)
//   index found the column's contacts, then every one of them (tens of thousands in "Not in
//   pipeline" or a busy state) was sorted for a page of 50, for each column at each board
//   reload. (pipeline_state_id, name, id) hands them over in order; it replaces the old index,
//   which is its prefix (counts and the state's contactCount use it the same way).
// - the done tasks (tasks.list 'done', newest first): every task ever completed was sorted for
//   its first page. (completed, completed_at) reads them newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX contacts_pipeline_name ON contacts (pipeline_state_id, name COLLATE NOCASE, id)`.execute(db);
  await sql`DROP INDEX contacts_pipeline`.execute(db);
  await sql`CREATE INDEX tasks_completed_at ON tasks (completed, completed_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
