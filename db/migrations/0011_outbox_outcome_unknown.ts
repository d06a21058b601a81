import { sql, type Kysely } from 'kysely';

// outbox.outcome_unknown_since: when an attempt of the op first ended without an answer (the
// op went `ambiguous`: it may have been applied). It stays set when the user sends the op again
// ("Send again" makes it `pending`), so that the app still knows an earlier attempt may have gone
// out: a queued email whose first attempt may have been delivered is not taken back as if it had
// never been sent (email-sends.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox ADD COLUMN outcome_unknown_since TEXT`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
