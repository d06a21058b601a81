// The contact resource: collection (paged, `?email=` lookup), item GET, create, merge-patch.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { insertContact, listContacts, patchContact } from '../db/contacts';
import { contactDocument, contactIri, contactResource } from '../domain/contact-resource';
import { contactCreateSchema, contactPatchSchema, LIMITS } from '../domain/fields';
import { hydraCollection, PAGE_SIZE, parsePage, singleParam } from '../http/collection';
import { commit } from '../http/commit';
import { contactIdParam } from '../http/params';
import { HttpProblem } from '../http/problem';
import { parseBody } from '../http/validation';
import { ensureContact, requireContact } from './contact-lookup';

export function contactRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/api/contacts', async (request) => {
    const page = parsePage(request.query);
    const email = singleParam(request.query, 'email');
    if (email !== undefined && (email.trim() === '' || email.length > LIMITS.email)) {
      throw new HttpProblem(400, 'The query parameter "email" must be a non-empty email address.');
    }
    const { total, records } = await listContacts(ctx.db, { page, pageSize: PAGE_SIZE, email });
    return hydraCollection({
      context: '/api/contexts/Contact',
      path: '/api/contacts',
      members: records.map(contactResource),
      total,
      page,
      pageSize: PAGE_SIZE,
      filters: email !== undefined ? { email } : {},
    });
  });

  app.get('/api/contacts/:id', async (request) => {
    return contactDocument(await requireContact(ctx.db, contactIdParam(request)));
  });

  app.post('/api/contacts', async (request, reply) => {
    const input = parseBody(contactCreateSchema, request.body);
    return commit(ctx, request, reply, async (trx) => {
      const id = await insertContact(trx, { ...input, creationSource: null }, ctx.now());
      return { status: 201, body: contactDocument(await requireContact(trx, id)), headers: { location: contactIri(id) } };
    });
  });

  app.patch('/api/contacts/:id', async (request, reply) => {
    const id = contactIdParam(request);
    // 404 before 422, and both inside the transaction: a rejected request writes nothing.
    return commit(ctx, request, reply, async (trx) => {
      await ensureContact(trx, id);
      await patchContact(trx, id, parseBody(contactPatchSchema, request.body), ctx.now());
      return { status: 200, body: contactDocument(await requireContact(trx, id)) };
    });
  });
}
