// Saves text the app made (an export) as a file: a download of a blob: URL through a link with
// the download attribute. The browser saves it as it saves any download (asking where, when the
// user has it set so) and tells the page nothing more; the desktop app asks where in its save
// dialog (main/electron/download-guard.ts) and says how that ended ('export.finished'), so the
// page can tell a written file from a cancelled dialog.
import type { ExportFinished } from '../../../preload/contract';
import { whenSaved, type SaveReports } from './whenSaved';

export function saveTextFile(text: string, fileName: string, mimeType: string, reports: SaveReports): Promise<ExportFinished> {
  return whenSaved(reports, fileName, () => startDownload(text, fileName, mimeType));
}

function startDownload(text: string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has read the blob by the time a minute has passed; a large one may still be
    // reading it right after the click (or the desktop's save dialog may still be open).
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
