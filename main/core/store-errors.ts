// SQLite's own failures of the store file, said in words a user can act on. Anything else a
// handler throws is a defect and stays 'internal'.
import { ApiError } from './errors';

/** The ApiError for a store failure (better-sqlite3's SqliteError codes), or null for anything else. */
export function storeFailure(error: unknown, method: string, storeFile: string): ApiError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return null;
  const detail = (error as Error).message;
  if (code.startsWith('SQLITE_FULL')) {
    return new ApiError('store_failed', `The disk is full, so this change was not saved (${method}). Free some space and try again; nothing saved before is lost.`);
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new ApiError(
      'store_failed',
      `The store file ${storeFile} is damaged (${detail}), so ${method} did not happen. Quit Rolodeck and move that file aside (keep it: changes not yet synced, email drafts and settings are only there); started again, Rolodeck begins an empty store and what the contact service holds comes back with the first sync.`,
    );
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new ApiError('store_failed', `Another program is using the store file ${storeFile} (${detail}), so ${method} did not happen. Close that program and try again; nothing saved before is lost.`);
  }
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
    return new ApiError('store_failed', `Rolodeck could not read or write its store at ${storeFile} (${detail}), so ${method} did not happen. Check the disk and the file's permissions.`);
  }
  return null;
}
