// SQLite's own failures of the store file, said in words a user can act on. Anything else a
// handler throws is a defect and stays 'internal'.
import { ApiError } from './errors';

/** better-sqlite3's SqliteError code (SQLITE_FULL, SQLITE_IOERR_WRITE, …), or null for any other error. */
export function sqliteCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : null;
}

const isFull = (code: string) => code.startsWith('SQLITE_FULL');
const isDamaged = (code: string) => code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB';
const isUnwritable = (code: string) => code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN');
const isBusy = (code: string) => code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');

const damaged = (detail: string, storeFile: string, outcome: string) =>
  `The store file ${storeFile} is damaged (${detail}), so ${outcome}. Quit Rolodeck and move that file aside (keep it: changes not yet synced, email drafts and settings are only there); started again, Rolodeck begins an empty store and what the contact service holds comes back with the first sync.`;

/** The ApiError for a store failure (better-sqlite3's SqliteError codes), or null for anything else. */
export function storeFailure(error: unknown, method: string, storeFile: string): ApiError | null {
  const code = sqliteCode(error);
  if (!code) return null;
  const detail = (error as Error).message;
  if (isFull(code)) {
    return new ApiError('store_failed', `The disk is full, so this change was not saved (${method}). Free some space and try again; nothing saved before is lost.`);
  }
  if (isDamaged(code)) return new ApiError('store_failed', damaged(detail, storeFile, `${method} did not happen`));
  if (isBusy(code)) {
    return new ApiError('store_failed', `Another program is using the store file ${storeFile} (${detail}), so ${method} did not happen. Close that program and try again; nothing saved before is lost.`);
  }
  if (isUnwritable(code)) {
    return new ApiError('store_failed', `Rolodeck could not read or write its store at ${storeFile} (${detail}), so ${method} did not happen. Check the disk and the file's permissions.`);
  }
  return null;
}

/**
 * What a store failure in the middle of a sync did to one queued change, as the change's error
 * (null: not a store failure). `answerLost`: its request may have reached the service, whose
 * answer could not be recorded.
 */
export function syncOpStoreFailure(error: unknown, answerLost: boolean): string | null {
  const code = sqliteCode(error);
  if (!code) return null;
  const why = isFull(code) ? 'the disk is full' : `its store could not be written (${(error as Error).message})`;
  return answerLost ? `Rolodeck could not record the service's answer to this change: ${why}` : `This change was not sent: ${why}`;
}

/**
 * A sync pass stopped by a store failure, in words (null: not a store failure). Everything the
 * user typed is in the store already, and a change the service may have received is checked
 * with it before anything is sent again, so the words say nothing is lost.
 */
export function syncStoreFailure(error: unknown, storeFile: string): string | null {
  const code = sqliteCode(error);
  if (!code) return null;
  const detail = (error as Error).message;
  if (isFull(code)) {
    return 'The disk is full: sync stopped, as Rolodeck could not save what it sent and received. Free some space; nothing is lost, and sync will try again (checking first with the service any change it may have received).';
  }
  if (isDamaged(code)) return damaged(detail, storeFile, 'sync stopped');
  if (isBusy(code)) return `Another program held Rolodeck's store at ${storeFile} (${detail}), so sync stopped. Nothing is lost; sync will try again.`;
  const stopped = `Rolodeck could not read or write its store at ${storeFile} (${detail}), so sync stopped.`;
  if (isUnwritable(code)) return `${stopped} Check the disk and the file's permissions; nothing is lost, and sync will try again.`;
  return `${stopped} Nothing is lost; sync will try again.`;
}
