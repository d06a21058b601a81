// Settings live in the store's key/value table; the token lives in the SecretStore and is
// only ever reported as present or absent.
import type { ConnectionTest, Settings } from '../../../preload/contract';
import { parseJson } from '../../../db/queries/json';
import { testConnection } from '../../sync/connection';
import type { CoreContext } from '../context';
import type { Parsed } from '../handler-types';

const defaults = { serviceUrl: null as string | null, syncIntervalSeconds: 300, theme: 'system' as Settings['theme'] };
type Stored = typeof defaults;

export function readSettings(ctx: CoreContext): Settings {
  const rows = ctx.store.all(ctx.store.db.selectFrom('settings').selectAll());
  const stored: Stored = { ...defaults };
  for (const row of rows) {
    if (row.key in defaults) (stored as Record<string, unknown>)[row.key] = parseJson(row.value, null);
  }
  return { ...stored, hasToken: ctx.secrets.get() !== null, dataFolder: ctx.dataFolder };
}

export const settingsHandlers = {
  'settings.get': (_input: Parsed<'settings.get'>, ctx: CoreContext) => readSettings(ctx),

  'settings.set': (input: Parsed<'settings.set'>, ctx: CoreContext): Settings => {
    const before = readSettings(ctx);
    ctx.store.transaction(() => {
      for (const [key, value] of Object.entries(input)) {
        if (value === undefined) continue;
        ctx.store.run(
          ctx.store.db
            .insertInto('settings')
            .values({ key, value: JSON.stringify(value) })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) })),
        );
      }
    });
    const after = readSettings(ctx);
    if (before.serviceUrl !== after.serviceUrl || before.syncIntervalSeconds !== after.syncIntervalSeconds) ctx.sync?.configChanged();
    return after;
  },

  'settings.setToken': (input: Parsed<'settings.setToken'>, ctx: CoreContext): Settings => {
    ctx.secrets.set(input.token);
    ctx.sync?.configChanged(); // a new token un-pauses a sync stopped by 401
    return readSettings(ctx);
  },

  'settings.testConnection': (input: Parsed<'settings.testConnection'>, ctx: CoreContext): Promise<ConnectionTest> => {
    const settings = readSettings(ctx);
    const serviceUrl = input.serviceUrl !== undefined ? input.serviceUrl : settings.serviceUrl;
    const token = input.token !== undefined && input.token !== '' ? input.token : ctx.secrets.get();
    return testConnection(serviceUrl, token);
  },
};
