// Static migration provider: a bundled app has no migrations folder to read at run time.
// Names are zero-padded so they sort in the order they must run.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_default_pipeline';
import * as m0003 from './0003_sync_conflicts';
import * as m0004 from './0004_phone_digit_search';
import * as m0005 from './0005_lazy_base';
import * as m0006 from './0006_remote_fingerprint';
import * as m0007 from './0007_outbox_key_scope';
import * as m0008 from './0008_column_and_done_order';
import * as m0009 from './0009_accent_folded_sort';
import * as m0010 from './0010_search_folded_names';
import * as m0011 from './0011_outbox_outcome_unknown';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_default_pipeline': m0002,
  '0003_sync_conflicts': m0003,
  '0004_phone_digit_search': m0004,
  '0005_lazy_base': m0005,
  '0006_remote_fingerprint': m0006,
  '0007_outbox_key_scope': m0007,
  '0008_column_and_done_order': m0008,
  '0009_accent_folded_sort': m0009,
  '0010_search_folded_names': m0010,
  '0011_outbox_outcome_unknown': m0011,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
