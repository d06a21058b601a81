// Path parameters. A malformed id names no resource, so it is a 404 like an unknown one.
import type { FastifyRequest } from 'fastify';
import { isUuid } from '../domain/fields';
import { unmatchedRoute } from './method-not-allowed';
import { HttpProblem } from './problem';

const shown = (id: string) => (id.length > 64 ? `${id.slice(0, 64)}…` : id);

/** The `:id` path parameter as a lower-case uuid, or a 404 naming `what` ("contact", "pipeline state"). */
export function uuidParam(request: FastifyRequest, what: string): string {
  const id = (request.params as { id?: string }).id ?? '';
  if (!isUuid(id)) {
    // /api/contacts/prepare and /confirm land here for GET and PATCH: a known path with another
    // method is a 405 with Allow, not "no contact has the id prepare".
    const route = unmatchedRoute(request.method, request.url);
    if (route.status === 405) throw route;
    throw new HttpProblem(404, `No ${what} has the id "${shown(id)}".`);
  }
  return id.toLowerCase();
}

export const contactIdParam = (request: FastifyRequest): string => uuidParam(request, 'contact');
