// Placeholder until the demo generator lands.
import type { ServiceDb } from '../db/open';
export async function seedDemo(_db: ServiceDb, _options: { now: Date; count?: number }): Promise<number> {
  return 0;
}
