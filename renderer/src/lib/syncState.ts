// What the sync status alone cannot say: "not configured" is both "no service at all" and "an
// address saved without its token" (the engine needs both). Settings tell them apart.
import type { Settings, SyncPhase, SyncStatus } from '../../../preload/contract';

/** An address is saved but no token: sync waits for one (not a local-only app). */
export function waitsForToken(status: SyncStatus | null, settings: Settings | null): boolean {
  return Boolean(status && !status.configured && settings?.serviceUrl && !settings.hasToken);
}

export const TOKEN_MISSING = 'Sync paused — add an access token in Settings';

const RUNNING: ReadonlySet<SyncPhase> = new Set(['pulling', 'merging', 'pushing']);

/** A pass is receiving, applying or sending changes. */
export const passRunning = (status: SyncStatus) => RUNNING.has(status.phase);

/** The status bar's label: the state of sync, and what a running pass is doing. */
export function syncLabel(status: SyncStatus, noToken = false): string {
  if (noToken) return TOKEN_MISSING;
  if (!status.configured) return 'Local only — no contact service set up';
  if (status.authRequired) return 'Sync paused — the service needs a new access token';
  // A pass receiving or sending is talking to the service: online, whatever the last probe said.
  switch (status.phase) {
    case 'pulling':
      return 'Syncing — receiving changes';
    case 'merging':
      return 'Syncing — applying changes';
    case 'pushing':
      return 'Syncing — sending changes';
  }
  if (!status.online) return 'Offline — changes are kept and will sync later';
  return status.phase === 'paused' ? 'Sync paused' : 'Online';
}

/**
 * What the status bar's live region says: only what is worth hearing (offline, online again,
 * paused, an error, something needing the user), never the phases of a background pass. Null
 * while a pass runs: what was said before stands.
 */
export function syncAnnouncement(status: SyncStatus, noToken: boolean, attention: number): string | null {
  if (passRunning(status)) return null;
  const state = syncLabel(status, noToken);
  const error = status.configured && status.lastError ? ` Last error: ${status.lastError.replace(/[.\s]*$/, '')}.` : '';
  const needs = attention > 0 ? ` ${attention} ${attention === 1 ? 'item needs' : 'items need'} your attention.` : '';
  return `${state}.${error}${needs}`;
}
