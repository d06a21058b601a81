// Static migration provider (no folder scanning at run time); zero-padded names sort in run order.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_initial';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
