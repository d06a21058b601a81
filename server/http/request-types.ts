// Per-request state the hooks attach (declaration merging for Fastify's request type).
import type { IdempotencyClaim } from './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** Id of the API token that authenticated this request. */
    tokenId: string;
    /** Set when a POST/PATCH carries an Idempotency-Key seen for the first time. */
    idempotency: IdempotencyClaim | null;
  }
}

export {};
