// How a save of an export ended. A browser tells the page nothing once a download starts; the
// desktop app says (the 'export.finished' event), so the page can tell a written file from a
// cancelled save dialog. Kept apart from the download itself (saveFile.ts), which needs a page.
import type { ExportFinished, RolodeckApi } from '../../../preload/contract';

/** Where the desktop app reports how a save ended; null in a browser, which does not. */
export type SaveReports = Pick<RolodeckApi, 'on'> | null;

/**
 * Runs `start` and answers how the save ended: the desktop's next 'export.finished' (listened
 * for before the download starts, so the answer cannot slip past), or, in a browser, "saved" —
 * the download is the browser's from there on.
 */
export function whenSaved(reports: SaveReports, fileName: string, start: () => void): Promise<ExportFinished> {
  if (!reports) {
    start();
    return Promise.resolve({ state: 'saved', fileName });
  }
  let stop: (() => void) | null = null;
  const finished = new Promise<ExportFinished>((resolve) => {
    stop = reports.on('export.finished', (outcome) => {
      stop?.();
      resolve(outcome);
    });
  });
  try {
    start();
  } catch (error) {
    stop!();
    return Promise.reject(error);
  }
  return finished;
}
