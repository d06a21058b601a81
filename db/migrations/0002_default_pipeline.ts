import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_PIPELINE_STATES } from '../../main/domain/pipeline-defaults';

// A new store gets a pipeline at once, so the board works with no service configured.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('pipeline_states')
    .values(DEFAULT_PIPELINE_STATES.map((name, position) => ({ id: randomUUID(), remote_id: null, name, position })))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Rolodeck migrations are forward-only');
}
