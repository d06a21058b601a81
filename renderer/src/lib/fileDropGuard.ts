// A file dropped anywhere but on a drop zone (the wizard's) would, in a browser, replace the app
// with that file: the tab navigates to it and Rolodeck is gone (the desktop window refuses such
// navigation itself). Here the page declines every file drop nobody handled, and shows the
// "not allowed" cursor over it, so nothing happens. Text dragged between fields is left alone.

/** Whether a drag brings files (not text dragged from a page or a field). */
export function carriesFiles(event: Pick<DragEvent, 'dataTransfer'>): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** Installs the guard on `target` (the window); answers a function that removes it. */
export function guardFileDrops(target: Window): () => void {
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event) || event.defaultPrevented) return; // a drop zone took it
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
  };
  const onDrop = (event: DragEvent) => {
    if (carriesFiles(event)) event.preventDefault();
  };
  target.addEventListener('dragover', onDragOver);
  target.addEventListener('drop', onDrop);
  return () => {
    target.removeEventListener('dragover', onDragOver);
    target.removeEventListener('drop', onDrop);
  };
}
