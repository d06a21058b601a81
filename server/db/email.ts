// Email drafting sessions, their history, and sent messages.
import type { Kysely } from 'kysely';
import type { EmailDraft, WriterHistoryEntry } from '../email/writer';
import type { ServiceDatabase } from './schema';

type Db = Kysely<ServiceDatabase>;

export interface EmailSession {
  id: string;
  contactId: string;
  current: EmailDraft | null;
  history: WriterHistoryEntry[];
}

export async function getSession(db: Db, id: string): Promise<EmailSession | null> {
  const row = await db.selectFrom('email_sessions').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst();
  if (!row) return null;
  const events = await db.selectFrom('email_session_events').selectAll().where('session_id', '=', row.id).orderBy('seq').execute();
  return {
    id: row.id,
    contactId: row.contact_id,
    current: row.current ? (JSON.parse(row.current) as EmailDraft) : null,
    history: events.map((e) => ({
      kind: e.kind as WriterHistoryEntry['kind'],
      instruction: e.instruction,
      draft: e.draft ? (JSON.parse(e.draft) as EmailDraft) : null,
    })),
  };
}

/** Creates the session if new, appends the steps, and makes `current` the session's draft. */
export async function saveSessionSteps(
  db: Db,
  session: { id: string; contactId: string; isNew: boolean },
  steps: WriterHistoryEntry[],
  current: EmailDraft,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  if (session.isNew) {
    await db
      .insertInto('email_sessions')
      .values({ id: session.id, contact_id: session.contactId, current: JSON.stringify(current), created_at: at, updated_at: at })
      .execute();
  } else {
    await db.updateTable('email_sessions').set({ current: JSON.stringify(current), updated_at: at }).where('id', '=', session.id).execute();
  }
  for (const step of steps) {
    await db
      .insertInto('email_session_events')
      .values({ session_id: session.id, kind: step.kind, instruction: step.instruction, draft: step.draft ? JSON.stringify(step.draft) : null, created_at: at })
      .execute();
  }
}

export interface SentMessage {
  id: string;
  contactId: string;
  sessionId: string | null;
  draft: EmailDraft;
  status: 'delivered' | 'recorded' | 'failed';
  messageId: string | null;
  error: string | null;
}

export async function recordMessage(db: Db, message: SentMessage, now: Date): Promise<void> {
  await db
    .insertInto('email_messages')
    .values({
      id: message.id,
      contact_id: message.contactId,
      session_id: message.sessionId,
      to_address: message.draft.to,
      subject: message.draft.subject,
      body: message.draft.body,
      status: message.status,
      message_id: message.messageId,
      error: message.error,
      created_at: now.toISOString(),
    })
    .execute();
}
