// Pipeline states: seeded once, at the first start of a new database.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './schema';

type Db = Kysely<ServiceDatabase>;

export interface PipelineStateRow {
  id: string;
  name: string;
  position: number;
}

const SEEDED_KEY = 'pipeline_states_seeded';

/** Seeds `names` unless this database was seeded before (so a restart never duplicates). */
export async function seedPipelineStates(db: Db, names: readonly string[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seeded = await trx.selectFrom('meta').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
    if (seeded) return false;
    if (names.length) {
      await trx
        .insertInto('pipeline_states')
        .values(names.map((name, position) => ({ id: randomUUID(), name, position })))
        .execute();
    }
    await trx.insertInto('meta').values({ key: SEEDED_KEY, value: new Date().toISOString() }).execute();
    return true;
  });
}

export async function listPipelineStates(db: Db): Promise<PipelineStateRow[]> {
  return db.selectFrom('pipeline_states').selectAll().orderBy('position').orderBy('id').execute();
}

export async function getPipelineState(db: Db, id: string): Promise<PipelineStateRow | null> {
  return (await db.selectFrom('pipeline_states').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst()) ?? null;
}
