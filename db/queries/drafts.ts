// Email drafts: rows ↔ the API's EmailDraft, and the status changes sync makes.
import type { DraftStatus, EmailDraft, EmailHistoryEntry } from '../../preload/contract';
import type { EmailDraftsTable } from '../schema';
import type { Store } from '../store';
import { nowIso, parseJson } from './json';

export function toDraft(row: EmailDraftsTable): EmailDraft {
  return {
    id: row.id,
    contactId: row.contact_id,
    sessionId: row.session_id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    history: parseJson<EmailHistoryEntry[]>(row.history, []),
    status: row.status as DraftStatus,
    error: row.last_error ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function draftRow(store: Store, id: string): EmailDraftsTable | undefined {
  return store.first(store.db.selectFrom('email_drafts').selectAll().where('id', '=', id));
}

export function draftsOf(store: Store, contactId: string): EmailDraft[] {
  return store
    .all(store.db.selectFrom('email_drafts').selectAll().where('contact_id', '=', contactId).orderBy('updated_at', 'desc').orderBy('id'))
    .map(toDraft);
}

/** Sets a draft's status (and error), adding a history entry when given one. */
export function setDraftStatus(store: Store, id: string, status: DraftStatus, error: string | null, entry?: EmailHistoryEntry['kind']): void {
  const row = draftRow(store, id);
  if (!row) return;
  const history = parseJson<EmailHistoryEntry[]>(row.history, []);
  const now = nowIso();
  if (entry) history.push({ at: now, kind: entry, subject: row.subject, body: row.body });
  store.run(
    store.db
      .updateTable('email_drafts')
      .set({ status, last_error: error, history: JSON.stringify(history), updated_at: now })
      .where('id', '=', id),
  );
}
