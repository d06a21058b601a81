// Runs a write and answers it: the change, and the response remembered for its
// Idempotency-Key, commit in one transaction. A handler that throws changes nothing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context';
import type { ServiceDatabase } from '../db/schema';
import { findStored, replay, storeResponse } from './idempotency';

export interface HttpResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export async function commit(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (trx: Kysely<ServiceDatabase>) => Promise<HttpResult>,
): Promise<FastifyReply> {
  let answer: { status: number; headers: Record<string, string>; body: string };
  try {
    answer = await ctx.db.transaction().execute(async (trx) => {
      const result = await work(trx);
      const headers = { 'content-type': JSON_CONTENT_TYPE, ...result.headers };
      const body = JSON.stringify(result.body);
      if (request.idempotency) await storeResponse(trx, request.idempotency, { status: result.status, headers, body }, ctx.now());
      return { status: result.status, headers, body };
    });
  } catch (error) {
    // Another process sharing the database stored this key first: its change stands, ours was
    // rolled back with this transaction; answer as a replay.
    const claim = request.idempotency;
    if (claim && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      const stored = await findStored(ctx.db, claim);
      if (stored) return replay(reply, claim, stored);
    }
    throw error;
  }
  const { status, headers, body } = answer;
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.code(status).send(body);
}
