// Bearer-token authentication for every request, before the body is read: an unauthenticated
// client learns nothing else about the service (not even which paths exist).
import type { FastifyInstance } from 'fastify';
import { verifyToken } from '../auth/tokens';
import type { ServiceContext } from '../context';
import { HttpProblem } from './problem';
import './request-types';

const LAST_USED_EVERY_MS = 60_000;

export function registerAuth(app: FastifyInstance, ctx: ServiceContext): void {
  // last_used_at is a write; once a minute per token keeps it off the hot path.
  const lastRecorded = new Map<string, number>();
  app.decorateRequest('tokenId', '');
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    // RFC 6750: no credentials → the bare challenge; bad credentials → error="invalid_token".
    const unauthorized = (detail: string, error?: string) =>
      new HttpProblem(401, detail, { headers: { 'WWW-Authenticate': `Bearer realm="rolodeck"${error ? `, error="${error}"` : ''}` } });
    if (!match) throw unauthorized('An Authorization: Bearer <token> header is required.');
    const tokenId = await verifyToken(ctx.db, match[1]!);
    if (!tokenId) throw unauthorized('The access token is invalid or has been revoked.', 'invalid_token');
    request.tokenId = tokenId;
    const now = ctx.now();
    if ((lastRecorded.get(tokenId) ?? -Infinity) + LAST_USED_EVERY_MS <= now.getTime()) {
      lastRecorded.set(tokenId, now.getTime());
      await ctx.db.updateTable('api_tokens').set({ last_used_at: now.toISOString() }).where('id', '=', tokenId).execute();
    }
  });
}
