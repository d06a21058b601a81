// Starting again from the newest whole copy of the store (backups.ts) when the store file is
// damaged. The damaged file is kept, renamed, as "Move aside" keeps it. The copy's outbox may list
// work that reached the service after the copy was made: every op it holds unsent is marked
// unsure before sync starts, as an op interrupted mid-send is, so the service is asked before
// anything is sent again (a new contact looked up by email, a note checked for its text); what
// cannot be looked for there (a task, a new contact without an email) is refused for the user to
// check and retry, and an email is never sent again without the user (needs attention). Plain Node.
import Database from 'better-sqlite3';
import { chmodSync, copyFileSync, renameSync, rmSync } from 'node:fs';
import type { OpenOptions } from '../../db/open';
import { setDraftStatus } from '../../db/queries/drafts';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { setState } from '../sync/outbox-ops';
import { canBeLookedFor, UNSURE_RESTORED } from '../sync/key-scope';
import { recordUnsentExtendBase } from '../sync/send-op';
import { formatTaken, listBackups, type Backup } from './backups';
import { setStoreAside } from './store-open-failure';

/**
 * Written into the copy itself as it is checked, so it goes in with the copy and never without
 * it; read (and removed) as the store opens.
 */
const RESTORED_FROM = 'restoredFrom';

/**
 * Whether a copy opens and SQLite finds it whole (the online backup copies a bad page as it is);
 * a whole one is marked as restored from `takenAt`.
 */
function wholeAndMarked(file: string, takenAt: Date, options: OpenOptions): boolean {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true, ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}) });
    if (db.pragma('quick_check', { simple: true }) !== 'ok') return false;
    db.prepare('INSERT OR REPLACE INTO sync_state (key, value) VALUES (?, ?)').run(RESTORED_FROM, takenAt.toISOString());
    return true;
  } catch {
    return false;
  } finally {
    db?.close();
  }
}

const removeWithLog = (file: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
};

/**
 * Puts the damaged store aside and the newest whole copy in its place (a store going bad
 * quietly may have been copied bad: an older copy is then used). Returns the copy used, or null
 * when there is none (nothing is moved then). Each copy is written and checked beside the store
 * first, so a failure (a full disk) leaves the damaged store where it was, to try again.
 */
export function restoreNewestBackup(storeFile: string, dataFolder: string, options: OpenOptions = {}): Backup | null {
  const incoming = `${storeFile}.restoring`;
  for (const copy of listBackups(dataFolder)) {
    try {
      copyFileSync(copy.file, incoming);
    } catch (error) {
      removeWithLog(incoming);
      throw error;
    }
    try {
      chmodSync(incoming, 0o600); // as private as the store it replaces
    } catch {
      // A folder on a disk without permissions (exFAT, a network share): kept as it is.
    }
    if (!wholeAndMarked(incoming, copy.takenAt, options)) {
      removeWithLog(incoming);
      continue;
    }
    try {
      setStoreAside(storeFile);
      renameSync(incoming, storeFile);
    } catch (error) {
      removeWithLog(incoming);
      throw error;
    }
    return copy;
  }
  return null;
}

/** Once the store is open, before sync: a copy just put in place has its unsent work marked unsure. */
export function settleRestoredCopy(store: Store): number {
  const mark = store.first(store.db.selectFrom('sync_state').select('value').where('key', '=', RESTORED_FROM));
  if (!mark) return 0;
  const takenAt = mark.value;
  const when = takenAt && !Number.isNaN(Date.parse(takenAt)) ? ` of ${formatTaken(new Date(takenAt))}` : '';
  const unsure = `Restored from the copy${when}: this may have reached the service after the copy was made, so the service is asked before it is sent again`;
  const email = `Rolodeck was started again from the copy${when}, made before this email was sent: it may have gone out since. Check, then send again or discard.`;
  const ops = store.all(store.db.selectFrom('outbox').selectAll().where('state', 'in', ['pending', 'sending', 'rejected'])) as OutboxRow[];
  store.transaction(() => {
    for (const op of ops) {
      // A refused one too: corrected and sent again after the copy was made, it may be there.
      if (op.kind === 'email.send') {
        setState(store, op.id, 'ambiguous', { lastError: email, nextAttemptAt: null });
        setDraftStatus(store, op.entity_id, 'needs_attention', email);
      } else if (canBeLookedFor(op)) {
        recordUnsentExtendBase(store, op);
        setState(store, op.id, 'ambiguous', { lastError: unsure, nextAttemptAt: null });
      } else {
        // A task, or a new contact without an email: nothing to find it by on the service, and
        // its key may be older there than the service keeps keys. Sent again, it could be made twice.
        setState(store, op.id, 'rejected', { lastError: UNSURE_RESTORED, nextAttemptAt: null });
      }
    }
    store.run(store.db.deleteFrom('sync_state').where('key', '=', RESTORED_FROM));
  });
  return ops.length;
}
