// The randomized sync suite (fast-check): random scenarios against the real reference service
// behind the fault proxy, with the invariants checked by runScenario. Each test file runs one
// flavour, so vitest runs the flavours in parallel. Seeds are printed: replay a failure with
// SYNC_SEED=<seed> npx vitest run test/sync/<file>.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp } from './app';
import { runScenario, scenarioArb, type ScenarioContext } from './scenario';
import { startTestService, type TestService } from './service';

export function propertySuite(name: string, options: Pick<ScenarioContext, 'faults' | 'outages'> = {}): void {
  const runs = Number(process.env.SYNC_RUNS ?? 100);
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => service?.close());

  describe(`sync converges under faults (${name})`, () => {
    it(`holds the invariants over ${runs} random scenarios`, async () => {
      const seed = Number(process.env.SYNC_SEED ?? Date.now() % 2 ** 31);
      console.log(`property-${name} seed: ${seed} (replay: SYNC_SEED=${seed})`);
      let n = 0;
      await fc.assert(
        fc.asyncProperty(scenarioArb, fc.nat(2 ** 31 - 1), async (scenario, faultSeed) => {
          const tag = `P${name.toUpperCase()}${++n}x${faultSeed.toString(36)}`;
          const app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
          try {
            await runScenario({ app, service, tag, ...options }, scenario, faultSeed);
          } finally {
            service.proxy.setPlan(() => ({ kind: 'pass' }));
            await app.close();
            service.db.clearContacts();
          }
        }),
        { numRuns: runs, seed, endOnFailure: true, ...(process.env.SYNC_PATH ? { path: process.env.SYNC_PATH } : {}) },
      );
      const faults: Record<string, number> = {};
      for (const r of service.proxy.log) faults[r.fault] = (faults[r.fault] ?? 0) + 1;
      console.log(`property-${name}: ${runs} scenarios, ${service.proxy.log.length} requests through the proxy, faults ${JSON.stringify(faults)}`);
    }, 600_000);
  });
}
