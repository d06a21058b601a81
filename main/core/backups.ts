// Copies of the store, made while Rolodeck runs, so a damaged store file (a failing disk, a crash
// of the machine mid-write, a sync tool that copied half a file) does not take with it what only
// it held: changes not yet synced, tasks' completion, email drafts, settings. A copy is made a
// minute after start when the newest is a day old (or there is none), then once a day, with
// SQLite's online backup: page by page between other work, so the window never waits on it,
// and complete (the copy is written under a temporary name and renamed when whole). The newest
// copy of each of the last few days is kept, and a few more of the newest day. Plain Node: the
// desktop app and the browser bridge both run it.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../../db/store';

export const BACKUP_FOLDER = 'backups';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface BackupOptions {
  /** Time between copies (default a day). */
  everyMs?: number;
  /** Wait after start before the first look, so start-up work goes first (default a minute). */
  firstAfterMs?: number;
  /** Time between looks at whether a copy is due (default an hour). */
  checkEveryMs?: number;
  /** Days whose newest copy is kept (default 5); as many copies of the newest day are kept too. */
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

/**
 * The copies in the data folder, newest first; any dated ahead of now (the clock was set wrong
 * when it was made) last, so it neither passes for the newest nor is kept for ever.
 */
export function listBackups(dataFolder: string, now = Date.now()): Backup[] {
  let names: string[];
  try {
    names = readdirSync(join(dataFolder, BACKUP_FOLDER));
  } catch {
    return []; // none yet, or something else in its place: no copy to offer
  }
  const found: Backup[] = [];
  for (const name of names) {
    const parts = NAME.exec(name);
    if (!parts) continue;
    const takenAt = new Date(`${parts[1]}T${parts[2]}:${parts[3]}:${parts[4]}.${parts[5]}Z`);
    if (!Number.isNaN(takenAt.getTime())) found.push({ file: join(dataFolder, BACKUP_FOLDER, name), takenAt });
  }
  const ahead = (b: Backup) => (b.takenAt.getTime() > now + HOUR_MS ? 1 : 0);
  return found.sort((a, b) => ahead(a) - ahead(b) || b.takenAt.getTime() - a.takenAt.getTime());
}

/** The calendar day a copy was made on, as the computer's clock shows days. */
const dayOf = (at: Date) => `${at.getFullYear()}-${at.getMonth() + 1}-${at.getDate()}`;

/**
 * Of the copies (newest first, as listBackups gives them), the ones let go: kept are the newest
 * `keep` copies of the newest day, and the newest copy of each day before it, `keep` days in
 * all. Kept as the newest `keep` copies, five made by hand in one afternoon ("Make a copy now")
 * let every day before it go: a change the user found wrong a day later had no copy from before
 * it left. Each copy is as large as the store: the newest day's are not kept without end.
 */
export function copiesToLetGo(copies: Backup[], keep: number): Backup[] {
  const days = new Set<string>();
  return copies.filter((copy, i) => {
    const day = dayOf(copy.takenAt);
    if (i > 0 && day === dayOf(copies[0]!.takenAt)) return i >= keep;
    if (days.has(day) || days.size >= keep) return true;
    days.add(day);
    return false;
  });
}

export class StoreBackups {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Backup> | null = null;
  private stopped = false;
  private readonly everyMs: number;
  private readonly firstAfterMs: number;
  private readonly checkEveryMs: number;
  readonly keep: number;
  private readonly now: () => number;

  constructor(
    private readonly store: Store,
    private readonly dataFolder: string,
    options: BackupOptions = {},
  ) {
    this.everyMs = options.everyMs ?? DAY_MS;
    this.firstAfterMs = options.firstAfterMs ?? 60_000;
    this.checkEveryMs = Math.min(this.everyMs, options.checkEveryMs ?? HOUR_MS);
    this.keep = Math.max(1, options.keep ?? 5);
    this.now = options.now ?? Date.now;
  }

  /**
   * Looks, `firstAfterMs` after start and then every `checkEveryMs`, whether the newest copy is
   * `everyMs` old by the wall clock, and makes one if so. A timer of a whole day would count only
   * the time the computer is awake: a laptop asleep most of the day would be copied every few days.
   */
  start(): void {
    // A copy cut off by a crash or a forced quit: never whole, and as large as the store.
    try {
      const folder = join(this.dataFolder, BACKUP_FOLDER);
      for (const name of readdirSync(folder)) if (name.endsWith('.partial')) rmSync(join(folder, name), { force: true });
    } catch {
      // No copies yet.
    }
    this.schedule(this.firstAfterMs);
  }

  /** Whether a copy is due: none yet, the newest `everyMs` old, or only ones dated ahead (a clock set wrong then). */
  private due(): boolean {
    const newest = listBackups(this.dataFolder, this.now())[0];
    if (!newest) return true;
    const age = this.now() - newest.takenAt.getTime();
    return age >= this.everyMs || age < -HOUR_MS;
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
      if (!this.due()) return this.schedule(this.checkEveryMs);
      this.backUpNow().then(
        () => this.schedule(this.checkEveryMs),
        (error: unknown) => {
          // A full disk or a folder taken away: the store itself is fine. Tried at the next look.
          if (!this.stopped) console.warn(`rolodeck: the store could not be copied to ${join(this.dataFolder, BACKUP_FOLDER)}: ${(error as Error).message}`);
          this.schedule(this.checkEveryMs);
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
    for (const old of copiesToLetGo(listBackups(this.dataFolder, this.now()), this.keep)) rmSync(old.file, { force: true });
    return { file, takenAt };
  }
}
