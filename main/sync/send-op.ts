// Sending one outbox op: the request for its kind (with its Idempotency-Key), the
// reconciliation an ambiguous op needs first, and what a success changes locally.
import { randomUUID } from 'node:crypto';
import { contactRow } from '../../db/queries/contacts';
import { contactNowFor } from '../../db/queries/replaced-contacts';
import { setDraftStatus } from '../../db/queries/drafts';
import { parseJson } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { appendText, appendedCopies } from '../domain/extend';
import { applyRemoteContact, sentSnapshot } from './apply';
import type { RemoteClient } from './client';
import { RemoteFailure } from './errors';
import { payloadOf, remoteIdOf, setState } from './outbox-ops';
import type { RemoteContact } from './parse';
import { remoteStateId, StateMap } from './pipeline-states';
import { foldCopyInto } from './fold-copy';
import { linkFoundCreate } from './link-creates';
import { remoteSnapshot, serviceBody } from './remote-snapshot';
import { EDITABLE_FIELDS, baseOf, sameValue, type Snapshot } from './snapshot';
import { isUnknownSession } from './email-session';
import { keySentUnder } from './key-scope';

interface Target {
  remoteId: string | null;
  exists: boolean;
}

function target(store: Store, contactId: string): Target {
  const row = store.first(remoteIdOf.with({ id: contactId }));
  return { remoteId: row?.remote_id ?? null, exists: Boolean(row) };
}

function requireRemoteId(t: Target, op: OutboxRow): string {
  if (!t.exists) throw new RemoteFailure('rejected', 'The contact was deleted before this change reached the service');
  if (!t.remoteId) throw new Error(`op ${op.id}: contact has no remote id yet`); // nextOp never lets this happen
  return t.remoteId;
}

/**
 * The contact an answer is about: the op's, or the one that replaced it while the request was on
 * its way (a copy folded in: fold-copy.ts). The answer is merged there, or the contact would not
 * know the change as the service's and read a later change by another user as a conflict.
 */
function answeredContact(store: Store, op: OutboxRow) {
  const id = contactNowFor(store, op.contact_id);
  return id === undefined ? undefined : contactRow(store, id);
}

/**
 * After a success: mark the op done and merge what the service answered, atomically. A
 * replayed answer (Idempotency-Key record) may predate the last pull: only the link and the
 * accepted values are taken from it; the next pull brings the rest.
 */
function finishWithContact(store: Store, op: OutboxRow, remote: RemoteContact | null, accepted: Partial<Snapshot>, replayed = false): boolean {
  if (remote && replayed) return finishLinked(store, op, remote.id, accepted);
  return store.transaction(() => {
    setState(store, op.id, 'done', { lastError: null, nextAttemptAt: null });
    const row = answeredContact(store, op);
    if (!row) return false;
    // An answer about another contact than the one this is linked to says nothing about this
    // one: taking it would relink the contact, and the next pull would then delete it as missing.
    if (!remote || (row.remote_id !== null && remote.id !== row.remote_id)) {
      // No contact in the answer: only the accepted fields are known to be the service's now.
      const base = { ...(baseOf(row) ?? {}), ...accepted };
      store.run(store.db.updateTable('contacts').set({ base: JSON.stringify(base) }).where('id', '=', row.id));
      return false;
    }
    const madeWay = remote.id !== row.remote_id && makeWayForLink(store, row.id, remote.id);
    // Read again when a copy was folded in: the row holds its unsent changes now.
    return applyRemoteContact(store, madeWay ? contactRow(store, row.id)! : row, remote, { resolveState: new StateMap(store).resolve, accepted }) || madeWay;
  });
}

/**
 * After a success whose answer names the contact but does not show it as the service has it
 * now (a replay, or only an id): the op is done, the contact linked, the accepted fields its
 * base; the next pull brings the rest.
 */
function finishLinked(store: Store, op: OutboxRow, remoteId: string, accepted: Partial<Snapshot>): boolean {
  return store.transaction(() => {
    setState(store, op.id, 'done', { lastError: null, nextAttemptAt: null });
    const row = answeredContact(store, op);
    if (!row) return false;
    const set: { base: string; remote_id?: string } = { base: JSON.stringify({ ...(baseOf(row) ?? {}), ...accepted }) };
    let madeWay = false;
    if (!row.remote_id) {
      madeWay = makeWayForLink(store, row.id, remoteId);
      set.remote_id = remoteId;
    }
    store.run(store.db.updateTable('contacts').set(set).where('id', '=', row.id));
    return madeWay;
  });
}

/**
 * Before the contact `contactId` is linked to the service's `remoteId`: another contact here
 * linked to it already. A create whose outcome was unknown can meet one: the copy it made,
 * edited on the service before the create was settled so that a pull could not tell it was ours
 * (unlinked-creates.ts), and stored as a new contact. The service has just named that contact as
 * the one the create made, so both are the same person: the copy is folded into the contact the
 * user made, with any work done on it meanwhile (fold-copy.ts), and the user's contact, with
 * everything queued behind its create, is linked (the next pull brings the service's values).
 * Answers whether a contact was taken out.
 */
function makeWayForLink(store: Store, contactId: string, remoteId: string): boolean {
  const other = store.first(store.db.selectFrom('contacts').select('id').where('remote_id', '=', remoteId));
  if (!other || other.id === contactId) return false;
  foldCopyInto(store, other.id, contactId);
  return true;
}

/**
 * An extend keeps, in its outbox row's `base`, the field's value as last seen on the service
 * when it was sent (earlier notes included): what an ambiguous attempt is compared against.
 * Written (and committed) before the request, so it survives the app stopping mid-request.
 */
function recordSentOver(store: Store, op: OutboxRow, field: string, value: string | null): void {
  store.run(store.db.updateTable('outbox').set({ base: JSON.stringify({ [field]: value }) }).where('id', '=', op.id));
}

/**
 * For an extend never attempted, from a copy of the store put back in place (restore-backup.ts):
 * if it went out after the copy was made, it went over what the copy last saw on the service.
 * Recorded as sent over that, so a later pull moving the contact's base does not hide it.
 */
export function recordUnsentExtendBase(store: Store, op: OutboxRow): void {
  if (op.kind !== 'contact.extend') return;
  const field = payloadOf(op).field === 'meetingContext' ? 'meetingContext' : 'additionalInfo';
  if (sentOver(op, field) !== undefined) return;
  const row = contactRow(store, op.contact_id);
  recordSentOver(store, op, field, ((row && baseOf(row)?.[field]) ?? null) as string | null);
}

/** The value recorded by recordSentOver; undefined for an op sent before it was recorded. */
function sentOver(op: OutboxRow, field: string): string | null | undefined {
  const base = parseJson<Record<string, string | null>>(op.base, {});
  return field in base ? base[field] : undefined;
}

const sameName = (a: string, b: unknown) => typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the service holds the contact as it was sent: every field the create set (emails in any case). */
function asSent(store: Store, remote: RemoteContact, sent: Partial<Snapshot>): boolean {
  const there = remoteSnapshot(remote, null, new StateMap(store).resolve) as Record<string, unknown>;
  return EDITABLE_FIELDS.every((field) => {
    if (field === 'pipelineStateId' || !(field in there)) return true;
    const mine = field === 'emails' ? (sent.emails ?? []).map((e) => e.toLowerCase()) : field === 'name' ? sent.name?.trim() : sent[field];
    return sameValue(there[field], mine);
  });
}

/**
 * Was an ambiguous create applied? Looks for a contact with its email (and name). One already
 * linked to another contact here is that contact, not this one: two contacts may share a name
 * and an email, and taking the other's would leave this create refused though the service made it.
 * Of several, one as it was sent comes first; `asSent` says whether the one found is.
 */
async function findCreated(store: Store, client: RemoteClient, op: OutboxRow, payload: Record<string, unknown>): Promise<{ remote: RemoteContact; asSent: boolean } | null> {
  const email = (payload.emails as string[] | undefined)?.[0];
  if (!email) return null;
  const found = (await client.findByEmail(email)).filter((c) => sameName(c.name, payload.name) && !linkedElsewhere(store, c.id, op.contact_id));
  const sent = sentSnapshot(payload);
  const exact = found.find((c) => asSent(store, c, sent));
  if (exact) return { remote: exact, asSent: true };
  return found[0] ? { remote: found[0], asSent: false } : null;
}

function linkedElsewhere(store: Store, remoteId: string, contactId: string): boolean {
  const other = store.first(store.db.selectFrom('contacts').select('id').where('remote_id', '=', remoteId));
  return Boolean(other && other.id !== contactId);
}

/**
 * A send whose session the service forgot goes on without it: the op's payload and key, and its
 * draft, drop the session (committed before the request, so an interrupted attempt is judged
 * by what was really sent, under the key it was sent with). Answers the new Idempotency-Key.
 */
function forgetSession(store: Store, client: RemoteClient, op: OutboxRow): string {
  const key = randomUUID();
  store.transaction(() => {
    const payload = { ...payloadOf(op), sessionId: null };
    const sentUnder = keySentUnder({ ...op, idempotency_key: key }, client, false);
    store.run(store.db.updateTable('outbox').set({ payload: JSON.stringify(payload), idempotency_key: key, key_sent_under: sentUnder }).where('id', '=', op.id));
    store.run(store.db.updateTable('email_drafts').set({ session_id: null }).where('id', '=', op.entity_id));
  });
  return key;
}

/**
 * How far an attempt got. Once a request that changes something has gone out, the service may
 * have applied it: a failure here after that (the store cannot record the answer) leaves the
 * op's outcome unknown, never refused (op-failure.ts).
 */
export interface Attempt {
  requested: boolean;
  /**
   * The service answered that it made the change. A request after that (reading back the note
   * it appended, finding the contact a create made) or the store failing then leaves the
   * outcome to be settled as one whose answer was lost (op-failure.ts): sent again as new, under
   * another token's key, the change would be made twice.
   */
  applied?: boolean;
}

/** Sends one op. Answers whether local data changed. Throws RemoteFailure on failure. */
export async function sendOp(store: Store, client: RemoteClient, op: OutboxRow, wasAmbiguous: boolean, attempt: Attempt = { requested: false }): Promise<boolean> {
  const payload = payloadOf(op);
  const key = op.idempotency_key;
  // Marks the attempt as gone out, makes the request, and marks it made once the service says so.
  const sending = async <T>(request: () => Promise<T>): Promise<T> => {
    attempt.requested = true;
    const answer = await request();
    attempt.applied = true;
    return answer;
  };
  switch (op.kind) {
    case 'contact.create': {
      const accepted = sentSnapshot(payload);
      if (wasAmbiguous) {
        const existing = await findCreated(store, client, op, payload);
        // Found as it was sent: ours. Found otherwise (a teammate's contact for the same person,
        // or ours edited there since), it is linked without taking its values for what was sent
        // (they would overwrite what the user typed): a field held differently is a conflict.
        if (existing?.asSent) return finishWithContact(store, op, existing.remote, accepted);
        if (existing) return linkFoundCreate(store, op, existing.remote);
      }
      const created = await sending(() => client.createContact(serviceBody(payload, true), key));
      if (created.contact) return finishWithContact(store, op, created.contact, accepted, created.replayed || wasAmbiguous);
      // Made, but the answer does not show it (204, or only an id): link it by what it names.
      const made = created.id ?? (await findCreated(store, client, op, payload))?.remote.id;
      if (made) return finishLinked(store, op, made, accepted);
      throw new RemoteFailure(
        'rejected',
        'The service took this new contact but did not say which contact it made, and none with its email and name can be found there: check the contact list before sending it again',
      );
    }
    case 'contact.update': {
      const remoteId = requireRemoteId(target(store, op.contact_id), op);
      const updated = await sending(() => client.patchContact(remoteId, serviceBody(payload, false), key));
      const accepted = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined)) as Partial<Snapshot>;
      return finishWithContact(store, op, updated.contact, accepted, updated.replayed || wasAmbiguous);
    }
    case 'contact.extend': {
      const remoteId = requireRemoteId(target(store, op.contact_id), op);
      const text = String(payload.text ?? '');
      const field = payload.field === 'meetingContext' ? 'meetingContext' : 'additionalInfo';
      const row = contactRow(store, op.contact_id);
      const baseValue = ((row && baseOf(row)?.[field]) ?? null) as string | null;
      const accepted = { [field]: appendText(baseValue, text) } as Partial<Snapshot>;
      if (wasAmbiguous) {
        const current = await client.getContact(remoteId);
        const recorded = sentOver(op, field);
        const before = appendedCopies(recorded === undefined ? baseValue : recorded, text);
        if (current && appendedCopies(current[field] ?? null, text) > before) return finishWithContact(store, op, current, accepted);
        // Not seen to have arrived: sent again under the same Idempotency-Key, so a service that
        // did apply it answers from its record instead of appending it a second time.
      } else {
        recordSentOver(store, op, field, baseValue);
      }
      const answered = await sending(() => client.extend(remoteId, { text, field }, key));
      // Accepted = base + text: a remote edit made meanwhile then reads as theirs, not a conflict.
      const current = answered.contact && !answered.replayed && !wasAmbiguous ? answered.contact : await client.getContact(remoteId);
      return finishWithContact(store, op, current, accepted);
    }
    case 'contact.pipeline': {
      const remoteId = requireRemoteId(target(store, op.contact_id), op);
      const localState = (payload.stateId as string | null) ?? null;
      let remoteState: string | null = null;
      if (localState) {
        const state = remoteStateId(store, localState);
        if (!state.remoteId) {
          throw new RemoteFailure('rejected', `The service has no pipeline state “${state.name ?? localState}”; pick one it knows`);
        }
        remoteState = state.remoteId;
      }
      const answered = await sending(() => client.setPipelineState(remoteId, remoteState, key));
      return finishWithContact(store, op, answered.contact, { pipelineStateId: localState }, answered.replayed || wasAmbiguous);
    }
    case 'task.create': {
      const remoteId = requireRemoteId(target(store, op.contact_id), op);
      const task = await sending(() => client.createTask(remoteId, payload, key));
      store.transaction(() => {
        setState(store, op.id, 'done', { lastError: null, nextAttemptAt: null });
        if (task.id) store.run(store.db.updateTable('tasks').set({ remote_id: task.id }).where('id', '=', op.entity_id));
      });
      return true;
    }
    case 'email.send': {
      const remoteId = requireRemoteId(target(store, op.contact_id), op);
      const p = payload as { sessionId?: string | null; emailData?: Record<string, unknown> };
      const body: Record<string, unknown> = { emailData: p.emailData ?? {} };
      if (p.sessionId) body.sessionId = p.sessionId;
      let answer: unknown;
      try {
        answer = await sending(() => client.emailSend(remoteId, body, key));
      } catch (error) {
        if (!p.sessionId || !isUnknownSession(error)) throw error;
        // Refused for its session alone, so nothing went out: the email is whole in emailData
        // and goes without the session, under a new key written before the request.
        attempt.requested = false;
        const newKey = forgetSession(store, client, op);
        answer = await sending(() => client.emailSend(remoteId, { emailData: body.emailData }, newKey));
      }
      store.transaction(() => {
        setState(store, op.id, 'done', { lastError: null, nextAttemptAt: null });
        setDraftStatus(store, op.entity_id, 'sent', notDelivered(answer) ? NOT_DELIVERED : null, 'send');
      });
      return true;
    }
    default:
      throw new RemoteFailure('rejected', `Unknown change kind ${op.kind}`);
  }
}

/**
 * The interface does not show what a send answers. A service that says it only recorded the
 * email (the reference service without a mail server: `delivered: false`, `status: 'recorded'`)
 * took it, and it is sent as far as Rolodeck goes (sending it again would record it twice), but
 * the user is told that it did not go out.
 */
function notDelivered(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const said = answer as { delivered?: unknown; status?: unknown };
  return said.delivered === false || said.status === 'recorded';
}

const NOT_DELIVERED = 'The service recorded this email but did not deliver it (it has no mail server set up): send it from your own mail if it must go out.';

export const describeKind: Record<string, string> = {
  'contact.create': 'New contact',
  'contact.update': 'Edit',
  'contact.extend': 'Note added',
  'contact.pipeline': 'Pipeline move',
  'task.create': 'New task',
  'email.send': 'Email',
};
