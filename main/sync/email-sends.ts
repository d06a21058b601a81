// The send ops of one email draft. A draft goes out through one op at a time: once it is queued
// again or sent, an older refused op for it is stale, and acting on that op must neither send
// the email a second time nor make a sent email a draft again.
import { draftRow, setDraftStatus } from '../../db/queries/drafts';
import { nowIso } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { OpError } from './op-error';
import { setState } from './outbox-ops';

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

const SENDING_NOW =
  'This email is being sent right now, so it can no longer be cancelled. If it goes out, it shows as Sent; if Rolodeck cannot tell, it asks you what to do.';
const MAY_HAVE_GONE_OUT =
  'Rolodeck cannot tell whether this email went out: an earlier attempt to send it may have reached the service (its answer was lost). Check your sent mail, then Send again or Discard… it — in the Sync view or in the email.';
const SENT_AGAIN =
  'Rolodeck cannot cancel this email: an earlier attempt to send it may have gone out (its answer was lost) before you sent it again. It goes out when the service is reachable, under the same key, so that the service can recognise that first attempt.';

/** Why a queued send can no longer be taken back as though it had never been tried; null when it can. */
function sendUnderWay(op: OutboxRow): string | null {
  if (op.state === 'sending') return SENDING_NOW;
  if (op.state === 'ambiguous') return MAY_HAVE_GONE_OUT;
  if (op.outcome_unknown_since) return SENT_AGAIN;
  return null;
}

/**
 * "Cancel sending": a queued email whose send has not started goes back to a draft, with its
 * text, to edit, send or delete (it was once deleted outright, with no question and no undo).
 * A send under way, or one an earlier attempt of which may have gone out, is not taken back: the
 * user is told why. An email that is a draft already (cancelled in another window) stays one.
 */
export function cancelSend(store: Store, draftId: string): void {
  store.transaction(() => {
    const draft = draftRow(store, draftId);
    if (!draft) throw new OpError('not_found', 'This email draft is not here any more: it was deleted (in another window, or by a sync).');
    if (draft.status === 'draft' || draft.status === 'failed') return;
    if (draft.status === 'sent') throw new OpError('conflict', 'This email was sent already.');
    if (draft.status === 'needs_attention') throw new OpError('conflict', MAY_HAVE_GONE_OUT);
    const ops = store.all(
      store.db.selectFrom('outbox').selectAll().where('kind', '=', 'email.send').where('entity_id', '=', draftId).where('state', 'in', ['pending', 'sending', 'ambiguous']),
    ) as OutboxRow[];
    for (const op of ops) {
      const why = sendUnderWay(op);
      if (why) throw new OpError('conflict', why);
    }
    for (const op of ops) setState(store, op.id, 'done', { lastError: 'Cancelled by the user before it was sent' });
    setDraftStatus(store, draftId, 'draft', null);
  });
}
