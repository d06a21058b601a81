// Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field") on every POST and PATCH.
// - First use: the request runs; its 2xx response is stored in the same transaction as the
//   change it made (see commit.ts), so "applied" and "remembered" can never disagree.
// - Same key, same method + path + body (JSON compared canonically): the stored response is
//   replayed with `Idempotent-Replayed: true`, and nothing runs again.
// - Same key, different request: 422. Same key while the first is still running: 409.
// Error responses are not stored (they changed nothing), so a retry runs again.
// Keys are scoped to the API token and kept for 24 hours. A key is a String ("…", as the draft
// has it) or, as many clients send it, the bare value: the two forms are one key (keyOf).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseItem } from 'structured-headers';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context';
import type { ServiceDatabase } from '../db/schema';
import { HttpProblem } from './problem';
import './request-types';

/**
 * The key a header carries. The draft makes the field an Item Structured Header whose value is a
 * String (RFC 8941: "8e03978e-…", quotes included); many clients send the bare value, which is
 * taken as written. The two forms of one key are the same key. Null when a String is malformed.
 */
export function keyOf(header: string): string | null {
  if (!header.startsWith('"')) return header;
  try {
    const [value] = parseItem(header);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export interface IdempotencyClaim {
  tokenId: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Deeper than any body this interface takes: a body nested further is refused, not recursed into. */
const MAX_DEPTH = 64;

function canonical(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new HttpProblem(400, `The request body is nested more than ${MAX_DEPTH} levels deep.`);
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${canonical(body)}`).digest('hex');
}

export function registerIdempotency(app: FastifyInstance, ctx: ServiceContext): void {
  const inFlight = new Set<string>();
  // A claim lasts while its handler runs — even if the client gives up meanwhile, so a retry
  // cannot run the same change (e.g. an SMTP send) a second time in parallel.
  const claims = new WeakMap<object, { slot: string; running: boolean }>();
  const release = (request: object) => {
    const claim = claims.get(request);
    if (claim) inFlight.delete(claim.slot);
    claims.delete(request);
  };
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function (this: unknown, request, reply) {
      const claim = claims.get(request);
      if (claim) claim.running = true;
      try {
        return await handler.call(this as FastifyInstance, request, reply);
      } finally {
        release(request);
      }
    };
  });
  // Claims whose handler never ran (a replay, an error before it) end with the response.
  app.addHook('onResponse', async (request) => {
    if (claims.get(request)?.running === false) release(request);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' && request.method !== 'PATCH') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    // Node joins repeated headers with ", ": two keys must not become one key "a, b".
    const given = request.raw.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'idempotency-key').length;
    const key = typeof header === 'string' && given === 1 ? keyOf(header) : null;
    if (key === null || key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw new HttpProblem(400, `The Idempotency-Key header must be a single String of 1 to ${MAX_KEY_LENGTH} characters, such as "8e03978e-40d5-43e8-bc93-6894a57f9324".`);
    }
    const path = request.url.split('?')[0]!;
    const claim: IdempotencyClaim = {
      tokenId: request.tokenId,
      key,
      method: request.method,
      path,
      fingerprint: fingerprint(request.method, path, request.body ?? null),
    };
    // Claim the key before the first await, so a concurrent duplicate sees it in flight; the
    // claim ends when the response is finished, after its transaction committed.
    const slot = `${claim.tokenId}\u0000${claim.key}`;
    if (inFlight.has(slot)) {
      throw new HttpProblem(409, 'A request with this Idempotency-Key is still being processed; retry later.', {
        headers: { 'Retry-After': '1' },
      });
    }
    inFlight.add(slot);
    claims.set(request, { slot, running: false });
    const stored = await findStored(ctx.db, claim);
    if (stored) return replay(reply, claim, stored);
    request.idempotency = claim;
  });

  // Forget keys older than the retention period: at start, then hourly.
  const purge = () => void purgeExpired(ctx).catch(() => {});
  purge();
  const timer = setInterval(purge, 60 * 60 * 1000).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

type StoredRow = { fingerprint: string; status: number; headers: string; body: string };

export async function findStored(db: Kysely<ServiceDatabase>, claim: IdempotencyClaim): Promise<StoredRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'headers', 'body'])
    .where('token_id', '=', claim.tokenId)
    .where('key', '=', claim.key)
    .executeTakeFirst();
}

/** Answers from a stored response, or 422 when the key was used for another request. */
export function replay(reply: FastifyReply, claim: IdempotencyClaim, stored: StoredRow): FastifyReply {
  if (stored.fingerprint !== claim.fingerprint) {
    throw new HttpProblem(422, 'This Idempotency-Key was already used with a different request (method, path or body).', {
      type: '/problems/idempotency-key-reused',
    });
  }
  const headers = JSON.parse(stored.headers) as Record<string, string>;
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.code(stored.status).header('Idempotent-Replayed', 'true').send(stored.body);
}

export async function purgeExpired(ctx: ServiceContext): Promise<void> {
  const cutoff = new Date(ctx.now().getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
  await ctx.db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
}

export async function storeResponse(
  trx: Kysely<ServiceDatabase>,
  claim: IdempotencyClaim,
  response: StoredResponse,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({
      token_id: claim.tokenId,
      key: claim.key,
      method: claim.method,
      path: claim.path,
      fingerprint: claim.fingerprint,
      status: response.status,
      headers: JSON.stringify(response.headers),
      body: response.body,
      created_at: now.toISOString(),
    })
    .execute();
}
