// A process that takes a data folder's lock at agreed moments, as Rolodecks started together
// would (test/core/instance-lock-race.test.ts). Arguments: the folder, its index among the
// racers, the first moment (ms since the epoch), the number of rounds. Before each round racer 0
// leaves a stale lock (a process that is gone); at the round's moment every racer takes the
// lock, a winner holds it for a while, and each prints `round <n> held|refused`.
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, lockDataFolder } from '../../main/core/instance-lock';

const [folder, index, first, rounds] = process.argv.slice(2);
const ROUND_MS = 1_500;
/** How long a winner holds the lock: longer than a racer held up on a busy machine could lag. */
const HOLD_MS = 1_000;

/** Sleeps until a few milliseconds before `at`, then waits busily: every racer leaves within the same millisecond. */
const waitUntil = (at: number) => {
  const sleep = at - Date.now() - 3;
  if (sleep > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, sleep);
  while (Date.now() < at);
};

for (let round = 0; round < Number(rounds); round++) {
  const at = Number(first) + round * ROUND_MS;
  if (index === '0') {
    waitUntil(at - 300);
    // A process number no process has (above Linux's pid_max): a lock left by a crash.
    writeFileSync(join(folder!, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), started: null }));
  }
  waitUntil(at);
  try {
    const lock = lockDataFolder(folder!);
    waitUntil(at + HOLD_MS);
    lock.release();
    process.stdout.write(`round ${round} held\n`);
  } catch {
    process.stdout.write(`round ${round} refused\n`);
  }
}
