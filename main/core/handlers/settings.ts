// Settings live in the store's key/value table; the token lives in the SecretStore and is
// only ever reported as present or absent. The token belongs to the service it was saved for:
// it is only sent to that address's origin, and moving to another origin forgets it, so nothing
// that can change the address (the window included) can have the token sent somewhere else.
import type { ConnectionTest, Settings } from '../../../preload/contract';
import { serviceUrlProblem } from '../../../preload/contract/settings';
import { parseJson } from '../../../db/queries/json';
import { testConnection } from '../../sync/connection';
import type { CoreContext } from '../context';
import { ApiError } from '../errors';
import type { Parsed } from '../handler-types';

const NO_ADDRESS_YET = 'Save the service address first: the token is only ever sent to the address it was saved for';

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

/** scheme://host:port of an address, or null (none, or not a URL). */
function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origin the saved token belongs to: the service address's when the token was saved (a
 * token is only saved once there is an address). Kept beside the settings but never shown: it
 * only decides where the token may go.
 */
const TOKEN_ORIGIN = 'tokenOrigin';

function tokenOrigin(ctx: CoreContext): string | null {
  const row = ctx.store.first(ctx.store.db.selectFrom('settings').select('value').where('key', '=', TOKEN_ORIGIN));
  return row ? parseJson<string | null>(row.value, null) : null;
}

function bindToken(ctx: CoreContext, origin: string | null): void {
  if (origin === null) ctx.store.run(ctx.store.db.deleteFrom('settings').where('key', '=', TOKEN_ORIGIN));
  else putSetting(ctx, TOKEN_ORIGIN, origin);
}

function putSetting(ctx: CoreContext, key: string, value: unknown): void {
  const json = JSON.stringify(value);
  ctx.store.run(ctx.store.db.insertInto('settings').values({ key, value: json }).onConflict((oc) => oc.column('key').doUpdateSet({ value: json })));
}

export interface ServiceTarget {
  serviceUrl: string | null;
  /** The saved token, only when it may go to serviceUrl. */
  token: string | null;
  /** Why the saved address and token are not used, in words for the user; null when they are. */
  problem: string | null;
}

/**
 * The address and token sync and the online actions use. An address saved before the rules of
 * serviceUrlProblem (http:// to another computer) is not used: the token would cross the network
 * unencrypted. The token only goes to the origin it belongs to.
 */
export function serviceTarget(ctx: CoreContext): ServiceTarget {
  const { serviceUrl } = readSettings(ctx);
  const token = ctx.secrets.get();
  if (!serviceUrl || token === null) return { serviceUrl, token, problem: null };
  const addressProblem = serviceUrlProblem(serviceUrl);
  if (addressProblem) return { serviceUrl, token: null, problem: `The saved service address is not used. ${addressProblem}. Change it in Settings.` };
  const bound = tokenOrigin(ctx) ?? originOf(serviceUrl);
  if (bound !== originOf(serviceUrl)) {
    return { serviceUrl, token: null, problem: `The saved token is only sent to ${bound}: enter the access token for ${originOf(serviceUrl)} in Settings.` };
  }
  return { serviceUrl, token, problem: null };
}

/**
 * Saves `token` as the one for `serviceUrl`'s origin. The token is bound to the address it is
 * saved for: saved before any, it would go to whichever address is saved next, by whoever saves it.
 */
function keepToken(ctx: CoreContext, token: string, serviceUrl: string | null): void {
  const origin = originOf(serviceUrl);
  if (origin === null) throw new ApiError('invalid_input', NO_ADDRESS_YET, [{ path: 'token', message: NO_ADDRESS_YET }]);
  bindToken(ctx, origin);
  // Last: a secret store that refuses the token (no OS keychain to encrypt it) throws before it
  // changes anything, and the transaction around this puts the settings back as they were.
  ctx.secrets.set(token);
}

/**
 * Runs `save` in one transaction, so that a token refused while an address is saved leaves the
 * address, and the token it had, as they were: the user never ends up with the new address and
 * the old token gone. The secret store is no part of the transaction: should it fail after the
 * token was written or forgotten (the disk full at commit), the token before it is put back.
 */
function saveBothOrNeither(ctx: CoreContext, save: () => void): void {
  const previous = ctx.secrets.get();
  try {
    ctx.store.transaction(save);
  } catch (error) {
    if (ctx.secrets.get() !== previous) ctx.secrets.set(previous);
    throw error;
  }
}

export const settingsHandlers = {
  'settings.get': (_input: Parsed<'settings.get'>, ctx: CoreContext) => readSettings(ctx),

  'settings.set': (input: Parsed<'settings.set'>, ctx: CoreContext): Settings => {
    const before = readSettings(ctx);
    const { token, ...fields } = input;
    saveBothOrNeither(ctx, () => {
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) putSetting(ctx, key, value);
      // A token saved with the address belongs to it, whatever the one before belonged to.
      if (token !== undefined) return keepToken(ctx, token, input.serviceUrl !== undefined ? input.serviceUrl : before.serviceUrl);
      if (input.serviceUrl === undefined || !before.hasToken) return;
      // A store from before the binding has no row: the token belongs to the saved address.
      const bound = tokenOrigin(ctx) ?? originOf(before.serviceUrl);
      const origin = originOf(input.serviceUrl);
      // No address known for the token (kept by a version that saved one before any address):
      // whoever saves the next address would choose where it goes, so it is forgotten too.
      if (bound === null || origin !== bound) {
        // Another service: the token is not sent there. The user pastes that service's token.
        ctx.secrets.set(null);
        bindToken(ctx, null);
      }
    });
    const after = readSettings(ctx);
    // Another address or token, or the token forgotten with the address: un-pause and sync. Only
    // the interval: the next pass is timed again, and a sync paused for a refused token or a
    // Retry-After stays so.
    if (token !== undefined || before.hasToken !== after.hasToken || before.serviceUrl !== after.serviceUrl) ctx.sync?.configChanged();
    else if (before.syncIntervalSeconds !== after.syncIntervalSeconds) ctx.sync?.intervalChanged();
    return after;
  },

  'settings.setToken': (input: Parsed<'settings.setToken'>, ctx: CoreContext): Settings => {
    if (input.token === null) {
      ctx.secrets.set(null);
      bindToken(ctx, null);
    } else {
      const token = input.token;
      saveBothOrNeither(ctx, () => keepToken(ctx, token, readSettings(ctx).serviceUrl));
    }
    ctx.sync?.configChanged(); // a new token un-pauses a sync stopped by 401
    return readSettings(ctx);
  },

  'settings.testConnection': (input: Parsed<'settings.testConnection'>, ctx: CoreContext): Promise<ConnectionTest> => {
    const settings = readSettings(ctx);
    const serviceUrl = input.serviceUrl !== undefined ? input.serviceUrl : settings.serviceUrl;
    const typed = input.token !== undefined && input.token !== '' ? input.token : null;
    const saved = ctx.secrets.get();
    // Whichever token would go, typed or saved, it never crosses the network over plain http://:
    // an address typed with the test was checked by the contract, but the saved one (the field
    // left empty) may be from before that rule.
    const problem = serviceUrl && (typed ?? saved) !== null ? serviceUrlProblem(serviceUrl) : null;
    if (problem) return Promise.resolve({ ok: false, reason: 'not_configured', message: problem });
    if (typed !== null) return testConnection(serviceUrl, typed);
    const bound = tokenOrigin(ctx) ?? originOf(settings.serviceUrl);
    if (saved !== null && serviceUrl && originOf(serviceUrl) !== bound) {
      const message = settings.serviceUrl
        ? `Enter the access token for this address: the saved token is only sent to ${bound}.`
        : 'Enter the access token for this address.';
      return Promise.resolve({ ok: false, reason: 'not_configured', message });
    }
    return testConnection(serviceUrl, saved);
  },
};
