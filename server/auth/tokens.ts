// API tokens: random secrets shown once at creation and stored only as their sha-256 hash,
// so a copy of the database does not hand out working tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ServiceDb } from '../db/open';

export const TOKEN_PREFIX = 'rdk_';

/** SHA-256 (hex) of a secret: what is stored for API tokens and wizard confirmation tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export interface TokenRow {
  id: string;
  name: string;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export async function insertToken(db: ServiceDb, name: string, now: Date): Promise<{ id: string; token: string }> {
  const token = generateToken();
  const id = randomUUID();
  await db
    .insertInto('api_tokens')
    .values({ id, name, token_hash: hashToken(token), created_at: now.toISOString(), revoked_at: null, last_used_at: null })
    .execute();
  return { id, token };
}

export async function listTokens(db: ServiceDb): Promise<TokenRow[]> {
  const rows = await db.selectFrom('api_tokens').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, revokedAt: r.revoked_at, lastUsedAt: r.last_used_at }));
}

/** Revokes by id or by name; returns how many tokens were revoked. */
export async function revokeTokens(db: ServiceDb, idOrName: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where((eb) => eb.or([eb('id', '=', idOrName), eb('name', '=', idOrName)]))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The id of the live token matching `token`, or null. */
export async function verifyToken(db: ServiceDb, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('api_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}
