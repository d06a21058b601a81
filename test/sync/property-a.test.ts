// Randomized sync scenarios under faults (fast-check), part A. Seeds are printed: replay a
// failure with SYNC_SEED=<seed> npx vitest run test/sync/property-a.test.ts
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp } from './helpers/app';
import { runScenario, scenarioArb } from './helpers/scenario';
import { startTestService, type TestService } from './helpers/service';

const RUNS = Number(process.env.SYNC_RUNS ?? 100);
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.close());

describe('sync converges under faults (A)', () => {
  it(`holds the invariants over ${RUNS} random scenarios`, async () => {
    const seed = Number(process.env.SYNC_SEED ?? Date.now() % 2 ** 31);
    console.log(`property-a seed: ${seed} (replay: SYNC_SEED=${seed})`);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, fc.nat(2 ** 31 - 1), async (scenario, faultSeed) => {
        const tag = `PA${++n}x${faultSeed.toString(36)}`;
        const app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
        try {
          await runScenario({ app, service, tag }, scenario, faultSeed);
        } finally {
          service.proxy.setPlan(() => ({ kind: 'pass' }));
          await app.close();
          service.db.clearContacts();
        }
      }),
      { numRuns: RUNS, seed, endOnFailure: true, ...(process.env.SYNC_PATH ? { path: process.env.SYNC_PATH } : {}) },
    );
    const faults: Record<string, number> = {};
    for (const r of service.proxy.log) faults[r.fault] = (faults[r.fault] ?? 0) + 1;
    console.log(`property-a: ${RUNS} scenarios, ${service.proxy.log.length} requests through the proxy, faults ${JSON.stringify(faults)}`);
  }, 600_000);
});
