// The two-step creation wizard. Online: the service extracts (prepare) and creates (confirm).
// Offline — or when the service cannot be reached — the app extracts locally with the same
// extraction code and the confirm becomes a local create queued for the service, its
// creationSource recorded as the service would ("scan").
import type { Contact, ContactInput, WizardPrepared } from '../../../preload/contract';
import { contactInput } from '../../../preload/contract';
import { findContact } from '../../../db/queries/contacts';
import { nowIso } from '../../../db/queries/json';
import { extractContacts } from '../../extraction/index';
import type { ExtractedContact } from '../../extraction/types';
import { applyRemoteContact, insertRemoteContact, keepStoredContact } from '../../sync/apply';
import { RemoteFailure } from '../../sync/errors';
import { preparedSchema } from '../../sync/parse';
import { StateMap } from '../../sync/pipeline-states';
import type { CoreContext } from '../context';
import { ApiError } from '../errors';
import type { Parsed } from '../handler-types';
import { createContact } from './contacts';
import { isConnectivity, online, toApiError } from './online';
import { randomUUID } from 'node:crypto';

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
 * Overrides as the service's input names. A field the user cleared (null) is sent as null, so the
 * service drops what it extracted there; a field the form does not have (undefined) is left out.
 */
function overrides(contact: Parsed<'wizard.confirm'>['contact']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(contact)) if (v !== undefined) out[k] = v;
  return out;
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
      const parsed = preparedSchema.safeParse(body);
      if (!parsed.success) return prepareLocally(input.text);
      const cards = parsed.data.cards ?? [parsed.data];
      return { source: 'service', drafts: cards.map((card) => ({ confirmationToken: card.confirmationToken, contact: toInput(card.contact ?? {}) })) };
    } catch (error) {
      if (isConnectivity(error) || (error as { kind?: string }).kind === 'unauthorized') return prepareLocally(input.text);
      throw toApiError(error, 'The wizard');
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
    const client = ctx.sync?.client();
    if (!input.confirmationToken || !client) return createLocally(ctx, input.contact, input.cardId);
    try {
      const remote = await online(ctx, client, () => client.wizardConfirm(input.confirmationToken!, overrides(input.contact), input.cardId ?? randomUUID()));
      const id = ctx.store.transaction(() => {
        const states = new StateMap(ctx.store);
        const existing = ctx.store.first(ctx.store.db.selectFrom('contacts').selectAll().where('remote_id', '=', remote.id));
        if (existing) {
          applyRemoteContact(ctx.store, existing, remote, { resolveState: states.resolve });
          // A pass may be storing it from its listing right now: the user is given this
          // contact, so that pass must not take it out again if its listing then fails.
          keepStoredContact(ctx.store, existing.id);
          return existing.id;
        }
        // Under the card's id, when that id is free: confirmed again (a restart before the review
        // recorded it), even offline, the card finds this contact.
        const free = input.cardId && !findContact(ctx.store, input.cardId);
        return insertRemoteContact(ctx.store, remote, states.resolve, free ? input.cardId : undefined);
      });
      ctx.events.emit('data.changed', { entities: ['contacts'] });
      return findContact(ctx.store, id)!;
    } catch (error) {
      // Only when the request surely did not reach the service: otherwise a local create
      // could make the contact twice.
      if (error instanceof Error && (error as { kind?: string }).kind === 'not_sent') return createLocally(ctx, input.contact, input.cardId);
      // Nothing was made there with this token: the contact is made here as corrected, and
      // queued like any other.
      if (tokenMadeNothing(error)) return createLocally(ctx, input.contact, input.cardId);
      throw toApiError(error, 'Creating the contact');
    }
  },
};
