// Saving an export: in a browser the download is the browser's, and the panel says it was
// exported; in the desktop app the panel waits for the save dialog's answer, so a cancelled
// dialog is not reported as a saved file.
import { describe, expect, it } from 'vitest';
import type { EventName, ExportFinished } from '../../preload/contract';
import { whenSaved, type SaveReports } from '../../renderer/src/lib/whenSaved';

/** The desktop's event stream as the renderer's API exposes it: listeners added and removed. */
function desktopEvents() {
  const listeners = new Set<{ event: EventName; listener: (payload: never) => void }>();
  const reports: NonNullable<SaveReports> = {
    on: ((event: EventName, listener: (payload: never) => void) => {
      const entry = { event, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    }) as NonNullable<SaveReports>['on'],
  };
  const emit = (payload: ExportFinished) => {
    for (const entry of [...listeners]) if (entry.event === 'export.finished') (entry.listener as (p: ExportFinished) => void)(payload);
  };
  return { reports, emit, listening: () => listeners.size };
}

const settled = async <T,>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('saving an export', () => {
  it('in a browser, starts the download and says it was saved: the download is the browser’s from there on', async () => {
    let started = 0;
    const outcome = await whenSaved(null, 'Rolodeck contacts.vcf', () => started++);
    expect(started).toBe(1);
    expect(outcome).toEqual({ state: 'saved', fileName: 'Rolodeck contacts.vcf' });
  });

  it('in the desktop app, waits for the save dialog: a cancelled dialog is no saved file', async () => {
    const desktop = desktopEvents();
    let started = 0;
    const saving = whenSaved(desktop.reports, 'Rolodeck contacts.vcf', () => started++);
    expect(started).toBe(1);
    expect(await settled(saving)).toBe(false);
    desktop.emit({ state: 'cancelled', fileName: 'Rolodeck contacts.vcf' });
    expect(await saving).toEqual({ state: 'cancelled', fileName: 'Rolodeck contacts.vcf' });
    expect(desktop.listening()).toBe(0);
  });

  it('in the desktop app, answers with the name the file was saved under, once', async () => {
    const desktop = desktopEvents();
    const saving = whenSaved(desktop.reports, 'Rolodeck contacts.csv', () => {});
    desktop.emit({ state: 'saved', fileName: 'clients.csv' });
    desktop.emit({ state: 'failed', fileName: 'later.csv' });
    expect(await saving).toEqual({ state: 'saved', fileName: 'clients.csv' });
    expect(desktop.listening()).toBe(0);
  });

  it('stops listening when the download could not even start', async () => {
    const desktop = desktopEvents();
    const saving = whenSaved(desktop.reports, 'x.vcf', () => {
      throw new Error('blocked');
    });
    await expect(saving).rejects.toThrow('blocked');
    expect(desktop.listening()).toBe(0);
  });
});
