import { z } from 'zod';
import { empty, id } from './common';

/**
 * What a pass is doing: receiving the listing (progress in pages), merging what it says into the
 * contacts the app already had (progress in contacts), sending queued changes (in changes).
 */
export type SyncPhase = 'idle' | 'pulling' | 'merging' | 'pushing' | 'paused';

export interface SyncStatus {
  /** False when no service is configured: Rolodeck is then a complete local app. */
  configured: boolean;
  online: boolean;
  phase: SyncPhase;
  /** Local changes waiting to reach the service. */
  pending: number;
  rejected: number;
  conflicts: number;
  /** Progress of the current pass, when one runs. */
  progress: { done: number; total: number } | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** The service refused the token (401): sync is paused until a new token is saved. */
  authRequired: boolean;
  /** Changes the app will not retry on its own (e.g. an email send whose outcome is unknown). */
  needsAttention: number;
  /**
   * The service shows only a contact's first email address and phone number (the interface has
   * the lists input-only): a list saved here replaces every one it holds, also ones not shown.
   */
  serviceHidesLists: boolean;
}

/**
 * A field both sides changed since the last sync. `field` is an editable field name, or
 * 'deleted' when the service deleted a contact that still has local changes.
 */
export interface SyncConflict {
  contactId: string;
  contactName: string;
  field: string;
  mine: unknown;
  theirs: unknown;
  base: unknown;
  detectedAt: string;
}

export type OpKindName = 'contact.create' | 'contact.update' | 'contact.extend' | 'contact.pipeline' | 'task.create' | 'email.send';

/** A change the service refused (or whose outcome the app cannot know), in plain words. */
export interface RejectedOp {
  opId: string;
  kind: OpKindName;
  /** What the change was, e.g. "Update of Ada Lovelace (email, company)". */
  description: string;
  contactId: string;
  contactName: string;
  /** What it sends (the op's payload): what was refused, with a task's due date as it is now. */
  sent: Record<string, unknown>;
  /**
   * Where the app holds something newer than `sent` that retrying would not send (a task changed
   * here after its create was refused as perhaps made already), the change as it would be made
   * now, in the same shape: correcting it starts from this. Null otherwise.
   */
  current: Record<string, unknown> | null;
  /** The service's error, in its words, or why the app is waiting for you. */
  error: string;
  state: 'rejected' | 'needs_attention';
  /**
   * An email whose outcome is unclear, first sent under another access token or service address:
   * why sending it again may deliver a second copy, in plain words. Null otherwise.
   */
  sendAgainWarning: string | null;
  updatedAt: string;
}

const conflictKey = z.object({ contactId: id, field: z.string().min(1).max(64) }).strict();

/** How many entries a sync list answers unless asked for more; sync.status holds the totals. */
export const SYNC_LIST_PAGE = 100;
export const SYNC_LIST_MAX = 1000;
/** The same bounds as types: the renderer imports only types from the contract, and checks its copies against these. */
export type SyncListPage = typeof SYNC_LIST_PAGE;
export type SyncListMax = typeof SYNC_LIST_MAX;
/**
 * The first `limit` entries, oldest first: a pass can leave thousands of conflicts or refused
 * changes, and the answer (and the view showing it) must not grow with them.
 */
const syncListInput = z.object({ limit: z.number().int().min(1).max(SYNC_LIST_MAX).default(SYNC_LIST_PAGE) }).strict();

/**
 * A refused change's new payload: its shape depends on the change's kind and is checked there.
 * A `__proto__` key is refused here: a record schema drops it without a word, and the change
 * would be sent as if the field had never been given.
 */
const opPayload = z
  .unknown()
  .refine((value) => typeof value !== 'object' || value === null || !Object.hasOwn(value, '__proto__'), 'Unknown field(s): __proto__')
  .pipe(z.record(z.string(), z.unknown()));

export const syncMethods = {
  'sync.status': { input: empty, output: {} as SyncStatus },
  /** Runs a sync pass now (or waits for the running one) and answers the status after it. */
  'sync.now': { input: empty, output: {} as SyncStatus },
  /** The oldest `limit` conflicts; sync.status.conflicts says how many there are. */
  'sync.conflicts': { input: syncListInput, output: {} as SyncConflict[] },
  /** 'mine' keeps the local value and sends it; 'theirs' takes the service's value. */
  'sync.resolveConflict': {
    input: conflictKey.extend({ choice: z.enum(['mine', 'theirs']) }).strict(),
    output: {} as SyncStatus,
  },
  /** The oldest `limit` refused or waiting changes; sync.status.rejected + needsAttention count them all. */
  'sync.rejected': { input: syncListInput, output: {} as RejectedOp[] },
  /** Sends a rejected (or waiting) change again as it is; answers the first page of sync.rejected. */
  'sync.retryOp': { input: z.object({ opId: id }).strict(), output: {} as RejectedOp[] },
  /** Replaces what a rejected change sends (same shape as its `sent`), then retries it. */
  'sync.editOp': {
    input: z.object({ opId: id, payload: opPayload }).strict(),
    output: {} as RejectedOp[],
  },
  /** Drops a rejected change; the local values it carried go back to the service's. */
  'sync.discardOp': { input: z.object({ opId: id }).strict(), output: {} as RejectedOp[] },
} as const;
