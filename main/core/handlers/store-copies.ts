// Settings → Your data: the store's copies (backups.ts), and a copy made on request (before a
// risky change, or to take to another computer). A copy that cannot be written changes nothing.
import { join } from 'node:path';
import type { StoreCopies } from '../../../preload/contract';
import { BACKUP_FOLDER, listBackups } from '../backups';
import type { CoreContext } from '../context';
import { ApiError } from '../errors';
import type { Parsed } from '../handler-types';

function copies(ctx: CoreContext): StoreCopies {
  const found = listBackups(ctx.dataFolder);
  return { folder: join(ctx.dataFolder, BACKUP_FOLDER), newest: found[0]?.takenAt.toISOString() ?? null, count: found.length, keep: ctx.backups?.keep ?? 5 };
}

/** A failed copy in words: the disk full, or the folder not writable; the store is untouched either way. */
function copyFailure(error: unknown, folder: string): ApiError {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code === 'ENOSPC' || code.startsWith('SQLITE_FULL')) {
    return new ApiError('store_failed', 'The disk is full, so no copy was made. Free some space and try again; your data is as it was.');
  }
  return new ApiError('store_failed', `No copy could be written to ${folder} (${(error as Error)?.message ?? String(error)}). Your data is as it was.`);
}

export const storeCopyHandlers = {
  'settings.storeCopies': (_input: Parsed<'settings.storeCopies'>, ctx: CoreContext): StoreCopies => copies(ctx),

  'settings.copyStore': async (_input: Parsed<'settings.copyStore'>, ctx: CoreContext): Promise<StoreCopies> => {
    if (!ctx.backups) throw new ApiError('store_failed', 'Rolodeck is still starting: try again in a moment.');
    try {
      await ctx.backups.backUpNow();
    } catch (error) {
      throw copyFailure(error, copies(ctx).folder);
    }
    return copies(ctx);
  },
};
