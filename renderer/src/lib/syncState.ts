// What the sync status alone cannot say: "not configured" is both "no service at all" and "an
// address saved without its token" (the engine needs both). Settings tell them apart.
import type { Settings, SyncStatus } from '../../../preload/contract';

/** An address is saved but no token: sync waits for one (not a local-only app). */
export function waitsForToken(status: SyncStatus | null, settings: Settings | null): boolean {
  return Boolean(status && !status.configured && settings?.serviceUrl && !settings.hasToken);
}

export const TOKEN_MISSING = 'Sync paused — add an access token in Settings';
