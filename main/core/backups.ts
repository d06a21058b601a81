// Copies of the store, made while Rolodeck runs, so a damaged store file (a failing disk, a crash
// of the machine mid-write, a sync tool that copied half a file) does not take with it what only
// it held: changes not yet synced, tasks' completion, email drafts, settings. A copy is made a
// minute after start when the newest is a day old (or there is none), then once a day, with
// SQLite's online backup: page by page between other work, so the window never waits on it,
// and complete (the copy is written under a temporary name and renamed when whole). The newest
// few are kept. Plain Node: the desktop app and the browser bridge both run it.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../../db/store';

export const BACKUP_FOLDER = 'backups';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupOptions {
  /** Time between copies (default a day). */
  everyMs?: number;
  /** Wait after start before the first copy, so start-up work goes first (default a minute). */
  firstAfterMs?: number;
  /** Copies kept, the newest (default 5). */
  keep?: number;
  now?: () => number;
}

export interface Backup {
  file: string;
  takenAt: Date;
}

// rolodeck-2026-11-24T20-51-07-123Z.sqlite: sorts by time, and every system takes the name.
const NAME = /^rolodeck-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sqlite$/;

function backupName(at: Date): string {
  return `rolodeck-${at.toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

/** When a copy was made, as the system shows dates and times ("24 Nov 2026, 20:51"). */
export function formatTaken(at: Date): string {
  return at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The copies in the data folder, newest first. */
export function listBackups(dataFolder: string): Backup[] {
  const folder = join(dataFolder, BACKUP_FOLDER);
  if (!existsSync(folder)) return [];
  const found: Backup[] = [];
  for (const name of readdirSync(folder)) {
    const parts = NAME.exec(name);
    if (!parts) continue;
    const takenAt = new Date(`${parts[1]}T${parts[2]}:${parts[3]}:${parts[4]}.${parts[5]}Z`);
    if (!Number.isNaN(takenAt.getTime())) found.push({ file: join(folder, name), takenAt });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

export class StoreBackups {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Backup> | null = null;
  private stopped = false;
  private readonly everyMs: number;
  private readonly firstAfterMs: number;
  private readonly keep: number;
  private readonly now: () => number;

  constructor(
    private readonly store: Store,
    private readonly dataFolder: string,
    options: BackupOptions = {},
  ) {
    this.everyMs = options.everyMs ?? DAY_MS;
    this.firstAfterMs = options.firstAfterMs ?? 60_000;
    this.keep = Math.max(1, options.keep ?? 5);
    this.now = options.now ?? Date.now;
  }

  /** Schedules the copies: the first when the newest is `everyMs` old, not before `firstAfterMs`. */
  start(): void {
    const newest = listBackups(this.dataFolder)[0];
    const due = newest ? newest.takenAt.getTime() + this.everyMs - this.now() : 0;
    this.schedule(Math.max(this.firstAfterMs, due));
  }

  /** Makes a copy now (one at a time: a second call gets the copy under way). */
  backUpNow(): Promise<Backup> {
    if (this.stopped) return Promise.reject(new Error('The store is closing: no copy is made.'));
    this.running ??= this.copy().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** No copy after this; one under way is finished first, as the store must not close under it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  private schedule(inMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.backUpNow().then(
        () => this.schedule(this.everyMs),
        (error: unknown) => {
          // A full disk or a folder taken away: the store itself is fine. Tried again in an hour.
          if (!this.stopped) console.warn(`rolodeck: the store could not be copied to ${join(this.dataFolder, BACKUP_FOLDER)}: ${(error as Error).message}`);
          this.schedule(Math.min(this.everyMs, 60 * 60 * 1000));
        },
      );
    }, inMs);
    this.timer.unref();
  }

  private async copy(): Promise<Backup> {
    const folder = join(this.dataFolder, BACKUP_FOLDER);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const takenAt = new Date(this.now());
    const file = join(folder, backupName(takenAt));
    const partial = `${file}.partial`;
    try {
      await this.store.sqlite.backup(partial);
      renameSync(partial, file);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    for (const old of listBackups(this.dataFolder).slice(this.keep)) rmSync(old.file, { force: true });
    return { file, takenAt };
  }
}
