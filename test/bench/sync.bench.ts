// Sync benchmarks against the reference service on 127.0.0.1, each beside a baseline measured
// in the same run with the same concurrency:
//   1. initial pull of 10,000 contacts  vs  bare paged GETs of the same listing (JSON parsed);
//      beside them, the app's own listing without storing (its client: pages fetched, every
//      contact validated), so the part of the pull that storing takes is visible, and the same
//      rows written alone into a fresh store (the least storing them can cost)
//   2. push of 1,000 queued edits        vs  1,000 bare PATCHes (same bodies and headers)
// Both sides use the app's own HTTP transport (main/sync/http-exchange.ts), so the ratio is the
// app's work on top of the same requests. Target: within 1.3x of the baseline. The service runs as its own process (`npm run server`),
// as a real deployment would, so the app's work and the service's are not on one thread.
// The push is timed from the engine's own phase events (pushing → idle); the whole pass, which
// pulls first, is printed beside it. After each initial pull, two later passes with nothing
// changed on the service are timed too, with the longest time each held the main thread (what a
// call from the window may wait): one as it runs (no contact needs merging: migration 0006), and
// one with the contacts' digests forgotten, as after an upgrade, so it merges every contact.
// BENCH_REPS (default 5) sets the repetitions, BENCH_ONLY=pull|push runs one of the two,
// BENCH_CONTACTS (default 10,000) the size of the pull's address book.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { startCore, type Core } from '../../main/core/core';
import { MemorySecretStore } from '../../main/core/secrets';
import { exchange } from '../../main/sync/http-exchange';
import { RemoteClient } from '../../main/sync/client';
import { listAll } from '../../main/sync/listing';
import { STORE_BATCH } from '../../main/sync/pull';
import { withBulkIndex } from '../../main/sync/bulk-index';
import { openStore } from '../../db/open';
import { forEachLimited } from '../../main/sync/pool';
import { openServiceDb } from '../../server/db/open';
import { insertContact } from '../../server/db/contacts';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createToken } from '../../server/index';
import { report, summarize } from './stats';

const CONCURRENCY = 6;
const REPS = Number(process.env.BENCH_REPS ?? 5);
const companies = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark'];

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface ServiceProcess {
  url: string;
  /** CPU time the service's process has used so far (Linux /proc; null elsewhere). */
  cpuMs(): number | null;
  close(): Promise<void>;
}

/** utime + stime of a process, in ms (clock ticks are 1/100 s on Linux). */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const appCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** `npm run server -- serve` in a child process; resolves once it prints its address. */
function serveInChild(dir: string): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'cli.ts'), 'serve', '--data', dir, '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match)
        resolve({
          url: match[1]!,
          cpuMs: () => processCpuMs(child.pid),
          close: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}): ${out}`)));
  });
}

async function seededService(count: number): Promise<{ server: ServiceProcess; token: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'rolodeck-bench-service-'));
  const token = await createToken(dir, 'bench');
  const opened = await openServiceDb(dir);
  const now = new Date();
  await opened.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      await insertContact(
        trx,
        {
          name: `Bench Person ${i}`,
          emails: [`bench${i}@example.com`],
          phones: [`+1 415 555 ${String(i % 10000).padStart(4, '0')}`],
          company: i % 3 === 0 ? companies[i % companies.length] : undefined,
          position: 'Buyer',
          additionalInfo: `Seeded for the benchmark, contact number ${i}.`,
          creationSource: null,
        },
        now,
      );
    }
  });
  await opened.close();
  const server = await serveInChild(dir);
  return { server, token, dir };
}

async function newCore(url: string, token: string, dir = mkdtempSync(join(tmpdir(), 'rolodeck-bench-app-'))): Promise<Core> {
  const core = await startCore({ dataFolder: dir, secrets: new MemorySecretStore(), sync: { schedule: false, concurrency: CONCURRENCY } });
  // As a user sets it up: the address first, then the token, which is kept for that address.
  for (const [method, input] of [['settings.set', { serviceUrl: url }], ['settings.setToken', { token }]] as const) {
    const answer = await core.dispatch(method, input);
    if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`);
  }
  return core;
}

const headers = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

/** Baseline: the same listing as bare paged GETs (page 1, then the rest in parallel). */
async function barePagedGets(url: string, token: string): Promise<number> {
  const get = async (page: number) => {
    const res = await exchange(`${url}/api/contacts?page=${page}`, { method: 'GET', headers: headers(token), timeoutMs: 20_000 });
    return JSON.parse(res.text);
  };
  const first = await get(1);
  const pages = Math.ceil(first['hydra:totalItems'] / first['hydra:member'].length);
  let n = first['hydra:member'].length;
  await forEachLimited(
    Array.from({ length: pages - 1 }, (_, i) => i + 2),
    CONCURRENCY,
    async (p) => {
      const body = await get(p);
      n += body['hydra:member'].length;
    },
  );
  return n;
}

/** The app's listing (client, validation, paging) with nothing stored: what the pull is less its storing. */
async function listingOnly(url: string, token: string): Promise<number> {
  const listing = await listAll(new RemoteClient({ baseUrl: url, token }), CONCURRENCY, () => {}, undefined, () => false);
  return listing.ids.size;
}

/**
 * CPU time to write rows a pull stored into a fresh store of the app's schema, as the pull writes
 * them (batches, search index filled in bulk), and nothing else: the least any pull of them
 * costs in the app. 'table only' drops the search index and the sort indexes first, to show
 * their share.
 */
async function writeRowsAlone(rows: Record<string, unknown>[], schema: 'full' | 'table only'): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'rolodeck-bench-rows-'));
  const store = await openStore(join(folder, 'rows.sqlite'));
  try {
    if (schema === 'table only') {
      const drops = store.raw<{ type: string; name: string }>(
        `SELECT type, name FROM sqlite_master WHERE tbl_name = 'contacts' AND sql IS NOT NULL AND (type = 'index' OR (type = 'trigger' AND name GLOB 'contacts_fts_*'))`,
      );
      for (const { type, name } of drops) store.sqlite.exec(`DROP ${type.toUpperCase()} ${name}`);
      store.sqlite.exec('DROP TABLE contacts_fts');
    }
    const columns = Object.keys(rows[0]!);
    const insert = store.sqlite.prepare(`INSERT INTO contacts (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
    const cpu0 = appCpuMs();
    for (let start = 0; start < rows.length; start += STORE_BATCH) {
      withBulkIndex(store, () => {
        for (const row of rows.slice(start, start + STORE_BATCH)) insert.run(row);
      });
    }
    return appCpuMs() - cpu0;
  } finally {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function benchPull(): Promise<void> {
  const COUNT = Number(process.env.BENCH_CONTACTS ?? 10_000);
  console.log(`seeding ${COUNT} contacts…`);
  const { server, token, dir } = await seededService(COUNT);
  const measured: number[] = [];
  const baseline: number[] = [];
  const listed: number[] = [];
  // [a later pass, one that merges every contact]
  const steady: [number[], number[]] = [[], []];
  const longestHold: [number[], number[]] = [[], []];
  // CPU each side spent: on 2 cores a pass cannot end before (app + service CPU) ÷ 2.
  const cpu = { app: [] as number[], service: [] as number[], bareApp: [] as number[], bareService: [] as number[], listApp: [] as number[], steadyApp: [[], []] as [number[], number[]] };
  const serviceCpu = () => server.cpuMs() ?? NaN;
  let pulledRows: Record<string, unknown>[] = [];
  try {
    await barePagedGets(server.url, token); // warm-up (server caches, JIT)
    for (let rep = 0; rep < REPS; rep++) {
      let [app0, service0] = [appCpuMs(), serviceCpu()];
      let start = performance.now();
      const n = await barePagedGets(server.url, token);
      baseline.push(performance.now() - start);
      cpu.bareApp.push(appCpuMs() - app0);
      cpu.bareService.push(serviceCpu() - service0);
      if (n !== COUNT) throw new Error(`baseline saw ${n} contacts`);

      app0 = appCpuMs();
      start = performance.now();
      const seen = await listingOnly(server.url, token);
      listed.push(performance.now() - start);
      cpu.listApp.push(appCpuMs() - app0);
      if (seen !== COUNT) throw new Error(`the listing saw ${seen} contacts`);

      const core = await newCore(server.url, token);
      [app0, service0] = [appCpuMs(), serviceCpu()];
      start = performance.now();
      const status = await core.sync.runNow();
      measured.push(performance.now() - start);
      cpu.app.push(appCpuMs() - app0);
      cpu.service.push(serviceCpu() - service0);
      const total = core.store.raw<{ n: number }>('SELECT count(*) AS n FROM contacts')[0]!.n;
      if (total !== COUNT || status.lastError) throw new Error(`pull got ${total} contacts: ${status.lastError}`);
      if (rep === 0) pulledRows = core.store.sqlite.prepare('SELECT * FROM contacts ORDER BY rowid').all() as Record<string, unknown>[];

      // Later passes with nothing changed: the same GETs, each contact found in step.
      for (const k of [0, 1] as const) {
        if (k === 1) core.store.sqlite.exec('UPDATE contacts SET remote_fp = NULL');
        const held = monitorEventLoopDelay({ resolution: 1 });
        app0 = appCpuMs();
        held.enable();
        start = performance.now();
        const later = await core.sync.runNow();
        steady[k].push(performance.now() - start);
        // A hold that ends the pass is recorded when the delay timer next fires: give it that turn.
        await new Promise((resolve) => setTimeout(resolve, 5));
        held.disable();
        cpu.steadyApp[k].push(appCpuMs() - app0);
        longestHold[k].push(held.max / 1e6);
        if (later.lastError) throw new Error(`later pass: ${later.lastError}`);
      }
      await core.close();
      rmSync(core.context.dataFolder, { recursive: true, force: true });
    }
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const rowsAlone = { full: [] as number[], bare: [] as number[] };
  for (let rep = 0; rep < REPS; rep++) {
    rowsAlone.full.push(await writeRowsAlone(pulledRows, 'full'));
    rowsAlone.bare.push(await writeRowsAlone(pulledRows, 'table only'));
  }
  const m = summarize(measured);
  const b = summarize(baseline);
  report(`initial pull of ${COUNT} contacts (full pass, concurrency ${CONCURRENCY})`, m, b, '≤ 1.3x');
  console.log(`  ratio of medians ${(m.median / b.median).toFixed(2)}x; ${(COUNT / (m.median / 1000)).toFixed(0)} contacts/s`);
  const med = (v: number[]) => summarize(v).median.toFixed(0);
  console.log(
    `  CPU medians: the pull ${med(cpu.app)} ms in the app, ${med(cpu.service)} ms in the service; the bare GETs ${med(cpu.bareApp)} ms in the client, ${med(cpu.bareService)} ms in the service`,
  );
  const l = summarize(listed);
  console.log(
    `  the app's listing without storing: median ${l.median.toFixed(1)} ms (${(l.median / b.median).toFixed(2)}x the bare GETs), ${med(cpu.listApp)} ms of app CPU; storing is the rest of the pull (~${(m.median - l.median).toFixed(0)} ms, ~${(summarize(cpu.app).median - summarize(cpu.listApp).median).toFixed(0)} ms of CPU)`,
  );
  console.log(
    `  the same ${COUNT} rows written alone into a fresh store (no HTTP, no merge; batches of ${STORE_BATCH}, search index in bulk as the pull does): median ${med(rowsAlone.full)} ms of CPU; without the search index and the sort indexes, ${med(rowsAlone.bare)} ms`,
  );
  for (const [k, what] of ['a later pass with nothing changed (merges none)', 'the same, merging every contact (digests forgotten, as after an upgrade)'].entries()) {
    const s = summarize(steady[k]!);
    const holds = longestHold[k]!;
    console.log(
      `  ${what}: median ${s.median.toFixed(1)} ms (${(s.median / b.median).toFixed(2)}x the bare GETs), ${med(cpu.steadyApp[k]!)} ms of app CPU; longest hold of the main thread (event-loop delay) median ${med(holds)} ms, max ${Math.max(...holds).toFixed(0)} ms`,
    );
  }
}

async function benchPush(): Promise<void> {
  const COUNT = 1_000;
  const { server, token, dir } = await seededService(COUNT);
  const appDir = mkdtempSync(join(tmpdir(), 'rolodeck-bench-app-'));
  const measured: number[] = [];
  const pushOnly: number[] = [];
  const baseline: number[] = [];
  try {
    let core = await newCore(server.url, token, appDir);
    // The push phase alone, timed from the engine's own status events.
    let lastPushMs = 0;
    let pushStartedAt = 0;
    core.events.subscribe((event, payload) => {
      if (event !== 'sync.status') return;
      const phase = (payload as { phase: string }).phase;
      if (phase === 'pushing' && !pushStartedAt) pushStartedAt = performance.now();
      if (phase === 'idle' && pushStartedAt) {
        lastPushMs = performance.now() - pushStartedAt;
        pushStartedAt = 0;
      }
    });
    await core.sync.runNow();
    const ids = core.store.raw<{ id: string; remote_id: string }>('SELECT id, remote_id FROM contacts ORDER BY name');
    if (ids.length !== COUNT) throw new Error(`expected ${COUNT} contacts, got ${ids.length}`);

    const barePatches = async (label: string) => {
      await forEachLimited(ids, CONCURRENCY, async ({ remote_id }, i) => {
        const res = await exchange(`${server.url}/api/contacts/${remote_id}`, {
          method: 'PATCH',
          headers: { ...headers(token), 'content-type': 'application/json', 'idempotency-key': `"${randomUUID()}"` },
          body: JSON.stringify({ position: `${label} ${i}` }),
          timeoutMs: 20_000,
        });
        if (res.status !== 200) throw new Error(`PATCH ${res.status}`);
      });
    };
    await barePatches('warm-up');
    await core.sync.runNow(); // take the warm-up values in (remote-only changes)

    for (let rep = 0; rep < REPS; rep++) {
      let start = performance.now();
      await barePatches(`Baseline ${rep}`);
      baseline.push(performance.now() - start);
      await core.sync.runNow(); // pull those in, so the queued edits below are local-only

      for (const [i, { id }] of ids.entries()) {
        const r = await core.dispatch('contacts.update', { id, patch: { position: `Queued ${rep} ${i}` } });
        if (!r.ok) throw new Error(r.error.message);
      }
      start = performance.now();
      const status = await core.sync.runNow();
      measured.push(performance.now() - start);
      if (status.pending || status.rejected || status.conflicts || status.lastError) throw new Error(`push left ${JSON.stringify(status)}`);
      pushOnly.push(lastPushMs);
    }
    await core.close();
    core = undefined as never;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  }
  const p = summarize(pushOnly);
  const m = summarize(measured);
  const b = summarize(baseline);
  report(`push of ${COUNT} queued edits (the push phase, concurrency ${CONCURRENCY})`, p, b, '≤ 1.3x');
  console.log(`  ratio of medians ${(p.median / b.median).toFixed(2)}x; the whole pass (its pull of ${COUNT} contacts first): median ${m.median.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${(m.median / b.median).toFixed(2)}x the baseline's median)`);
}

if (process.env.BENCH_ONLY !== 'push') await benchPull();
if (process.env.BENCH_ONLY !== 'pull') await benchPush();
