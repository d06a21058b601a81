import { sql, type Kysely } from 'kysely';

// The FTS index is an external-content table over contacts' implicit rowid, kept in step by
// triggers that index computed values (phones are indexed with their digits too; see 0004).
// So never use FTS5's 'rebuild' (it reads the raw columns): after a VACUUM, which may renumber
// rowids, repopulate with 'delete-all' and the INSERT … SELECT that 0004 ends with.
const ftsColumns = `name, emails, phones, company, position, additional_info, meeting_context`;
const phonesDigits = (row: string) =>
  `${row}.phones || ' ' || replace(replace(replace(replace(replace(replace(${row}.phones, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;
const ftsValues = (row: string) =>
  `${row}.name, ${row}.emails, ${phonesDigits(row)}, ${row}.company, ${row}.position, ${row}.additional_info, ${row}.meeting_context`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pipeline_states')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('remote_id', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('remote_id', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('emails', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('phones', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('website', 'text')
    .addColumn('address', 'text')
    .addColumn('social_url', 'text')
    .addColumn('status', 'text')
    .addColumn('creation_source', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('additional_info', 'text')
    .addColumn('meeting_context', 'text')
    .addColumn('last_contact_at', 'text')
    .addColumn('pipeline_state_id', 'text', (c) => c.references('pipeline_states.id').onDelete('set null'))
    .addColumn('company', 'text')
    .addColumn('company_id', 'text')
    .addColumn('company_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('base', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX contacts_name ON contacts (name COLLATE NOCASE, id)`.execute(db);
  await sql`CREATE INDEX contacts_company ON contacts (company COLLATE NOCASE, id)`.execute(db);
  await sql`CREATE INDEX contacts_updated ON contacts (updated_at, id)`.execute(db);
  await sql`CREATE INDEX contacts_created ON contacts (created_at, id)`.execute(db);
  await sql`CREATE INDEX contacts_last_contact ON contacts (last_contact_at, id)`.execute(db);
  await sql`CREATE INDEX contacts_pipeline ON contacts (pipeline_state_id)`.execute(db);

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('remote_id', 'text', (c) => c.unique())
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('description', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX tasks_due ON tasks (completed, due_date)`.execute(db);
  await sql`CREATE INDEX tasks_contact ON tasks (contact_id, due_date)`.execute(db);

  await db.schema
    .createTable('outbox')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('base', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX outbox_state ON outbox (state, seq)`.execute(db);
  await sql`CREATE INDEX outbox_contact ON outbox (contact_id, seq)`.execute(db);

  await db.schema
    .createTable('email_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('history', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX email_drafts_contact ON email_drafts (contact_id, updated_at)`.execute(db);

  for (const table of ['settings', 'sync_state']) {
    await db.schema
      .createTable(table)
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  }

  await sql
    .raw(
      `CREATE VIRTUAL TABLE contacts_fts USING fts5(${ftsColumns}, content='contacts', content_rowid='rowid', prefix='2 3', tokenize='unicode61 remove_diacritics 2')`,
    )
    .execute(db);
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
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
