import { sql, type Kysely } from 'kysely';

// The service keeps Idempotency-Keys per access token (server/http/idempotency.ts): a key sent
// again under another token is a new request there, and a change whose first answer was lost
// would be applied twice. outbox.key_sent_under records "<key> <scope>" when an op's key is
// first sent, the scope a digest of the service address and token (RemoteClient.keyScope), so
// sync can tell that a key it would send again was first sent under another token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox ADD COLUMN key_sent_under TEXT`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
