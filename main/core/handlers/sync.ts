// Sync status as the renderer sees it. The sync engine (when a service is configured) fills in
// the live parts; without one, Rolodeck is a complete local app and reports so.
import type { SyncStatus } from '../../../preload/contract';
import { countByState } from '../../../db/queries/outbox';
import type { CoreContext } from '../context';
import type { Parsed } from '../handler-types';
import { readSettings } from './settings';

export function localSyncStatus(ctx: CoreContext): SyncStatus {
  const counts = countByState(ctx.store);
  const settings = readSettings(ctx);
  return {
    configured: Boolean(settings.serviceUrl && settings.hasToken),
    online: false,
    phase: 'idle',
    pending: (counts.pending ?? 0) + (counts.sending ?? 0) + (counts.ambiguous ?? 0),
    rejected: counts.rejected ?? 0,
    conflicts: 0,
    progress: null,
    lastSuccessAt: null,
    lastError: null,
  };
}

export const syncHandlers = {
  'sync.status': (_input: Parsed<'sync.status'>, ctx: CoreContext) => localSyncStatus(ctx),
};
