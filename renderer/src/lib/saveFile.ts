// Saves text the app made (an export) as a file: a download of a blob: URL through a link with
// the download attribute. The browser saves it as it saves any download (asking where, when the
// user has it set so); the desktop app shows its save dialog for it (main/electron/download-guard.ts).
export function saveTextFile(text: string, fileName: string, mimeType: string): void {
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
    // reading it right after the click.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
