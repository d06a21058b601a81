// Downloads: the window may save only a file it made itself — an export of the contacts, handed
// to the browser engine as a blob: URL of our own origin by our own page — and only where the user
// chooses in the save dialog. Any other download (a link to a file on the web, a data: URL that a
// contact's text might carry, a page that is not ours) is refused, as every download was before.
import { basename } from 'node:path';
import type { ExportFinished } from '../../preload/contract';
import { isAppUrl, parseUrl } from './app-origin';

/** What the window may save, by extension, with the save dialog's name for it. */
const SAVED_KINDS: Record<string, string> = { vcf: 'vCard', csv: 'CSV' };

export type DownloadDecision =
  | { action: 'deny' }
  | { action: 'ask-where'; fileName: string; filters: { name: string; extensions: string[] }[] };

/** A blob: URL made by our own page: "blob:app://rolodeck/<uuid>". */
function isOwnBlob(url: unknown): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && parsed.protocol === 'blob:' && isAppUrl(parsed.pathname);
}

/** For session 'will-download': the download's URL, the page that started it, the file name it suggests. */
export function decideDownload(request: { url: unknown; fromUrl: unknown; fileName: unknown }): DownloadDecision {
  if (!isOwnBlob(request.url) || !isAppUrl(request.fromUrl) || typeof request.fileName !== 'string') return { action: 'deny' };
  // The name only (no folder), with no character a file system refuses.
  const fileName = request.fileName.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/^[\s.]+/, '').trim().slice(0, 200);
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const kind = extension ? SAVED_KINDS[extension] : undefined;
  if (!kind || !extension) return { action: 'deny' };
  return { action: 'ask-where', fileName, filters: [{ name: `${kind} files`, extensions: [extension] }] };
}

/**
 * For the download's 'done' event: how the save ended, for the page (the 'export.finished'
 * event), which otherwise could not tell a saved file from a cancelled dialog. The name is the
 * one the user saved under, without its folder.
 */
export function exportOutcome(state: string, savePath: string, suggested: string): ExportFinished {
  const fileName = basename(savePath) || suggested;
  if (state === 'completed') return { state: 'saved', fileName };
  // Cancelled: the user closed the save dialog (or cancelled the download) — nothing was written.
  if (state === 'cancelled') return { state: 'cancelled', fileName };
  return { state: 'failed', fileName };
}
