// Email drafting and sending for a contact, within a session.
//   POST .../emails/prepare {message, sessionId?, currentEmail?}  → 200 {sessionId, currentEmail}
//   POST .../emails/refine  {instruction, sessionId, currentEmail?} → 200 {sessionId, currentEmail}
//   POST .../emails/send    {sessionId?, emailData?}               → 201 the sent message + contact
// `currentEmail` / `emailData` are {to?, subject?, body?}: what the user edited; given fields
// replace the session's draft. The writer (template or chat-completions) runs before the
// transaction: no network call is ever awaited inside one.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../context';
import { getContact, touchContact, type ContactRecord } from '../db/contacts';
import { getSession, recordMessage, saveSessionSteps, type EmailSession } from '../db/email';
import { contactDocument, contactResource } from '../domain/contact-resource';
import { emailAddress, isEmail, LIMITS, notBlank, uuid } from '../domain/fields';
import { draftFault, EmailWriterError, tidyEmail } from '../email/written-email';
import type { DraftRequest, EmailDraft, WriterHistoryEntry, WrittenEmail } from '../email/writer';
import { commit } from '../http/commit';
import { contactIdParam } from '../http/params';
import { HttpProblem, validationProblem, type Violation } from '../http/problem';
import { parseBody } from '../http/validation';
import { ensureContact, requireContact } from './contact-lookup';

const draftSchema = z.strictObject({
  to: emailAddress.optional(),
  subject: z.string().max(LIMITS.subject).optional(),
  body: z.string().max(LIMITS.longText).optional(),
});
const prepareSchema = z.strictObject({ message: notBlank(LIMITS.instruction), sessionId: uuid.optional(), currentEmail: draftSchema.optional() });
const refineSchema = z.strictObject({ instruction: notBlank(LIMITS.instruction), sessionId: uuid, currentEmail: draftSchema.optional() });
const sendSchema = z.strictObject({ sessionId: uuid.optional(), emailData: draftSchema.optional() });
type PartialDraft = z.output<typeof draftSchema>;

/** Statuses that a sent email moves to `contacted`; later stages are not moved back. */
const BEFORE_CONTACTED = new Set(['pending', 'enriched']);

const loadContact = (ctx: ServiceContext, request: FastifyRequest): Promise<ContactRecord> => requireContact(ctx.db, contactIdParam(request));

/** The session steps of a prepare or refine: the user's own edit (if any), then the writer's draft. */
function writerSteps(kind: 'prepare' | 'refine', instruction: string, edited: PartialDraft | undefined, before: EmailDraft | null, draft: EmailDraft): WriterHistoryEntry[] {
  return [...(edited ? [{ kind: 'edit' as const, instruction: null, draft: before }] : []), { kind, instruction, draft }];
}

async function loadSession(ctx: ServiceContext, contactId: string, sessionId: string | undefined): Promise<EmailSession | null> {
  if (!sessionId) return null;
  const session = await getSession(ctx.db, sessionId);
  if (!session || session.contactId !== contactId) {
    throw validationProblem([{ propertyPath: 'sessionId', message: 'No email session with this id exists for this contact.' }]);
  }
  return session;
}

function merge(base: EmailDraft | null, edit: PartialDraft | undefined, defaultTo: string | null): Partial<EmailDraft> {
  return {
    to: edit?.to ?? base?.to ?? defaultTo ?? undefined,
    subject: edit?.subject ?? base?.subject,
    body: edit?.body ?? base?.body,
  };
}

/**
 * Runs the writer. A writer that fails is a 502; a draft out of the draft bounds that the
 * instruction led to (the template writer's "subject: …" or many "add …") is a 422 on it.
 */
async function write(instructionField: 'message' | 'instruction', run: () => Promise<WrittenEmail>): Promise<WrittenEmail> {
  let written: WrittenEmail;
  try {
    written = tidyEmail(await run());
  } catch (error) {
    if (error instanceof EmailWriterError) throw new HttpProblem(502, error.message);
    throw error;
  }
  const fault = draftFault(written);
  if (fault) throw validationProblem([{ propertyPath: instructionField, message: `The draft this gives is unusable: ${fault}.` }]);
  return written;
}

function writerRequest(ctx: ServiceContext, record: ContactRecord, instruction: string, current: EmailDraft | null, history: WriterHistoryEntry[]): DraftRequest {
  const c = contactResource(record);
  return {
    contact: { name: c.name, email: c.email, company: c.company, position: c.position, meetingContext: c.meetingContext, additionalInfo: c.additionalInfo },
    instruction,
    current,
    history,
    senderName: ctx.senderName,
  };
}

export function emailRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/api/contacts/:id/emails/prepare', async (request, reply) => {
    const record = await loadContact(ctx, request);
    const input = parseBody(prepareSchema, request.body);
    const session = await loadSession(ctx, record.row.id, input.sessionId);
    const contact = contactResource(record);
    const start = merge(session?.current ?? null, input.currentEmail, contact.email);
    if (!start.to) {
      throw validationProblem([{ propertyPath: 'currentEmail.to', message: 'The contact has no email address; give currentEmail.to.' }]);
    }
    const current = start.subject !== undefined && start.body !== undefined ? (start as EmailDraft) : null;
    const written = await write('message', () => ctx.writer.draft(writerRequest(ctx, record, input.message, current, session?.history ?? [])));
    const draft: EmailDraft = { to: start.to, ...written };
    const steps = writerSteps('prepare', input.message, input.currentEmail, current, draft);
    return commit(ctx, request, reply, async (trx) => {
      await ensureContact(trx, record.row.id);
      const id = session?.id ?? randomUUID();
      await saveSessionSteps(trx, { id, contactId: record.row.id, isNew: !session }, steps, draft, ctx.now());
      return { status: 200, body: { sessionId: id, currentEmail: draft } };
    });
  });

  app.post('/api/contacts/:id/emails/refine', async (request, reply) => {
    const record = await loadContact(ctx, request);
    const input = parseBody(refineSchema, request.body);
    const session = (await loadSession(ctx, record.row.id, input.sessionId))!;
    const start = merge(session.current, input.currentEmail, contactResource(record).email);
    if (!start.to || start.subject === undefined || start.body === undefined) {
      throw validationProblem([{ propertyPath: 'currentEmail', message: 'There is no draft to refine; prepare one or give currentEmail {to, subject, body}.' }]);
    }
    const current = start as EmailDraft;
    const written = await write('instruction', () => ctx.writer.refine(writerRequest(ctx, record, input.instruction, current, session.history)));
    const draft: EmailDraft = { to: current.to, ...written };
    const steps = writerSteps('refine', input.instruction, input.currentEmail, current, draft);
    return commit(ctx, request, reply, async (trx) => {
      await ensureContact(trx, record.row.id);
      await saveSessionSteps(trx, { id: session.id, contactId: record.row.id, isNew: false }, steps, draft, ctx.now());
      return { status: 200, body: { sessionId: session.id, currentEmail: draft } };
    });
  });

  app.post('/api/contacts/:id/emails/send', async (request, reply) => {
    const record = await loadContact(ctx, request);
    const input = parseBody(sendSchema, request.body);
    if (!input.sessionId && !input.emailData) {
      throw validationProblem([{ propertyPath: 'emailData', message: 'Give a sessionId (send its draft) or emailData {to, subject, body}.' }]);
    }
    const session = await loadSession(ctx, record.row.id, input.sessionId);
    const merged = merge(session?.current ?? null, input.emailData, contactResource(record).email);
    const violations: Violation[] = [];
    if (!merged.to || !isEmail(merged.to)) violations.push({ propertyPath: 'emailData.to', message: 'A recipient email address is required.' });
    if (!merged.subject?.trim()) violations.push({ propertyPath: 'emailData.subject', message: 'This value should not be blank.' });
    if (!merged.body?.trim()) violations.push({ propertyPath: 'emailData.body', message: 'This value should not be blank.' });
    if (violations.length) throw validationProblem(violations);
    const draft = merged as EmailDraft;
    const messageRowId = randomUUID();

    let status: 'delivered' | 'recorded' = 'recorded';
    let messageId: string | null = null;
    if (ctx.mailer) {
      try {
        messageId = (await ctx.mailer.send({ from: ctx.mailFrom, to: draft.to, subject: draft.subject, text: draft.body })).messageId;
        status = 'delivered';
      } catch (error) {
        const reason = (error as Error).message;
        await recordMessage(ctx.db, { id: messageRowId, contactId: record.row.id, sessionId: session?.id ?? null, draft, status: 'failed', messageId: null, error: reason }, ctx.now());
        throw new HttpProblem(502, `The email could not be delivered: ${reason}`);
      }
    }
    return commit(ctx, request, reply, async (trx) => {
      const now = ctx.now();
      const sentAt = now.toISOString();
      const sent = { id: messageRowId, sessionId: session?.id ?? null, to: draft.to, subject: draft.subject, body: draft.body, status, delivered: status === 'delivered', messageId, sentAt };
      const current = await getContact(trx, record.row.id);
      // Deleted while the email was being delivered: it went out all the same, and a 404 would
      // read as refused, so sent again. Said as sent, with no contact to record it on. Without a
      // mailer nothing went out: the 404 is the truth then.
      if (!current && status === 'delivered') return { status: 201, body: { ...sent, contact: null } };
      const { row } = current ?? (await requireContact(trx, record.row.id));
      await recordMessage(trx, { id: messageRowId, contactId: record.row.id, sessionId: session?.id ?? null, draft, status, messageId, error: null }, now);
      if (session) await saveSessionSteps(trx, { id: session.id, contactId: record.row.id, isNew: false }, [{ kind: 'send', instruction: null, draft }], draft, now);
      await touchContact(trx, row.id, { last_contact_at: sentAt, ...(BEFORE_CONTACTED.has(row.status) ? { status: 'contacted' } : {}) }, now);
      return {
        status: 201,
        body: { ...sent, contact: contactDocument(await requireContact(trx, row.id)) },
      };
    });
  });
}
