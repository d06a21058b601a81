// Kysely table types for the local store. Shared by the app core (main/) and its tests.
// JSON columns hold text; the row mappers in db/queries turn them into domain objects.
import type { Generated } from 'kysely';

export interface ContactsTable {
  id: string; // local uuid, the primary key
  remote_id: string | null; // the service's id, set when the create succeeds
  name: string;
  position: string | null;
  email: string | null; // first of emails, as the service's list shows it
  phone: string | null; // first of phones
  emails: string; // JSON string[]
  phones: string; // JSON string[]
  website: string | null;
  address: string | null;
  social_url: string | null;
  status: string | null; // set by the service, read-only here
  creation_source: string | null;
  tags: string; // JSON string[], set by the service, read-only here
  additional_info: string | null;
  meeting_context: string | null;
  last_contact_at: string | null;
  pipeline_state_id: string | null; // local pipeline_states.id
  company: string | null;
  company_id: string | null;
  company_ids: string; // JSON string[]
  base: string | null; // JSON snapshot of the service's copy as last seen; null: never synced, or (linked) the row is that copy (0005)
  remote_fp: string | null; // digest of the service's copy last merged, while nothing else has changed the contact (0006)
  created_at: string;
  updated_at: string;
}

export interface PipelineStatesTable {
  id: string;
  remote_id: string | null;
  name: string;
  position: number;
}

export interface TasksTable {
  id: string;
  remote_id: string | null;
  contact_id: string;
  title: string;
  type: string | null;
  description: string | null;
  due_date: string; // ISO 8601 instant
  completed: number; // 0 | 1, local: the service has no task update
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export type OutboxState = 'pending' | 'sending' | 'done' | 'rejected' | 'ambiguous';

export interface OutboxTable {
  seq: Generated<number>; // global order of writes
  id: string; // op id
  kind: string;
  entity_id: string; // local id of the entity the op acts on
  contact_id: string; // ops of one contact run in order
  payload: string; // JSON
  base: string | null; // JSON: base values of the fields the op changes
  idempotency_key: string;
  /** "<key> <scope>": the key as first sent, and under which service and token (migration 0007). */
  key_sent_under: string | null;
  /** When an attempt first ended without an answer (the op went `ambiguous`), kept through a "Send again" (migration 0009). */
  outcome_unknown_since: string | null;
  state: OutboxState;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmailDraftsTable {
  id: string;
  contact_id: string;
  session_id: string | null; // the service's drafting session, when drafted online
  to_address: string;
  subject: string;
  body: string;
  history: string; // JSON array of {at, kind, instruction?, subject, body}
  status: string; // draft | queued | sent | failed | needs_attention
  last_error: string | null; // why a send failed or needs attention
  created_at: string;
  updated_at: string;
}

export interface SyncConflictsTable {
  contact_id: string;
  field: string; // an editable field name, or 'deleted' (the service deleted a contact with local changes)
  mine: string | null; // JSON
  theirs: string | null; // JSON
  base: string | null; // JSON
  detected_at: string;
}

export interface KeyValueTable {
  key: string;
  value: string; // JSON
}

export interface Database {
  contacts: ContactsTable;
  pipeline_states: PipelineStatesTable;
  tasks: TasksTable;
  outbox: OutboxTable;
  email_drafts: EmailDraftsTable;
  settings: KeyValueTable;
  sync_state: KeyValueTable;
  sync_conflicts: SyncConflictsTable;
}
