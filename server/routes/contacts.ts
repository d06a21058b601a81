// The contact resource: collection (paged, `?email=` lookup), item GET, create, merge-patch.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { contactExists, getContact, insertContact, listContacts, patchContact } from '../db/contacts';
import { contactDocument, contactIri, contactResource } from '../domain/contact-resource';
import { contactCreateSchema, contactPatchSchema, LIMITS } from '../domain/fields';
import { hydraCollection, PAGE_SIZE, parsePage, singleParam } from '../http/collection';
import { commit } from '../http/commit';
import { contactIdParam } from '../http/params';
import { HttpProblem, notFound } from '../http/problem';
import { parseBody } from '../http/validation';

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
    const record = await getContact(ctx.db, contactIdParam(request));
    if (!record) throw notFound('The contact');
    return contactDocument(record);
  });

  app.post('/api/contacts', async (request, reply) => {
    const input = parseBody(contactCreateSchema, request.body);
    return commit(ctx, request, reply, async (trx) => {
      const id = await insertContact(trx, { ...input, creationSource: null }, ctx.now());
      const record = await getContact(trx, id);
      return { status: 201, body: contactDocument(record!), headers: { location: contactIri(id) } };
    });
  });

  app.patch('/api/contacts/:id', async (request, reply) => {
    const id = contactIdParam(request);
    if (!(await contactExists(ctx.db, id))) throw notFound('The contact');
    const patch = parseBody(contactPatchSchema, request.body);
    return commit(ctx, request, reply, async (trx) => {
      await patchContact(trx, id, patch, ctx.now());
      return { status: 200, body: contactDocument((await getContact(trx, id))!) };
    });
  });
}
