// Starting again from the newest copy of the store (backups.ts) when the store file is damaged.
// The damaged file is kept, renamed, as "Move aside" keeps it. The copy's outbox may list work
// that reached the service after the copy was made: every op it holds unsent is marked unsure
// before sync starts, as an op interrupted mid-send is, so the service is asked before anything
// is sent again (a new contact looked up by email, a note checked for its text) and an email is
// never sent again without the user (it waits in Needs attention). Plain Node.
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setDraftStatus } from '../../db/queries/drafts';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { setState } from '../sync/outbox-ops';
import { recordUnsentExtendBase } from '../sync/send-op';
import { BACKUP_FOLDER, formatTaken, listBackups, type Backup } from './backups';
import { setStoreAside } from './store-open-failure';

/** Written beside the copies when one is put in place; read (and removed) as the store opens. */
const RESTORED_MARK = 'restored-from.json';

/**
 * Puts the damaged store aside and the newest copy in its place. Returns the copy used, or null
 * when there is none (nothing is moved then).
 */
export function restoreNewestBackup(storeFile: string, dataFolder: string): Backup | null {
  const newest = listBackups(dataFolder)[0];
  if (!newest) return null;
  setStoreAside(storeFile);
  // The mark first: a copy in place without it could send again what was sent since.
  writeFileSync(join(dataFolder, BACKUP_FOLDER, RESTORED_MARK), JSON.stringify({ takenAt: newest.takenAt.toISOString() }));
  copyFileSync(newest.file, storeFile);
  return newest;
}

/** Once the store is open, before sync: a copy just put in place has its unsent work marked unsure. */
export function settleRestoredCopy(store: Store, dataFolder: string): number {
  const mark = join(dataFolder, BACKUP_FOLDER, RESTORED_MARK);
  if (!existsSync(mark)) return 0;
  let takenAt = '';
  try {
    takenAt = (JSON.parse(readFileSync(mark, 'utf8')) as { takenAt?: string }).takenAt ?? '';
  } catch {
    // A mark cut short still says a copy was put in place.
  }
  const when = takenAt && !Number.isNaN(Date.parse(takenAt)) ? ` of ${formatTaken(new Date(takenAt))}` : '';
  const unsure = `Restored from the copy${when}: this may have reached the service after the copy was made, so the service is asked before it is sent again`;
  const email = `Rolodeck was started again from the copy${when}, made before this email was sent: it may have gone out since. Check, then send again or discard.`;
  const ops = store.all(store.db.selectFrom('outbox').selectAll().where('state', 'in', ['pending', 'sending'])) as OutboxRow[];
  store.transaction(() => {
    for (const op of ops) {
      recordUnsentExtendBase(store, op);
      setState(store, op.id, 'ambiguous', { lastError: op.kind === 'email.send' ? email : unsure, nextAttemptAt: null });
      if (op.kind === 'email.send') setDraftStatus(store, op.entity_id, 'needs_attention', email);
    }
  });
  rmSync(mark, { force: true });
  return ops.length;
}
