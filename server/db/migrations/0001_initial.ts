import { sql, type Kysely } from 'kysely';

// The service's whole schema. Forward-only, like the app's migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();

  await db.schema
    .createTable('pipeline_states')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text')
    .addColumn('emails', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('phones', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('website', 'text')
    .addColumn('address', 'text')
    .addColumn('social_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('creation_source', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('additional_info', 'text')
    .addColumn('meeting_context', 'text')
    .addColumn('last_contact_at', 'text')
    .addColumn('pipeline_state_id', 'text', (c) => c.references('pipeline_states.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_emails')
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('email_key', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX contact_emails_key ON contact_emails (email_key)`.execute(db);
  await sql`CREATE INDEX contact_emails_contact ON contact_emails (contact_id)`.execute(db);

  await db.schema
    .createTable('contact_companies')
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await sql`CREATE INDEX contact_companies_contact ON contact_companies (contact_id, active)`.execute(db);

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('description', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX tasks_contact ON tasks (contact_id)`.execute(db);

  await db.schema
    .createTable('wizard_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('contact_id', 'text')
    .execute();

  await db.schema
    .createTable('email_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('current', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_session_events')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('session_id', 'text', (c) => c.notNull().references('email_sessions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('instruction', 'text')
    .addColumn('draft', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX email_session_events_session ON email_session_events (session_id, seq)`.execute(db);

  await db.schema
    .createTable('email_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['token_id', 'key'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck service migrations are forward-only');
}
