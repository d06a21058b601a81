// One running core per data folder. Two would push the same outbox side by side, and the
// second's start-up would take the first's sends in flight for interrupted ones ("needs
// attention"). The desktop app also holds Electron's single-instance lock; this one covers the
// browser bridge and any mix of the two. Plain Node: no Electron here.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'rolodeck.lock';

interface Holder {
  pid: number;
  host: string;
  /** The process's start time as Linux counts it (/proc/<pid>/stat), so a reused pid is not taken for it. */
  started: string | null;
}

export interface InstanceLock {
  release(): void;
}

/** Takes the data folder's lock, or throws, in words for the user, when a running Rolodeck holds it. */
export function lockDataFolder(folder: string): InstanceLock {
  const file = join(folder, LOCK_FILE);
  const me = JSON.stringify({ pid: process.pid, host: hostname(), started: startTime(process.pid) } satisfies Holder);
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    try {
      writeFileSync(file, me, { flag: 'wx', mode: 0o600 });
      return {
        release: () => {
          if (read(file) === me) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const left = read(file);
    const holder = parse(left);
    if (holder && holder.host !== hostname()) {
      throw new Error(`Rolodeck on ${holder.host} is using this data folder (${folder}). Close it there first; if it is not running, delete ${file}.`);
    }
    if (holder && running(holder)) {
      throw new Error(`Rolodeck is already running with this data folder (${folder}, process ${holder.pid}). Use that one, or close it first.`);
    }
    if (Date.now() > deadline) {
      const takeover = existsSync(takeoverFile(file)) ? ` If no Rolodeck is starting, delete ${takeoverFile(file)}.` : '';
      throw new Error(`Could not take the lock ${file}: another Rolodeck keeps starting on this data folder.${takeover}`);
    }
    // Not yet written by a Rolodeck starting this moment, or half written by one killed then.
    if (!holder && left !== null && Date.now() - modifiedAt(file) < UNWRITTEN_MS) {
      sleep(10);
      continue;
    }
    // Left by a Rolodeck that stopped without closing (a crash, a power cut): not held.
    if (left !== null) clearStaleLock(file, left, me);
  }
}

/** A lock or takeover file this old that still holds no holder was left half written. */
const UNWRITTEN_MS = 1_000;

/** How long a start waits for another one taking over the same stale lock. */
const TAKEOVER_WAIT_MS = 3_000;

/**
 * Removes the stale lock `left`, unless another start has meanwhile. Two Rolodecks starting
 * together after a crash both find the same stale lock: removed and taken one after the other,
 * the second's removal would take away the first's new lock and both would run. So a stale
 * lock is removed only while holding a second file, and only if it still reads as it did.
 */
function clearStaleLock(file: string, left: string, me: string): void {
  const takeover = takeoverFile(file);
  try {
    writeFileSync(takeover, me, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const seen = read(takeover);
    const other = parse(seen);
    // Another start is taking over (a few milliseconds; its file may not be written yet): its
    // lock is there when it lets go. One that stopped in the middle left a file no one removes,
    // unless it is still the one seen (another start may have just removed it and taken over).
    const stopped = other ? other.host === hostname() && !running(other) : Date.now() - modifiedAt(takeover) > UNWRITTEN_MS;
    if (stopped && read(takeover) === seen) rmSync(takeover, { force: true });
    else sleep(10);
    return;
  }
  try {
    if (read(file) === left) rmSync(file, { force: true });
  } finally {
    rmSync(takeover, { force: true });
  }
}

const takeoverFile = (lock: string) => `${lock}.takeover`;

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parse(text: string | null): Holder | null {
  try {
    const value = JSON.parse(text ?? '') as Partial<Holder>;
    return Number.isInteger(value.pid) && typeof value.host === 'string' ? { pid: value.pid!, host: value.host, started: value.started ?? null } : null;
  } catch {
    return null; // half written by a process killed meanwhile: not a holder
  }
}

function running(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: no such process
  }
  const stat = procStat(holder.pid);
  if (stat?.[0] === 'Z') return false; // killed, not yet reaped by its parent
  const started = stat?.[19] ?? null;
  return holder.started === null || started === null || started === holder.started;
}

/** The start time of a process as Linux counts it; null off Linux. */
function startTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** /proc/<pid>/stat from its third field on (state, …, field 22 the start time at [19]): after the command name, which may hold spaces. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
