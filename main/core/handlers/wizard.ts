// The two-step creation wizard. Online: the service extracts (prepare) and creates (confirm).
// Offline — or when the service cannot be reached — the app extracts locally with the same
// extraction code and the confirm becomes a local create queued for the service, its
// creationSource recorded as the service would ("scan").
import type { Contact, ContactInput, WizardPrepared } from '../../../preload/contract';
import { contactFields, contactInput } from '../../../preload/contract';
import { findContact } from '../../../db/queries/contacts';
import { nowIso, parseJson } from '../../../db/queries/json';
import { extractContacts } from '../../extraction/index';
import type { ExtractedContact } from '../../extraction/types';
import { applyRemoteContact, insertRemoteContact, keepStoredContact } from '../../sync/apply';
import { RemoteFailure } from '../../sync/errors';
import { KEY_KEPT_MS } from '../../sync/key-scope';
import { MalformedResponse, parseWith, preparedSchema } from '../../sync/parse';
import { StateMap } from '../../sync/pipeline-states';
import type { CoreContext } from '../context';
import { ApiError } from '../errors';
import type { Parsed } from '../handler-types';
import { createContact, updateContact } from './contacts';
import { isConnectivity, online, toApiError } from './online';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';

export const WIZARD_CREATION_SOURCE = 'scan';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);

/** Any extracted shape (the service's or ours) as the fields a form shows. */
function toInput(c: Record<string, unknown> | ExtractedContact): ContactInput {
  const r = c as Record<string, unknown>;
  const emails = strs(r.emails);
  const phones = strs(r.phones);
  if (!emails.length && str(r.email)) emails.push(str(r.email)!);
  if (!phones.length && str(r.phone)) phones.push(str(r.phone)!);
  return {
    name: str(r.name) ?? '',
    emails,
    phones,
    company: str(r.company),
    position: str(r.position),
    address: str(r.address),
    website: str(r.website),
    socialUrl: str(r.socialUrl),
    additionalInfo: str(r.additionalInfo),
    meetingContext: str(r.meetingContext),
  };
}

function prepareLocally(text: string): WizardPrepared {
  const found = extractContacts(text);
  return { source: 'local', drafts: found.map((c) => ({ confirmationToken: null, contact: toInput(c) })) };
}

/** A local create, queued for the service; its id the card's, when it has one. */
function createLocally(ctx: CoreContext, contact: Parsed<'wizard.confirm'>['contact'], cardId?: string): Contact {
  const created = createContact(contact, ctx, cardId);
  ctx.store.run(ctx.store.db.updateTable('contacts').set({ creation_source: WIZARD_CREATION_SOURCE, updated_at: nowIso() }).where('id', '=', created.id));
  return findContact(ctx.store, created.id)!;
}

/**
 * The card as the user confirms it: every field, one the confirm leaves out read as empty. The
 * service keeps what it read from the text for a field its confirm does not name, while a local
 * create has nothing there: read this way, the service's confirm, the local create (offline, or
 * the token refused) and the corrections after a lost answer all make the contact the card shows.
 */
function wholeCard(contact: Parsed<'wizard.confirm'>['contact']): Parsed<'wizard.confirm'>['contact'] {
  const card: Record<string, unknown> = { ...contact };
  for (const field of Object.keys(contactFields)) {
    if (field !== 'name' && card[field] === undefined) card[field] = field === 'emails' || field === 'phones' ? [] : null;
  }
  return card as Parsed<'wizard.confirm'>['contact'];
}

/**
 * What a card's confirm sent under its Idempotency-Key (the card's id), kept while the service
 * may hold it. The service answers the same request again from its record, but refuses the key
 * with another body (422, for ever): a card confirmed again after an answer that never came,
 * corrected meanwhile, sends this body again and the corrections as an edit of the contact.
 * Kept as long as the service keeps keys (KEY_KEPT_MS), in the store, so a restart keeps it too.
 */
interface SentConfirm {
  confirmationToken: string;
  overrides: Record<string, unknown>;
  /** When it was first sent (ms). */
  at: number;
}

const SENT_CONFIRM = 'wizard.confirm:';

function sentConfirm(ctx: CoreContext, cardId: string): SentConfirm | null {
  const row = ctx.store.first(ctx.store.db.selectFrom('sync_state').select('value').where('key', '=', SENT_CONFIRM + cardId));
  const sent = row ? parseJson<SentConfirm | null>(row.value, null) : null;
  return sent && Date.now() - sent.at < KEY_KEPT_MS ? sent : null;
}

/** Written before the request: an answer lost to a stop of the app is as unclear as any other. */
function rememberConfirm(ctx: CoreContext, cardId: string, sent: SentConfirm): void {
  const { db } = ctx.store;
  ctx.store.transaction(() => {
    // Cards left after an unclear confirm: the service has forgotten their keys by now.
    ctx.store.run(db.deleteFrom('sync_state').where('key', 'like', `${SENT_CONFIRM}%`).where(sql<number>`json_extract(value, '$.at')`, '<', Date.now() - KEY_KEPT_MS));
    const value = JSON.stringify(sent);
    ctx.store.run(db.insertInto('sync_state').values({ key: SENT_CONFIRM + cardId, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })));
  });
}

/** Nothing was made under the card's key: its next confirm sends the card as it is then. */
function forgetConfirm(ctx: CoreContext, cardId: string | undefined): void {
  if (cardId) ctx.store.run(ctx.store.db.deleteFrom('sync_state').where('key', '=', SENT_CONFIRM + cardId));
}

/** The fields the user changed on the card since `first` was sent, as an edit. */
function corrections(first: Record<string, unknown>, now: Record<string, unknown>): Parsed<'contacts.update'>['patch'] {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(now)) if (JSON.stringify(value) !== JSON.stringify(first[field])) patch[field] = value;
  return patch as Parsed<'contacts.update'>['patch'];
}

/**
 * The service refused the confirm for its token alone, one that made nothing: expired (a review
 * left open past the service's half hour) or unknown to it (a service that forgot its tokens).
 * Not a token already used: that one made a contact.
 */
function tokenMadeNothing(error: unknown): boolean {
  if (!(error instanceof RemoteFailure) || error.kind !== 'rejected' || !error.fields.includes('confirmationToken')) return false;
  return /expired|unknown/i.test(error.message) && !/used/i.test(error.message);
}

export const wizardHandlers = {
  'wizard.prepare': async (input: Parsed<'wizard.prepare'>, ctx: CoreContext): Promise<WizardPrepared> => {
    const client = ctx.sync?.client();
    if (!client) return prepareLocally(input.text);
    try {
      // Under the read's id, so the user's Stop ends the wait; stopped, it answers 'stopped' (an ApiError).
      const body = await online(ctx, client, () => ctx.reading.run(input.readId ?? randomUUID(), (signal) => client.wizardPrepare(input.text, signal)));
      let parsed;
      try {
        parsed = parseWith(preparedSchema, body, 'the contacts it read');
      } catch (error) {
        // Read here instead, and said so: the text is not lost to an answer no one can read.
        if (error instanceof MalformedResponse) return { ...prepareLocally(input.text), unreadAnswer: error.message };
        throw error;
      }
      const cards = parsed.cards?.length ? parsed.cards : [parsed];
      return { source: 'service', drafts: cards.map((card) => ({ confirmationToken: card.confirmationToken, contact: toInput(card.contact ?? {}) })) };
    } catch (error) {
      if (isConnectivity(error) || (error as { kind?: string }).kind === 'unauthorized') return prepareLocally(input.text);
      throw toApiError(error, 'The wizard', 'The service could not read the text');
    }
  },

  'wizard.stopReading': (input: Parsed<'wizard.stopReading'>, ctx: CoreContext): { stopped: boolean } => ({ stopped: ctx.reading.stop(input.readId) }),

  'wizard.confirm': async (input: Parsed<'wizard.confirm'>, ctx: CoreContext): Promise<Contact> => {
    const checked = contactInput.safeParse(input.contact);
    if (!checked.success) throw new ApiError('invalid_input', checked.error.issues[0]?.message ?? 'Invalid contact');
    // The card made before, offline or online (either way the contact's id is the card's): that
    // contact, not a second one.
    const madeHere = input.cardId ? findContact(ctx.store, input.cardId) : null;
    if (madeHere) return madeHere;
    const card = wholeCard(input.contact);
    const client = ctx.sync?.client();
    if (!input.confirmationToken || !client) return createLocally(ctx, card, input.cardId);
    // The service's overrides: every field, so one the user emptied drops what it extracted there.
    const wanted: Record<string, unknown> = { ...card };
    // Confirmed before, and the answer never came: the same request again, so the service answers
    // from its record (or makes the contact now, if the first never reached it).
    const first = input.cardId ? sentConfirm(ctx, input.cardId) : null;
    const sent = first ?? { confirmationToken: input.confirmationToken, overrides: wanted, at: Date.now() };
    if (input.cardId && !first) rememberConfirm(ctx, input.cardId, sent);
    try {
      const remote = await online(ctx, client, () => client.wizardConfirm(sent.confirmationToken, sent.overrides, input.cardId ?? randomUUID()));
      let edited = false;
      const id = ctx.store.transaction(() => {
        const states = new StateMap(ctx.store);
        const existing = ctx.store.first(ctx.store.db.selectFrom('contacts').selectAll().where('remote_id', '=', remote.id));
        let id: string;
        if (existing) {
          applyRemoteContact(ctx.store, existing, remote, { resolveState: states.resolve });
          // A pass may be storing it from its listing right now: the user is given this
          // contact, so that pass must not take it out again if its listing then fails.
          keepStoredContact(ctx.store, existing.id);
          id = existing.id;
        } else {
          // Under the card's id, when that id is free: confirmed again (a restart before the review
          // recorded it), even offline, the card finds this contact.
          const free = input.cardId && !findContact(ctx.store, input.cardId);
          id = insertRemoteContact(ctx.store, remote, states.resolve, free ? input.cardId : undefined);
        }
        // What the user corrected on the card since the first confirm: an edit, queued as any other.
        if (first) edited = updateContact(ctx, id, corrections(first.overrides, wanted));
        return id;
      });
      ctx.events.emit('data.changed', { entities: ['contacts'] });
      if (edited) ctx.onLocalWrite();
      return findContact(ctx.store, id)!;
    } catch (error) {
      const kind = (error as { kind?: string }).kind;
      // Only when the request surely did not reach the service, nor an earlier one whose
      // answer never came: otherwise a local create could make the contact twice. A token the
      // service refused (401: revoked or replaced there) made nothing either: the contact is
      // kept here and queued, and goes out once a new token is saved (sync waits for one).
      if ((kind === 'not_sent' || kind === 'unauthorized') && !first) {
        forgetConfirm(ctx, input.cardId);
        return createLocally(ctx, card, input.cardId);
      }
      // Nothing was made there with this token (an earlier confirm that was would be answered
      // from the service's record): the contact is made here as corrected, and queued like any other.
      if (tokenMadeNothing(error)) {
        forgetConfirm(ctx, input.cardId);
        return createLocally(ctx, card, input.cardId);
      }
      // Refused as sent: nothing is held under the key, so the next confirm sends the card as it is then.
      if (kind === 'rejected') forgetConfirm(ctx, input.cardId);
      throw toApiError(error, 'Creating the contact', 'The service failed while creating the contact');
    }
  },
};
