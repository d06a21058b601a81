import { sql, type Kysely } from 'kysely';

// Sync's own bookkeeping: conflicts a user must resolve (one row per contact and field, never
// dropped silently), and why an email send failed or needs attention.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_conflicts')
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull()) // an editable field, or 'deleted'
    .addColumn('mine', 'text') // JSON
    .addColumn('theirs', 'text') // JSON
    .addColumn('base', 'text') // JSON
    .addColumn('detected_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_conflicts_pk', ['contact_id', 'field'])
    .execute();
  await db.schema.alterTable('email_drafts').addColumn('last_error', 'text').execute();
  await sql`CREATE INDEX outbox_entity ON outbox (entity_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
