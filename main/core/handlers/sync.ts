// Sync as the renderer sees it: status, a pass on demand, conflicts to resolve and rejected
// changes to retry, edit or discard. Without a service Rolodeck is a complete local app.
import { SYNC_LIST_PAGE, type RejectedOp, type SyncConflict, type SyncStatus } from '../../../preload/contract';
import { listConflicts } from '../../../db/queries/conflicts';
import { discardOp, editOp, listRejected, retryOp } from '../../sync/rejected';
import { resolveConflict } from '../../sync/resolve';
import { queueCounts } from '../../sync/status';
import type { CoreContext } from '../context';
import { ApiError } from '../errors';
import type { Parsed } from '../handler-types';
import { readSettings } from './settings';
import { asApiError } from './sync-errors';

export function localSyncStatus(ctx: CoreContext): SyncStatus {
  if (ctx.sync) return ctx.sync.status();
  const counts = queueCounts(ctx.store);
  const settings = readSettings(ctx);
  return {
    configured: Boolean(settings.serviceUrl && settings.hasToken),
    online: false,
    phase: 'idle',
    pending: counts.pending,
    rejected: counts.rejected,
    conflicts: counts.conflicts,
    needsAttention: counts.needsAttention,
    progress: null,
    lastSuccessAt: null,
    lastError: null,
    authRequired: false,
    serviceHidesLists: false,
  };
}

/** After the user acted on the queue: tell the views, and let sync push soon. */
function queueChanged(ctx: CoreContext): void {
  ctx.events.emit('data.changed', { entities: ['contacts', 'tasks', 'drafts'] });
  ctx.onLocalWrite();
}

/** The current address and token's Idempotency-Key scope: the list warns of a "Send again" the service cannot recognise. */
const keyScope = (ctx: CoreContext) => ctx.sync?.client()?.keyScope ?? null;


export const syncHandlers = {
  'sync.status': (_input: Parsed<'sync.status'>, ctx: CoreContext) => localSyncStatus(ctx),

  'sync.now': async (_input: Parsed<'sync.now'>, ctx: CoreContext): Promise<SyncStatus> => {
    if (!ctx.sync) return localSyncStatus(ctx);
    if (!ctx.sync.configured()) throw new ApiError('offline', 'No contact service is set up: add its address and a token in Settings.');
    return ctx.sync.runNow();
  },

  'sync.conflicts': (input: Parsed<'sync.conflicts'>, ctx: CoreContext): SyncConflict[] => listConflicts(ctx.store, input.limit),

  'sync.resolveConflict': (input: Parsed<'sync.resolveConflict'>, ctx: CoreContext): SyncStatus => {
    try {
      resolveConflict(ctx.store, input.contactId, input.field, input.choice);
    } catch (error) {
      asApiError(error);
    }
    queueChanged(ctx);
    return localSyncStatus(ctx);
  },

  'sync.rejected': (input: Parsed<'sync.rejected'>, ctx: CoreContext): RejectedOp[] => listRejected(ctx.store, input.limit, keyScope(ctx)),

  'sync.retryOp': (input: Parsed<'sync.retryOp'>, ctx: CoreContext): RejectedOp[] => {
    try {
      retryOp(ctx.store, input.opId);
    } catch (error) {
      asApiError(error);
    }
    queueChanged(ctx);
    return listRejected(ctx.store, SYNC_LIST_PAGE, keyScope(ctx));
  },

  'sync.editOp': (input: Parsed<'sync.editOp'>, ctx: CoreContext): RejectedOp[] => {
    try {
      editOp(ctx.store, input.opId, input.payload);
    } catch (error) {
      asApiError(error);
    }
    queueChanged(ctx);
    return listRejected(ctx.store, SYNC_LIST_PAGE, keyScope(ctx));
  },

  'sync.discardOp': (input: Parsed<'sync.discardOp'>, ctx: CoreContext): RejectedOp[] => {
    try {
      discardOp(ctx.store, input.opId);
    } catch (error) {
      asApiError(error);
    }
    queueChanged(ctx);
    return listRejected(ctx.store, SYNC_LIST_PAGE, keyScope(ctx));
  },
};
