// Request bodies: JSON only. POST takes application/json (or application/ld+json); PATCH also
// takes application/merge-patch+json. Anything else is a 415, and so is a compressed body (a
// Content-Encoding other than identity: RFC 9110 §15.5.16); malformed JSON is a 400; a body over
// the limit is a 413; a "__proto__" key is a 422.
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problem';

export const BODY_LIMIT = 1024 * 1024; // 1 MiB

const POST_TYPES = ['application/json', 'application/ld+json'];
const PATCH_TYPES = [...POST_TYPES, 'application/merge-patch+json'];

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text); // only to tell the two refusals apart: the value is never used
    return true;
  } catch {
    return false;
  }
};

/**
 * Valid JSON that the parser still refused has a key that could reach an object's prototype. It
 * is a field no resource has (422, as the schemas answer any other), not malformed JSON.
 */
const notAllowedKey = () => new HttpProblem(422, 'The request body has a field that is not allowed: "__proto__", or "constructor" with a "prototype".');

export function registerMediaTypes(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  // Before the body is read: a gzip body would otherwise fail as malformed JSON (400).
  app.addHook('onRequest', async (request) => {
    const encoding = (request.headers['content-encoding'] ?? '').trim().toLowerCase();
    if (encoding !== '' && encoding !== 'identity') {
      throw new HttpProblem(415, `Content-Encoding "${encoding}" is not supported: send the body uncompressed.`);
    }
  });
  const json = app.getDefaultJsonParser('error', 'error');
  // An empty body counts as no body (e.g. PATCH .../pipeline-state with nothing to say).
  app.addContentTypeParser(PATCH_TYPES, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, body as string, (error, value) => done(error && isJson(body as string) ? notAllowedKey() : error, value)),
  );
  // The parser table is global; which types a method accepts is decided here.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined) return;
    const allowed = request.method === 'PATCH' ? PATCH_TYPES : POST_TYPES;
    const type = mediaType(request.headers['content-type']);
    if (!allowed.includes(type)) {
      throw new HttpProblem(415, `${request.method} accepts ${allowed.join(', ')}; got "${type || 'no Content-Type'}".`);
    }
  });
}
