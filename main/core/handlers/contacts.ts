// Contact and pipeline handlers on the local store. Each write is one transaction that changes
// the data and appends its outbox op.
import type { Contact, ContactPatch, PipelineState } from '../../../preload/contract';
import { limits } from '../../../preload/contract';
import { newId } from '../../../db/ids';
import { contactRow, findContact, listContacts } from '../../../db/queries/contacts';
import { contactPosition } from '../../../db/queries/contact-position';
import { contactsWithEmails, knownEmails } from '../../../db/queries/contacts-by-email';
import { contactNowFor } from '../../../db/queries/replaced-contacts';
import { nowIso } from '../../../db/queries/json';
import { enqueue } from '../../../db/queries/outbox';
import type { ContactsTable } from '../../../db/schema';
import { appendText } from '../../domain/extend';
import { baseOf } from '../../sync/snapshot';
import type { CoreContext } from '../context';
import { ApiError, notFound } from '../errors';
import type { Parsed } from '../handler-types';

/** API field name → column, for the fields a user edits. */
const columns = {
  name: 'name',
  company: 'company',
  position: 'position',
  address: 'address',
  website: 'website',
  socialUrl: 'social_url',
  additionalInfo: 'additional_info',
  meetingContext: 'meeting_context',
} as const satisfies Record<string, keyof ContactsTable>;

type ParsedPatch = { [K in keyof ContactPatch]?: Exclude<ContactPatch[K], undefined> };

function columnValues(patch: ParsedPatch): Partial<ContactsTable> {
  const values: Partial<ContactsTable> = {};
  for (const [field, column] of Object.entries(columns) as [keyof typeof columns, keyof ContactsTable][]) {
    if (patch[field] !== undefined) (values as Record<string, unknown>)[column] = patch[field];
  }
  if (patch.emails !== undefined) {
    values.emails = JSON.stringify(patch.emails);
    values.email = patch.emails[0] ?? null;
  }
  if (patch.phones !== undefined) {
    values.phones = JSON.stringify(patch.phones);
    values.phone = patch.phones[0] ?? null;
  }
  return values;
}

/** The fields of `patch` whose value differs from the row's. */
function changedFields(row: ContactsTable, patch: ParsedPatch): ParsedPatch {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current =
      field === 'emails' || field === 'phones'
        ? row[field]
        : (row[columns[field as keyof typeof columns]] as string | null);
    const next = Array.isArray(value) ? JSON.stringify(value) : value;
    if (current !== next) changed[field] = value;
  }
  return changed as ParsedPatch;
}

function mustFind(ctx: CoreContext, id: string): Contact {
  const contact = findContact(ctx.store, id);
  if (!contact) throw notFound('contact');
  return contact;
}

function baseValues(row: ContactsTable, fields: string[]): Record<string, unknown> | null {
  const base = baseOf(row) as Record<string, unknown> | null;
  if (!base) return null;
  return Object.fromEntries(fields.map((f) => [f, base[f] ?? null]));
}

const fieldNames = { additionalInfo: 'The notes', meetingContext: 'The meeting context' } as const;

function notesTooLong(field: keyof typeof fieldNames, total: number): ApiError {
  const message = `${fieldNames[field]} can hold at most ${limits.notes} characters; with this text they would have ${total}. Shorten the text, or edit the contact to make room.`;
  return new ApiError('invalid_input', message, [{ path: 'text', message }]);
}

function touched(ctx: CoreContext): void {
  ctx.events.emit('data.changed', { entities: ['contacts'] });
  ctx.onLocalWrite();
}

/** A new contact here, queued for the service; `id` when the caller chose it (the wizard's card id). */
export function createContact(input: Parsed<'contacts.create'>, ctx: CoreContext, id = newId()): Contact {
  const now = nowIso();
  const patch = input as ParsedPatch;
  ctx.store.transaction(() => {
    ctx.store.run(
      ctx.store.db.insertInto('contacts').values({
        id,
        remote_id: null,
        name: input.name,
        emails: '[]',
        phones: '[]',
        tags: '[]',
        company_ids: '[]',
        created_at: now,
        updated_at: now,
        ...columnValues(patch),
      } as ContactsTable),
    );
    enqueue(ctx.store, { kind: 'contact.create', entityId: id, contactId: id, payload: { ...patch } });
  });
  touched(ctx);
  return mustFind(ctx, id);
}

/**
 * Edits a contact here and queues the edit for the service (the fields that change); answers
 * whether any did. The caller tells the views and sync (touched), once its work is done.
 */
export function updateContact(ctx: CoreContext, id: string, patch: Parsed<'contacts.update'>['patch']): boolean {
  return ctx.store.transaction(() => {
    const row = contactRow(ctx.store, id);
    if (!row) throw notFound('contact');
    const changed = changedFields(row, patch as ParsedPatch);
    const fields = Object.keys(changed);
    if (!fields.length) return false;
    ctx.store.run(ctx.store.db.updateTable('contacts').set({ ...columnValues(changed), updated_at: nowIso() }).where('id', '=', id));
    enqueue(ctx.store, {
      kind: 'contact.update',
      entityId: id,
      contactId: id,
      payload: changed,
      base: baseValues(row, fields),
    });
    return true;
  });
}

export const contactHandlers = {
  'contacts.list': (input: Parsed<'contacts.list'>, ctx: CoreContext) => listContacts(ctx.store, input),

  'contacts.position': (input: Parsed<'contacts.position'>, ctx: CoreContext) => ({ index: contactPosition(ctx.store, input) }),
  'contacts.withEmails': (input: Parsed<'contacts.withEmails'>, ctx: CoreContext) => contactsWithEmails(ctx.store, input.emails, input.exceptId ?? null),
  'contacts.knownEmails': (input: Parsed<'contacts.knownEmails'>, ctx: CoreContext) => knownEmails(ctx.store, input.emails),

  'contacts.get': (input: Parsed<'contacts.get'>, ctx: CoreContext) => mustFind(ctx, input.id),

  'contacts.replacements': (input: Parsed<'contacts.replacements'>, ctx: CoreContext): Record<string, string> => {
    const replaced: Record<string, string> = {};
    for (const id of new Set(input.ids)) {
      const now = contactNowFor(ctx.store, id);
      if (now !== undefined && now !== id) replaced[id] = now;
    }
    return replaced;
  },

  'contacts.create': (input: Parsed<'contacts.create'>, ctx: CoreContext): Contact => createContact(input, ctx),

  'contacts.update': (input: Parsed<'contacts.update'>, ctx: CoreContext): Contact => {
    if (updateContact(ctx, input.id, input.patch)) touched(ctx);
    return mustFind(ctx, input.id);
  },

  'contacts.extend': (input: Parsed<'contacts.extend'>, ctx: CoreContext): Contact => {
    ctx.store.transaction(() => {
      const row = contactRow(ctx.store, input.id);
      if (!row) throw notFound('contact');
      const column = columns[input.field];
      const next = appendText(row[column] as string | null, input.text);
      // The service refuses an extend that takes the total past its limit: refused here, next to
      // the text typed, it is not saved and queued to be refused later.
      if (next.length > limits.notes) throw notesTooLong(input.field, next.length);
      ctx.store.run(
        ctx.store.db
          .updateTable('contacts')
          .set({ [column]: next, updated_at: nowIso() })
          .where('id', '=', input.id),
      );
      enqueue(ctx.store, {
        kind: 'contact.extend',
        entityId: input.id,
        contactId: input.id,
        payload: { text: input.text, field: input.field },
      });
    });
    touched(ctx);
    return mustFind(ctx, input.id);
  },

  'contacts.setPipelineState': (input: Parsed<'contacts.setPipelineState'>, ctx: CoreContext): Contact => {
    ctx.store.transaction(() => {
      const row = contactRow(ctx.store, input.id);
      if (!row) throw notFound('contact');
      if (input.stateId) {
        const state = ctx.store.first(ctx.store.db.selectFrom('pipeline_states').select('id').where('id', '=', input.stateId));
        if (!state) throw notFound('pipeline state');
      }
      if (row.pipeline_state_id === input.stateId) return;
      ctx.store.run(
        ctx.store.db.updateTable('contacts').set({ pipeline_state_id: input.stateId, updated_at: nowIso() }).where('id', '=', input.id),
      );
      enqueue(ctx.store, {
        kind: 'contact.pipeline',
        entityId: input.id,
        contactId: input.id,
        payload: { stateId: input.stateId },
        base: baseValues(row, ['pipelineStateId']),
      });
    });
    touched(ctx);
    return mustFind(ctx, input.id);
  },

  'pipelineStates.list': (_input: Parsed<'pipelineStates.list'>, ctx: CoreContext): PipelineState[] => {
    const rows = ctx.store.all(
      ctx.store.db
        .selectFrom('pipeline_states as p')
        .select(['p.id', 'p.name', 'p.position'])
        .select((eb) =>
          eb.selectFrom('contacts as c').whereRef('c.pipeline_state_id', '=', 'p.id').select(eb.fn.countAll<number>().as('n')).as('contactCount'),
        )
        .orderBy('p.position')
        .orderBy('p.name'),
    );
    return rows.map((r) => ({ id: r.id, name: r.name, position: r.position, contactCount: Number(r.contactCount ?? 0) }));
  },
};
