// The two-step creation wizard.
//   POST /api/contacts/prepare {text, overrides?} → 200 {confirmationToken, contact, expiresAt, source, cards}
//     Every card found in the text (a vCard's cards, a CSV export's rows, the people of a text
//     listing several) gets its own token; the first is also at the top level.
//     `overrides` apply to the first card only (the others are corrected at confirm).
//   POST /api/contacts/confirm {confirmationToken, overrides?} → 201 full contact, creationSource "scan"
//     A token works once and expires (30 minutes by default); unknown, used or expired → 422.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ExtractedContact } from '../../main/extraction/types';
import type { ServiceContext } from '../context';
import { hashToken } from '../auth/tokens';
import { insertContact } from '../db/contacts';
import type { ServiceDatabase } from '../db/schema';
import { contactDocument, contactIri } from '../domain/contact-resource';
import {
  contactCreateSchema,
  contactOverridesSchema,
  isEmail,
  isHttpUrl,
  LIMITS,
  notBlank,
  type ContactOverridesInput,
} from '../domain/fields';
import { commit } from '../http/commit';
import { HttpProblem, validationProblem } from '../http/problem';
import { parseBody, violationsOf } from '../http/validation';
import { requireContact } from './contact-lookup';

const MAX_TEXT = 1024 * 1024;
export const WIZARD_CREATION_SOURCE = 'scan';

const prepareSchema = z.strictObject({ text: notBlank(MAX_TEXT), overrides: contactOverridesSchema.optional() });
const confirmSchema = z.strictObject({ confirmationToken: notBlank(512), overrides: contactOverridesSchema.optional() });

/** What a card becomes: the create input, every key present (null or [] when empty). */
export interface PreparedContact {
  name: string | null;
  emails: string[];
  phones: string[];
  company: string | null;
  position: string | null;
  address: string | null;
  website: string | null;
  socialUrl: string | null;
  additionalInfo: string | null;
  meetingContext: string | null;
}

const EMPTY_CARD: ExtractedContact = {
  name: null, emails: [], phones: [], company: null, position: null, website: null,
  socialUrl: null, address: null, additionalInfo: null, source: 'text',
};

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));
const url = (value: string | null) => {
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  return isHttpUrl(withScheme) && withScheme.length <= LIMITS.url ? withScheme : null;
};

/** Keeps only what the service would accept, so confirming an untouched card cannot fail on extraction quirks. */
function fromExtracted(card: ExtractedContact): PreparedContact {
  return {
    name: clip(card.name, LIMITS.shortText),
    emails: card.emails.filter(isEmail).slice(0, LIMITS.listEntries),
    phones: card.phones.filter((p) => /\d/.test(p) && p.length <= LIMITS.phone).slice(0, LIMITS.listEntries),
    company: clip(card.company, LIMITS.shortText),
    position: clip(card.position, LIMITS.shortText),
    address: clip(card.address, LIMITS.address),
    website: url(card.website),
    socialUrl: url(card.socialUrl),
    additionalInfo: clip(card.additionalInfo, LIMITS.longText),
    meetingContext: clip(card.meetingContext ?? null, LIMITS.longText),
  };
}

function applyOverrides(contact: PreparedContact, overrides: ContactOverridesInput | undefined): PreparedContact {
  if (!overrides) return contact;
  const next: PreparedContact = { ...contact };
  for (const [key, value] of Object.entries(overrides) as Array<[keyof PreparedContact, unknown]>) {
    if (value === undefined) continue;
    if (key === 'emails' || key === 'phones') next[key] = (value as string[] | null) ?? [];
    else (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

// Loaded on first use, so a problem in the extraction module disables only the wizard.
let extractor: Promise<(text: string) => ExtractedContact[]> | null = null;
async function extract(text: string): Promise<ExtractedContact[]> {
  extractor ??= import('../../main/extraction/index').then((m) => m.extractContacts);
  try {
    return (await extractor)(text);
  } catch (error) {
    extractor = null;
    throw new HttpProblem(503, `Contact extraction is unavailable: ${(error as Error).message}`);
  }
}

async function createConfirmation(trx: Kysely<ServiceDatabase>, contact: PreparedContact, now: Date, ttlMs: number) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  await trx
    .insertInto('wizard_confirmations')
    .values({ token_hash: hashToken(token), contact: JSON.stringify(contact), created_at: now.toISOString(), expires_at: expiresAt, used_at: null, contact_id: null })
    .execute();
  return { confirmationToken: token, expiresAt };
}

export function wizardRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/api/contacts/prepare', async (request, reply) => {
    const { text, overrides } = parseBody(prepareSchema, request.body);
    const extracted = await extract(text);
    const cards = (extracted.length ? extracted : [EMPTY_CARD]).map((card, i) => ({
      source: card.source,
      contact: i === 0 ? applyOverrides(fromExtracted(card), overrides) : fromExtracted(card),
    }));
    return commit(ctx, request, reply, async (trx) => {
      const now = ctx.now();
      const prepared = [];
      for (const card of cards) {
        const { confirmationToken, expiresAt } = await createConfirmation(trx, card.contact, now, ctx.confirmationTtlMs);
        prepared.push({ confirmationToken, contact: card.contact, expiresAt, source: card.source });
      }
      return { status: 200, body: { ...prepared[0]!, cards: prepared } };
    });
  });

  app.post('/api/contacts/confirm', async (request, reply) => {
    const { confirmationToken, overrides } = parseBody(confirmSchema, request.body);
    const tokenProblem = (message: string) => validationProblem([{ propertyPath: 'confirmationToken', message }]);
    return commit(ctx, request, reply, async (trx) => {
      const now = ctx.now();
      const row = await trx.selectFrom('wizard_confirmations').selectAll().where('token_hash', '=', hashToken(confirmationToken)).executeTakeFirst();
      if (!row) throw tokenProblem('This confirmation token is unknown.');
      if (row.used_at) throw tokenProblem('This confirmation token has already been used.');
      if (Date.parse(row.expires_at) <= now.getTime()) throw tokenProblem('This confirmation token has expired; prepare the contact again.');
      const merged = applyOverrides(JSON.parse(row.contact) as PreparedContact, overrides);
      // Drop nulls/empties so the create rules judge only what is there (a missing name → "required").
      const candidate = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== null));
      const checked = contactCreateSchema.safeParse(candidate);
      if (!checked.success) throw validationProblem(violationsOf(checked.error, candidate));
      const id = await insertContact(trx, { ...checked.data, creationSource: WIZARD_CREATION_SOURCE }, now);
      await trx.updateTable('wizard_confirmations').set({ used_at: now.toISOString(), contact_id: id }).where('token_hash', '=', row.token_hash).execute();
      return { status: 201, body: contactDocument(await requireContact(trx, id)), headers: { location: contactIri(id) } };
    });
  });
}
