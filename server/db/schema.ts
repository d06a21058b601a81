// Kysely types of the reference service's own database (separate from the app's db/).
// JSON-valued columns are TEXT holding JSON; booleans are INTEGER 0/1 (SQLite has no booleans).
import type { Generated } from 'kysely';

export interface MetaTable {
  key: string;
  value: string;
}

export interface ApiTokensTable {
  id: string;
  name: string;
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface PipelineStatesTable {
  id: string;
  name: string;
  position: number;
}

export interface CompaniesTable {
  id: string;
  name: string;
  /** The name a company is found by (the exact name, as the README says); unique. */
  name_key: string;
  created_at: string;
}

export interface ContactsTable {
  /** Insertion order: the stable order of the collection (new contacts land on the last page). */
  seq: Generated<number>;
  id: string;
  name: string;
  position: string | null;
  emails: string; // JSON string[]; the first is `email`
  phones: string; // JSON string[]; the first is `phone`
  website: string | null;
  address: string | null;
  social_url: string | null;
  status: string;
  creation_source: string | null;
  tags: string; // JSON string[]
  additional_info: string | null;
  meeting_context: string | null;
  last_contact_at: string | null;
  pipeline_state_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContactEmailsTable {
  contact_id: string;
  /** Lower-cased address, for the exact, case-insensitive `?email=` lookup over every address. */
  email_key: string;
}

export interface ContactCompaniesTable {
  contact_id: string;
  company_id: string;
  is_primary: number;
  active: number;
  started_at: string;
  ended_at: string | null;
}

export interface TasksTable {
  id: string;
  contact_id: string;
  title: string;
  type: string | null;
  description: string | null;
  due_date: string;
  completed: number;
  created_at: string;
}

export interface WizardConfirmationsTable {
  token_hash: string;
  contact: string; // JSON of the prepared contact input
  created_at: string;
  expires_at: string;
  used_at: string | null;
  contact_id: string | null;
}

export interface EmailSessionsTable {
  id: string;
  contact_id: string;
  current: string | null; // JSON {to, subject, body}
  created_at: string;
  updated_at: string;
}

export interface EmailSessionEventsTable {
  seq: Generated<number>;
  session_id: string;
  kind: string; // prepare | refine | edit | send
  instruction: string | null;
  draft: string | null; // JSON {to, subject, body}
  created_at: string;
}

export interface EmailMessagesTable {
  id: string;
  contact_id: string;
  session_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  /** delivered (handed to SMTP) | recorded (no SMTP configured) | failed */
  status: string;
  message_id: string | null;
  error: string | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  token_id: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  status: number;
  headers: string; // JSON Record<string,string>
  body: string;
  created_at: string;
}

export interface ServiceDatabase {
  meta: MetaTable;
  api_tokens: ApiTokensTable;
  pipeline_states: PipelineStatesTable;
  companies: CompaniesTable;
  contacts: ContactsTable;
  contact_emails: ContactEmailsTable;
  contact_companies: ContactCompaniesTable;
  tasks: TasksTable;
  wizard_confirmations: WizardConfirmationsTable;
  email_sessions: EmailSessionsTable;
  email_session_events: EmailSessionEventsTable;
  email_messages: EmailMessagesTable;
  idempotency_keys: IdempotencyKeysTable;
}
