// Email drafts. Drafting with the service (prepare/refine) needs a connection; a hand-written
// or edited draft is saved locally and can be queued to send — the send goes through the
// outbox like every other change, and is never repeated on its own after an unclear failure.
// The service writing an email can be stopped (stoppable-requests.ts): the email stays as it was.
import { recipientProblem, type EmailDraft, type EmailHistoryEntry } from '../../../preload/contract';
import { newId } from '../../../db/ids';
import { draftRow, draftsOf, toDraft } from '../../../db/queries/drafts';
import { nowIso, parseJson } from '../../../db/queries/json';
import { enqueue, isLocalOnly } from '../../../db/queries/outbox';
import type { EmailDraftsTable } from '../../../db/schema';
import { cancelSend, settleRefusedSends } from '../../sync/email-sends';
import { isUnknownSession } from '../../sync/email-session';
import { contactNowFor } from '../../../db/queries/replaced-contacts';
import { emailDraftSchema, parseWith } from '../../sync/parse';
import { sameEmail, withHistoryEntry } from '../email-history';
import type { CoreContext } from '../context';
import { ApiError, notFound } from '../errors';
import type { Parsed } from '../handler-types';
import { asApiError } from './sync-errors';
import { online, onlineClient, toApiError } from './online';

const EDITABLE = new Set(['draft', 'failed']);

function mustDraft(ctx: CoreContext, id: string): EmailDraftsTable {
  const row = draftRow(ctx.store, id);
  if (!row) throw notFound('email draft');
  return row;
}

function contactFor(ctx: CoreContext, contactId: string) {
  const row = ctx.store.first(ctx.store.db.selectFrom('contacts').select(['id', 'remote_id', 'email']).where('id', '=', contactId));
  if (!row) throw notFound('contact');
  return row;
}

function changed(ctx: CoreContext): void {
  ctx.events.emit('data.changed', { entities: ['drafts'] });
}

/**
 * The service's answer arrives after a wait (a model can take many seconds). If the draft was
 * saved, queued or sent meanwhile (this window or another), the answer is not written over it:
 * that would undo the user's newer edit, or make a queued or sent email a draft that could be
 * sent a second time.
 */
function refuseStaleAnswer(existing: EmailDraftsTable | undefined, readAt: string | undefined): void {
  if (!existing || readAt === undefined || existing.updated_at === readAt) return;
  if (!EDITABLE.has(existing.status)) {
    throw new ApiError('conflict', 'This email was sent or queued to send while the service was writing: it was left as it is.');
  }
  throw new ApiError('conflict', "This email was changed while the service was writing: your changes are kept and the service's version was not applied. Ask again to work on the email as it is now.");
}

/** Writes a draft (new or existing) with a history entry; `readAt`: the draft's updatedAt the answer was asked from. */
function writeDraft(
  ctx: CoreContext,
  draft: { id?: string; contactId: string; sessionId: string | null; to: string; subject: string; body: string },
  entry: Omit<EmailHistoryEntry, 'at' | 'subject' | 'body'>,
  readAt?: string,
): EmailDraft {
  const now = nowIso();
  const id = draft.id ?? newId();
  ctx.store.transaction(() => {
    const existing = draftRow(ctx.store, id);
    refuseStaleAnswer(existing, readAt);
    // The service answers after a wait: the contact may have been folded into another meanwhile
    // (sync/fold-copy.ts), or removed by a sync.
    const contactId = contactNowFor(ctx.store, draft.contactId);
    if (!contactId) throw new ApiError('not_found', 'The contact was removed while the service was writing this email, so the email was not kept.');
    const history = withHistoryEntry(parseJson<EmailHistoryEntry[]>(existing?.history, []), { at: now, ...entry, subject: draft.subject, body: draft.body });
    const values = {
      contact_id: contactId,
      session_id: draft.sessionId,
      to_address: draft.to,
      subject: draft.subject,
      body: draft.body,
      history: JSON.stringify(history),
      status: 'draft',
      last_error: null,
      updated_at: now,
    };
    if (existing) ctx.store.run(ctx.store.db.updateTable('email_drafts').set(values).where('id', '=', id));
    else ctx.store.run(ctx.store.db.insertInto('email_drafts').values({ id, created_at: now, ...values }));
  });
  changed(ctx);
  return toDraft(draftRow(ctx.store, id)!);
}

function editable(row: EmailDraftsTable): void {
  if (!EDITABLE.has(row.status)) {
    throw new ApiError('conflict', row.status === 'sent' ? 'This email was sent already.' : 'This email is waiting to be sent: it cannot be changed now.');
  }
}

/**
 * Runs a request within the draft's session; when the service no longer knows that session,
 * `fresh` (when given) starts a new one from the email as it is here: nothing is lost, and
 * the draft takes the new session from the answer.
 */
async function withoutLostSession<T>(inSession: () => Promise<T>, fresh: (() => Promise<T>) | null): Promise<T> {
  try {
    return await inSession();
  } catch (error) {
    if (!fresh || !isUnknownSession(error)) throw error;
    return fresh();
  }
}

/** The address the email goes to; the service needs one to draft for (it cannot guess it). */
function recipient(...candidates: Array<string | null | undefined>): string {
  const to = candidates.find((c) => c && c.trim());
  if (!to) throw new ApiError('invalid_input', 'This contact has no email address: type the recipient’s address in To first.', [{ path: 'to', message: 'Type the recipient’s address first' }]);
  return to;
}

/** A draft named with a contact must be that contact's: written on, it would move to the other. */
function ownDraft(draft: { contact_id: string }, contactId: string): void {
  if (draft.contact_id !== contactId) throw new ApiError('invalid_input', 'This draft belongs to another contact.');
}

function requireRemote(remoteId: string | null): string {
  if (!remoteId) throw new ApiError('offline', 'This contact has not reached the service yet: write the email yourself, or wait for the next sync.');
  return remoteId;
}

export const emailHandlers = {
  'email.drafts': (input: Parsed<'email.drafts'>, ctx: CoreContext): EmailDraft[] => {
    contactFor(ctx, input.contactId);
    return draftsOf(ctx.store, input.contactId);
  },

  'email.prepare': async (input: Parsed<'email.prepare'>, ctx: CoreContext): Promise<EmailDraft> => {
    const contact = contactFor(ctx, input.contactId);
    const existing = input.draftId ? mustDraft(ctx, input.draftId) : null;
    if (existing) {
      editable(existing);
      ownDraft(existing, input.contactId);
    }
    const client = onlineClient(ctx, 'Writing an email with the service');
    const remoteId = requireRemote(contact.remote_id);
    const to = recipient(input.to, existing?.to_address, contact.email);
    const body: Record<string, unknown> = { message: input.instruction };
    if (existing?.session_id) body.sessionId = existing.session_id;
    // The recipient the user sees always goes with the request: left out, the service fills in
    // the address it holds for the contact, which may be one corrected here and not synced yet.
    body.currentEmail = existing ? { to, subject: existing.subject, body: existing.body } : { to };
    try {
      const answer = parseWith(
        emailDraftSchema,
        await online(ctx, client, () =>
          ctx.writing.run(contact.id, (signal) => {
            const fresh = existing?.session_id ? () => client.emailPrepare(remoteId, { message: input.instruction, currentEmail: body.currentEmail }, signal) : null;
            return withoutLostSession(() => client.emailPrepare(remoteId, body, signal), fresh);
          }),
        ),
        'the email it wrote',
      );
      return writeDraft(
        ctx,
        {
          id: existing?.id,
          contactId: contact.id,
          sessionId: answer.sessionId,
          // The recipient stays the one the user saw and the request named: the writer writes
          // the text, it does not choose where the email goes.
          to,
          subject: answer.currentEmail.subject ?? '',
          body: answer.currentEmail.body ?? '',
        },
        { kind: 'prepare', instruction: input.instruction },
        existing?.updated_at,
      );
    } catch (error) {
      throw toApiError(error, 'Writing an email with the service', 'The service could not write the email');
    }
  },

  'email.refine': async (input: Parsed<'email.refine'>, ctx: CoreContext): Promise<EmailDraft> => {
    const draft = mustDraft(ctx, input.draftId);
    editable(draft);
    const contact = contactFor(ctx, draft.contact_id);
    const client = onlineClient(ctx, 'Refining an email with the service');
    const remoteId = requireRemote(contact.remote_id);
    const currentEmail = { to: recipient(draft.to_address, contact.email), subject: draft.subject, body: draft.body };
    try {
      const answer = parseWith(
        emailDraftSchema,
        await online(ctx, client, () =>
          ctx.writing.run(contact.id, (signal) => {
            // A hand-written draft has no session yet (nor one the service forgot): prepare starts
            // one from what the user wrote.
            const fresh = () => client.emailPrepare(remoteId, { message: input.instruction, currentEmail }, signal);
            return draft.session_id
              ? withoutLostSession(() => client.emailRefine(remoteId, { instruction: input.instruction, sessionId: draft.session_id, currentEmail }, signal), fresh)
              : fresh();
          }),
        ),
        'the email it wrote',
      );
      return writeDraft(
        ctx,
        {
          id: draft.id,
          contactId: draft.contact_id,
          sessionId: answer.sessionId,
          to: currentEmail.to, // as sent, whatever the answer names (see email.prepare)
          subject: answer.currentEmail.subject ?? draft.subject,
          body: answer.currentEmail.body ?? draft.body,
        },
        { kind: 'refine', instruction: input.instruction },
        draft.updated_at,
      );
    } catch (error) {
      throw toApiError(error, 'Refining an email with the service', 'The service could not write the email');
    }
  },

  'email.stopWriting': (input: Parsed<'email.stopWriting'>, ctx: CoreContext): { stopped: boolean } => {
    // No contact check: one deleted by a sync while the service writes can still be stopped.
    // A contact replaced meanwhile (folded into another) is one contact: the window may name it
    // by either id, and the writing runs under the id it was started with.
    const now = contactNowFor(ctx.store, input.contactId);
    const same = ctx.writing.keys().filter((key) => key !== input.contactId && now !== undefined && contactNowFor(ctx.store, key) === now);
    return { stopped: [input.contactId, ...same].map((key) => ctx.writing.stop(key)).some(Boolean) };
  },

  'email.save': (input: Parsed<'email.save'>, ctx: CoreContext): EmailDraft => {
    contactFor(ctx, input.contactId);
    const existing = input.draftId ? mustDraft(ctx, input.draftId) : null;
    if (existing) {
      editable(existing);
      ownDraft(existing, input.contactId);
    }
    // Kept as it was (a save at a pause after typing undone, Save draft pressed twice): nothing
    // to keep, no step in the history, and a refused email keeps its marks.
    if (existing && sameEmail(existing, input)) return toDraft(existing);
    return writeDraft(
      ctx,
      { id: existing?.id, contactId: input.contactId, sessionId: existing?.session_id ?? null, to: input.to, subject: input.subject, body: input.body },
      { kind: 'edit' },
    );
  },

  'email.send': (input: Parsed<'email.send'>, ctx: CoreContext): EmailDraft => {
    ctx.store.transaction(() => {
      const draft = mustDraft(ctx, input.draftId);
      editable(draft);
      // The recipient may not have been typed here (the contact's address, filled in): it is
      // checked as one typed would be, so the header names the one address To shows.
      if (!draft.to_address) throw new ApiError('invalid_input', 'The email has no recipient.', [{ path: 'to', message: 'Add a recipient to send the email.' }]);
      const problem = recipientProblem(draft.to_address);
      if (problem) throw new ApiError('invalid_input', `The email cannot be sent to “${draft.to_address}”: ${problem}`, [{ path: 'to', message: problem }]);
      if (isLocalOnly(ctx.store, draft.contact_id)) {
        throw new ApiError('conflict', 'This contact is kept on this computer only (the service refused it and the change was discarded): the email cannot be sent from Rolodeck.');
      }
      ctx.store.run(ctx.store.db.updateTable('email_drafts').set({ status: 'queued', last_error: null, updated_at: nowIso() }).where('id', '=', draft.id));
      // This send replaces an earlier refused one: left in the problems list, that one could
      // be retried (a second email) or discarded (making the sent email a draft again).
      settleRefusedSends(ctx.store, draft.id, 'Replaced by a newer send of this email');
      enqueue(ctx.store, {
        kind: 'email.send',
        entityId: draft.id,
        contactId: draft.contact_id,
        payload: {
          draftId: draft.id,
          sessionId: draft.session_id,
          emailData: { to: draft.to_address, subject: draft.subject, body: draft.body },
        },
      });
    });
    changed(ctx);
    ctx.onLocalWrite();
    return toDraft(mustDraft(ctx, input.draftId));
  },

  'email.cancelSend': (input: Parsed<'email.cancelSend'>, ctx: CoreContext): EmailDraft => {
    try {
      cancelSend(ctx.store, input.draftId);
    } catch (error) {
      asApiError(error);
    }
    changed(ctx);
    ctx.onLocalWrite(); // the queue is shorter: the status bar's count follows
    return toDraft(mustDraft(ctx, input.draftId));
  },

  'email.discard': (input: Parsed<'email.discard'>, ctx: CoreContext): EmailDraft => {
    const draft = toDraft(mustDraft(ctx, input.draftId));
    ctx.store.transaction(() => {
      const row = mustDraft(ctx, input.draftId);
      if (row.status === 'queued') {
        // Deleting takes two steps, each its own choice: the send is cancelled (the email is a
        // draft again, email.cancelSend), then the draft is deleted after the user confirms.
        throw new ApiError('conflict', 'This email is waiting to be sent: cancel sending first (it becomes a draft again), then discard it.');
      } else if (row.status === 'needs_attention') {
        throw new ApiError('conflict', 'Rolodeck cannot tell whether this email went out: send it again or discard it from the sync problems list.');
      }
      // A refused send of a deleted draft has nothing left to send.
      settleRefusedSends(ctx.store, row.id, 'The email draft was deleted');
      ctx.store.run(ctx.store.db.deleteFrom('email_drafts').where('id', '=', row.id));
    });
    changed(ctx);
    return draft;
  },
};
