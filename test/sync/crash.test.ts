// Crash safety: the core runs in a child process that is SIGKILLed at random moments while it
// syncs (under faults), then restarted on the same SQLite file. After the last restart the
// queue drains and the same invariants as the property tests must hold: nothing created or
// appended twice, no email sent twice, no edit lost. Seeds are printed for replay
// (CRASH_SEED=<seed>).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app';
import { randomPlan, seeded } from './helpers/fault-proxy';
import { playActions, scenarioArb, settleAndCheck } from './helpers/scenario';
import { startTestService, type TestService } from './helpers/service';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.CRASH_RUNS ?? 12);
// The child is bundled once (a tsx start per kill would dominate the run time); it lives
// under node_modules/.cache so that better-sqlite3 resolves from the project.
const childBundle = join(here, '..', '..', 'node_modules', '.cache', 'rolodeck-sync-crash-child.mjs');
let service: TestService;
beforeAll(async () => {
  mkdirSync(dirname(childBundle), { recursive: true });
  await build({
    entryPoints: [join(here, 'helpers', 'crash-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: childBundle,
    external: ['better-sqlite3'],
    logLevel: 'error',
  });
  service = await startTestService();
});
afterAll(async () => service?.close());

/**
 * Starts the child and SIGKILLs it: at its `killAtWrite`-th POST/PATCH (the proxy holds that
 * request a moment and then still delivers it, so the service applies a change whose sender is
 * dead — the true ambiguous case), or after `ms` if it makes fewer writes.
 */
async function syncAndKill(dir: string, ms: number, killAtWrite: number, faults: ReturnType<typeof randomPlan>): Promise<boolean> {
  const child = spawn(process.execPath, [childBundle, dir, service.token], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let writes = 0;
  let killedMidWrite = false;
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  service.proxy.setPlan((req) => {
    if ((req.method === 'POST' || req.method === 'PATCH') && ++writes === killAtWrite) {
      killedMidWrite = true;
      child.kill('SIGKILL');
      return { kind: 'delay', ms: 20 };
    }
    return faults(req);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    exited.then((code) => (killedMidWrite ? resolve() : reject(new Error(`crash child exited early (${code}): ${stderr}`))));
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
  // The write held at the kill still reaches the service, and it does before the scenario's
  // next step: a teammate's edit made after the crash is not overtaken by a request the dead
  // app sent before it (that would be a reordering on the wire, not an edit the app lost).
  await service.proxy.settled();
  return killedMidWrite;
}

describe('sync survives being killed mid-pass', () => {
  it(`converges after random SIGKILLs (${RUNS} scenarios)`, async () => {
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 2 ** 31);
    console.log(`crash seed: ${seed} (replay: CRASH_SEED=${seed})`);
    let n = 0;
    let kills = 0;
    let killedMidSend = 0;
    const withSyncs = scenarioArb.filter((s) => s.actions.some((a) => a.t === 'sync'));
    await fc.assert(
      fc.asyncProperty(withSyncs, fc.nat(2 ** 31 - 1), async (scenario, faultSeed) => {
        const tag = `CR${++n}x${faultSeed.toString(36)}`;
        let app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
        const dir = app.dir;
        try {
          const played = await playActions({ app, service, tag }, scenario, faultSeed, async (stepSeed) => {
            const random = seeded(stepSeed);
            const faults = randomPlan(random, { lost: 0.1, drop: 0.05, status: 0.05, delay: 0.2 });
            const killAtWrite = 1 + Math.floor(random() * 4);
            // The data folder is the child's while it runs: one Rolodeck per folder.
            if (await app.closedWhile(() => syncAndKill(dir, 50 + Math.floor(random() * 300), killAtWrite, faults))) killedMidSend++;
            kills++;
            service.proxy.setPlan(() => ({ kind: 'pass' }));
          });
          // Restart on the same file: interrupted sends are reconciled before anything else.
          await app.close({ keep: true });
          app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, dir });
          await settleAndCheck({ app, service, tag }, played, scenario.choices);
        } finally {
          service.proxy.setPlan(() => ({ kind: 'pass' }));
          await app.close();
          service.db.clearContacts();
        }
      }),
      { numRuns: RUNS, seed, endOnFailure: true, ...(process.env.CRASH_PATH ? { path: process.env.CRASH_PATH } : {}) },
    );
    console.log(`crash: ${RUNS} scenarios, ${kills} SIGKILLs, ${killedMidSend} of them in the middle of a write request`);
    expect(kills).toBeGreaterThan(0);
  }, 600_000);
});
