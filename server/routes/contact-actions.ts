// Actions on one contact: pipeline placement, extend (append text), tasks.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appendText } from '../../main/domain/extend';
import type { ServiceContext } from '../context';
import { touchContact } from '../db/contacts';
import { getPipelineState } from '../db/pipeline-states';
import { contactDocument } from '../domain/contact-resource';
import { DEFAULT_EXTEND_FIELD, EXTEND_FIELDS, LIMITS, TASK_TYPES, dateTime, notBlank, uuid } from '../domain/fields';
import { commit } from '../http/commit';
import { contactIdParam } from '../http/params';
import { validationProblem } from '../http/problem';
import { parseBody } from '../http/validation';
import { ensureContact, requireContact } from './contact-lookup';

const pipelinePlacementSchema = z.strictObject({ stateId: uuid.nullable().optional() });

const extendSchema = z.strictObject({
  text: notBlank(LIMITS.longText),
  field: z.enum(EXTEND_FIELDS).optional(),
});

const taskSchema = z.strictObject({
  title: notBlank(LIMITS.shortText),
  dueDate: dateTime,
  description: z.string().max(LIMITS.longText).nullable().optional(),
  type: z.enum(TASK_TYPES).nullable().optional(),
});

const COLUMN_OF = { additionalInfo: 'additional_info', meetingContext: 'meeting_context' } as const;

export function contactActionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.patch('/api/contacts/:id/pipeline-state', async (request, reply) => {
    const id = contactIdParam(request);
    // Each action: 404, then 422, then the change, all in one transaction (a refusal writes nothing).
    return commit(ctx, request, reply, async (trx) => {
      await ensureContact(trx, id);
      const { stateId } = parseBody(pipelinePlacementSchema, request.body);
      const state = stateId ? await getPipelineState(trx, stateId) : null;
      if (stateId && !state) throw validationProblem([{ propertyPath: 'stateId', message: 'No pipeline state has this id.' }]);
      await touchContact(trx, id, { pipeline_state_id: state?.id ?? null }, ctx.now());
      const contact = contactDocument(await requireContact(trx, id));
      return {
        status: 200,
        body: {
          id: contact.id,
          name: contact.name,
          company: contact.company,
          status: contact.status,
          pipelineState: state ? { id: state.id, name: state.name } : null,
        },
      };
    });
  });

  app.post('/api/contacts/:id/extend', async (request, reply) => {
    const id = contactIdParam(request);
    return commit(ctx, request, reply, async (trx) => {
      const { row } = await requireContact(trx, id);
      const { text, field = DEFAULT_EXTEND_FIELD } = parseBody(extendSchema, request.body);
      const column = COLUMN_OF[field];
      // appendText is the app's own rule, so an extend applied here and locally converge.
      const next = appendText(row[column], text);
      if (next.length > LIMITS.longText) {
        throw validationProblem([{ propertyPath: 'text', message: `${field} would exceed ${LIMITS.longText} characters.` }]);
      }
      await touchContact(trx, id, { [column]: next }, ctx.now());
      return { status: 200, body: contactDocument(await requireContact(trx, id)) };
    });
  });

  app.post('/api/contacts/:id/tasks', async (request, reply) => {
    const contactId = contactIdParam(request);
    return commit(ctx, request, reply, async (trx) => {
      await ensureContact(trx, contactId);
      const input = parseBody(taskSchema, request.body);
      const task = {
        id: randomUUID(),
        title: input.title,
        type: input.type ?? null,
        description: input.description ?? null,
        dueDate: input.dueDate,
        completed: false,
      };
      await trx
        .insertInto('tasks')
        .values({
          id: task.id,
          contact_id: contactId,
          title: task.title,
          type: task.type,
          description: task.description,
          due_date: task.dueDate,
          completed: 0,
          created_at: ctx.now().toISOString(),
        })
        .execute();
      // type and description are strings in the interface: one not given is left out, not null.
      const { type, description, ...always } = task;
      return { status: 201, body: { ...always, ...(type !== null ? { type } : {}), ...(description !== null ? { description } : {}) } };
    });
  });
}
