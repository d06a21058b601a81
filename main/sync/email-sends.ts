// The send ops of one email draft. A draft goes out through one op at a time: once it is queued
// again or sent, an older refused op for it is stale, and acting on that op must neither send
// the email a second time nor make a sent email a draft again.
import { draftRow } from '../../db/queries/drafts';
import { nowIso } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';

/**
 * Takes a draft's refused sends off the problems list (inside the transaction that queues the
 * draft again or deletes it): the new send, or the deletion, answers them.
 */
export function settleRefusedSends(store: Store, draftId: string, why: string): void {
  store.run(
    store.db
      .updateTable('outbox')
      .set({ state: 'done', last_error: why, updated_at: nowIso() })
      .where('kind', '=', 'email.send')
      .where('entity_id', '=', draftId)
      .where('state', '=', 'rejected'),
  );
}

/** Why a send op may no longer be retried or edited; null while its draft still waits on it. */
export function staleSendReason(store: Store, op: OutboxRow): string | null {
  const draft = draftRow(store, op.entity_id);
  if (!draft) return 'The draft of this email was deleted: there is nothing to send.';
  if (draft.status === 'sent') return 'This email was sent already: sending this older version would send it twice.';
  if (draft.status === 'queued') return 'This email is queued to be sent already: sending this older version too would send it twice.';
  return null;
}
