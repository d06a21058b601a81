// Reference service at 10,000 contacts: listing throughput (pages/s) and PATCH throughput over
// real HTTP on 127.0.0.1, each beside the same requests run in-process in the same run —
// fastify.inject() (the whole app, no socket) and, for listing, the bare database query.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createToken, startServer } from '../../server/index';
import { listContacts } from '../../server/db/contacts';
import { openServiceDb } from '../../server/db/open';
import { seedPipelineStates } from '../../server/db/pipeline-states';
import { contactResource } from '../../server/domain/contact-resource';
import { seedDemo } from '../../server/demo/seed';
import { PAGE_SIZE } from '../../server/http/collection';
import { DEFAULT_PIPELINE_STATES } from '../../main/domain/pipeline-defaults';
import { report, summarize, timeEach, type Summary } from './stats';

const COUNT = 10_000;
const PATCHES = 1_000;
const dataDir = mkdtempSync(join(tmpdir(), 'rolodeck-server-bench-'));

try {
  const seeding = performance.now();
  const seeded = await openServiceDb(dataDir);
  await seedPipelineStates(seeded.db, DEFAULT_PIPELINE_STATES);
  await seedDemo(seeded.db, { now: new Date(), count: COUNT });
  await seeded.close();
  console.log(`seeded ${COUNT} contacts in ${(performance.now() - seeding).toFixed(0)} ms`);

  const token = await createToken(dataDir, 'bench');
  const server = await startServer({ dataDir, port: 0 });
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const pages = Math.ceil(COUNT / PAGE_SIZE);
  const db = (await openServiceDb(dataDir)).db; // a second connection for the bare-query baseline

  const throughput = (label: string, s: Summary) => `${label} ${(1000 / s.median).toFixed(0)}/s (from median)`;
  const line = (label: string, http: Summary, local: Summary, localName: string) => {
    report(label, http, local);
    console.log(`  ${throughput('HTTP', http)} | ${throughput(localName, local)} | HTTP/${localName} time ratio ${(http.median / local.median).toFixed(2)}x`);
  };

  // --- Listing: walk every page, as a full sync pass does. ---
  const page = (i: number) => 1 + (i % pages);
  const httpList = summarize(
    await timeEach(pages * 3, async (i) => {
      const response = await fetch(`${server.url}/api/contacts?page=${page(i)}`, { headers });
      const body = (await response.json()) as { 'hydra:member': unknown[] };
      if (response.status !== 200 || !body['hydra:member'].length) throw new Error(`page ${page(i)}: ${response.status}`);
    }),
  );
  const injectList = summarize(
    await timeEach(pages * 3, async (i) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/contacts?page=${page(i)}`, headers });
      if (response.statusCode !== 200) throw new Error(`inject page ${page(i)}: ${response.statusCode}`);
      JSON.parse(response.body);
    }),
  );
  const directList = summarize(
    await timeEach(pages * 3, async (i) => {
      const { records } = await listContacts(db, { page: page(i), pageSize: PAGE_SIZE });
      JSON.stringify(records.map(contactResource));
    }),
  );
  const passStart = performance.now();
  let url: string | undefined = '/api/contacts?page=1';
  let walked = 0;
  while (url) {
    const body = (await (await fetch(server.url + url, { headers })).json()) as { 'hydra:view': Record<string, string> };
    walked++;
    url = body['hydra:view']['hydra:next'];
  }
  const passMs = performance.now() - passStart;

  console.log(`\nListing ${COUNT} contacts (${pages} pages of ${PAGE_SIZE}), per page:`);
  line('GET /api/contacts HTTP vs inject', httpList, injectList, 'inject');
  line('GET /api/contacts HTTP vs direct DB query', httpList, directList, 'direct');
  console.log(`  one full paged pass over HTTP: ${walked} pages in ${passMs.toFixed(0)} ms = ${((walked / passMs) * 1000).toFixed(0)} pages/s`);

  // --- PATCH: one field on a different contact each time. ---
  const ids = (await db.selectFrom('contacts').select('id').orderBy('seq').limit(PATCHES).execute()).map((r) => r.id);
  const patchHeaders = { ...headers, 'content-type': 'application/merge-patch+json' };
  const httpPatch = summarize(
    await timeEach(PATCHES, async (i) => {
      const response = await fetch(`${server.url}/api/contacts/${ids[i % ids.length]}`, {
        method: 'PATCH',
        headers: patchHeaders,
        body: JSON.stringify({ position: `HTTP ${i}` }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`PATCH ${response.status}`);
    }),
  );
  const injectPatch = summarize(
    await timeEach(PATCHES, async (i) => {
      const response = await server.app.inject({
        method: 'PATCH',
        url: `/api/contacts/${ids[i % ids.length]}`,
        headers: patchHeaders,
        payload: JSON.stringify({ position: `inject ${i}` }),
      });
      if (response.statusCode !== 200) throw new Error(`inject PATCH ${response.statusCode}`);
    }),
  );
  console.log(`\nPATCH /api/contacts/{id} (${PATCHES} contacts):`);
  line('PATCH HTTP vs inject', httpPatch, injectPatch, 'inject');

  await db.destroy();
  await server.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
