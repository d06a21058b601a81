// Why the store could not be opened at start-up, in words a user can act on. SQLite and Node
// name the failure ("file is not a database", "EACCES: permission denied, open …/rolodeck.lock")
// but not the file, nor what to do; the start-up paths (the desktop's dialog, the browser
// bridge's one line) show this instead. Plain Node: no Electron here.
import { existsSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { formatTaken, listBackups, type Backup } from './backups';

export class StoreOpenError extends Error {
  constructor(
    message: string,
    /** The store file is not a SQLite database or is damaged: moving it aside lets Rolodeck start. */
    readonly damaged: boolean,
    readonly storeFile: string,
    options?: { cause?: unknown },
    /** For a damaged store: the newest copy Rolodeck made of it (backups.ts), to start from instead. */
    readonly backup: Backup | null = null,
  ) {
    super(message, options);
    this.name = 'StoreOpenError';
  }
}

/** The first code (SQLITE_… or a Node errno) on the error or its causes. */
function codeOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return null;
}

/** What is only in the store file, so a user weighing "move it aside" knows what they keep. */
const ONLY_HERE = 'changes not yet synced, email drafts and settings are only in that file';

/** The failure as a StoreOpenError, or the error as it was when it already says what to do. */
export function storeOpenFailure(error: unknown, dataFolder: string, storeFile: string): Error {
  if (error instanceof StoreOpenError) return error;
  const code = codeOf(error);
  const detail = (error as Error)?.message ?? String(error);
  const words = (message: string) => new StoreOpenError(message, false, storeFile, { cause: error });
  if (code === 'SQLITE_NOTADB' || code?.startsWith('SQLITE_CORRUPT')) {
    const backup = listBackups(dataFolder)[0] ?? null;
    const copy = backup
      ? ` Or start from the copy Rolodeck made of it on ${formatTaken(backup.takenAt)} (the damaged file is kept beside it): what changed after that copy and was not synced is lost, and work it lists as not yet sent is checked with the service, or left for you to check, before anything is sent again.`
      : '';
    return new StoreOpenError(
      `The store file ${storeFile} is damaged or is not a Rolodeck store (${detail}). Rolodeck has not changed it. ` +
        `Move it aside to start with an empty store: what the contact service holds comes back with the first sync; ${ONLY_HERE}, so keep it.${copy}`,
      true,
      storeFile,
      { cause: error },
      backup,
    );
  }
  if (code === 'ENOSPC' || code?.startsWith('SQLITE_FULL')) {
    return words(`The disk holding ${dataFolder} is full, so Rolodeck could not open its store. Free some space and start Rolodeck again; nothing was changed.`);
  }
  if (code === 'EACCES' || code === 'EPERM' || code?.startsWith('SQLITE_READONLY')) {
    return words(`Rolodeck may not use its data folder ${dataFolder} (${detail}). Make sure the folder and the files in it belong to you and are not read-only.`);
  }
  if (code === 'EEXIST' || code === 'ENOTDIR') {
    return words(`Rolodeck keeps its data in the folder ${dataFolder}, but a file is in the way (${detail}). Move that file, or choose another data folder.`);
  }
  if (code?.startsWith('SQLITE_CANTOPEN') || code === 'EISDIR') {
    return words(`Rolodeck could not open its store ${storeFile} (${detail}). Check that it is a file, and that it and its folder belong to you.`);
  }
  if (code?.startsWith('SQLITE_IOERR') || code === 'EIO') {
    return words(`Rolodeck could not read its store ${storeFile}: the disk reported an error (${detail}). Check the disk, then start Rolodeck again.`);
  }
  if (code?.startsWith('SQLITE_BUSY') || code?.startsWith('SQLITE_LOCKED')) {
    return words(`Another program is using Rolodeck's store ${storeFile} (${detail}). Close it, then start Rolodeck again.`);
  }
  return error instanceof Error ? error : new Error(detail);
}

/**
 * Moves a damaged store file (and SQLite's -wal and -shm files beside it) aside under a name
 * that says when, so Rolodeck starts with an empty store and nothing of the old one is deleted.
 * Returns the new name of the store file.
 */
export function setStoreAside(storeFile: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const aside = join(dirname(storeFile), `${basename(storeFile)}.damaged-${stamp}`);
  // The -wal file first: a store without its log is an older store, never a mixed one.
  for (const suffix of ['-wal', '-shm', '']) {
    if (existsSync(storeFile + suffix)) renameSync(storeFile + suffix, aside + suffix);
  }
  return aside;
}
