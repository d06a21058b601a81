// Local store at 100,000 contacts: search-as-you-type latency for 2-letter prefixes (the
// contact list's first page) through the handler table, beside the same SQL run directly on SQLite; and one local edit (data +
// outbox in one transaction) through the handler table, beside the bare statements.
import { randomUUID } from 'node:crypto';
import { startCore } from '../../main/core/core';
import { tempFolder } from '../helpers/temp';
import { insertSyntheticContacts } from '../helpers/synthetic';
import { PAGE_SIZE } from '../../renderer/src/stores/pageSize';
import { report, summarize, timeAlternating, type Summary } from './stats';
import { recordStatements } from '../helpers/recorded-statements';

const COUNT = 100_000;
const folder = tempFolder('rolodeck-bench-');
const core = await startCore({ dataFolder: folder.path, sync: false } as Parameters<typeof startCore>[0]);
const generated = performance.now();
insertSyntheticContacts(core.store, COUNT);
console.log(`generated ${COUNT} contacts in ${(performance.now() - generated).toFixed(0)} ms`);
// Measure a store at rest, as the app leaves it once idle: the bulk insert checkpointed.
core.store.sqlite.pragma('wal_checkpoint(TRUNCATE)');

const prefixes = ['jo', 'ma', 'sm', 'ac', 'gl', 'ce', 'da', 'li', 'wi', 'mü', 'ok', 'na', 'ro', 'ka', 'ch'];
const N = 2000;

// The baseline replays, bare on better-sqlite3, exactly the statements (and parameters, and
// row mode) the handler ran for each prefix: the cost of the handler table is everything else
// (validation, query building, mapping, the envelope).
const record = (work: () => Promise<unknown>) => recordStatements(core.store, work, ['all', 'run', 'tuples']);
const search = (query: string) => core.dispatch('contacts.list', { query, offset: 0, limit: PAGE_SIZE });
const replays = new Map<string, { statement: import('better-sqlite3').Statement; params: unknown[] }[]>();
for (const prefix of prefixes) {
  const recorded = await record(() => search(prefix));
  replays.set(prefix, recorded.map((r) => ({ statement: core.store.sqlite.prepare(r.sql).raw(r.method === 'tuples'), params: r.params })));
}
const sample = await search('jo');
if (!sample.ok) throw new Error(JSON.stringify(sample.error));
console.log(`'jo' finds ${(sample.value as { total: number }).total}${(sample.value as { capped?: boolean }).capped ? '+' : ''} contacts; a search (the list's first page, ${PAGE_SIZE} rows) runs ${replays.get('jo')!.length} statements`);

// Handler and baseline alternate, so both meet the same machine (caches, other load).
const [handlerSearch, directSearch] = (
  await timeAlternating(
    N,
    async (i) => {
      const result = await search(prefixes[i % prefixes.length]!);
      if (!result.ok) throw new Error('search failed');
    },
    (i) => {
      for (const { statement, params } of replays.get(prefixes[i % prefixes.length]!)!) statement.all(...params);
    },
  )
).map(summarize) as [Summary, Summary];
report(`search, 2-letter prefix, first ${PAGE_SIZE} ranked + total`, handlerSearch, directSearch, 'p95 within 1 ms');

// One edit: the handler (validate, diff, update, outbox op with coalescing, read back) vs the two bare writes.
// Each side edits its own 2,000 contacts, so the bare side's outbox rows never turn a handler
// edit into a coalescing one (or the reverse).
const allIds = core.store.raw<{ id: string }>('select id from contacts limit 4000').map((r) => r.id);
const ids = allIds.slice(0, 2000);
const bareIds = allIds.slice(2000);
const updateStmt = core.store.sqlite.prepare('update contacts set position = ?, updated_at = ? where id = ?');
const outboxStmt = core.store.sqlite.prepare(
  `insert into outbox (id, kind, entity_id, contact_id, payload, idempotency_key, state, attempts, created_at, updated_at) values (?, 'contact.update', ?, ?, ?, ?, 'pending', 0, ?, ?)`,
);
const bareEdit = core.store.sqlite.transaction((i: number) => {
  const id = bareIds[i % bareIds.length]!;
  const now = new Date().toISOString();
  updateStmt.run(`Bare ${i}`, now, id);
  outboxStmt.run(randomUUID(), id, id, JSON.stringify({ position: `Bare ${i}` }), randomUUID(), now, now);
});
const [handlerEdit, directEdit] = (
  await timeAlternating(
    N,
    async (i) => {
      const result = await core.dispatch('contacts.update', { id: ids[i % ids.length]!, patch: { position: `Role ${i}` } });
      if (!result.ok) throw new Error('edit failed');
    },
    (i) => bareEdit(i),
  )
).map(summarize) as [Summary, Summary];
report('edit one field (data + outbox, one transaction)', handlerEdit, directEdit, 'p95 within 1 ms');

// A page at the end of the list (End, or the scroll bar dragged to the bottom) beside the first
// page, by name and by last update. The contacts passed over are read as index entries only:
// about a millisecond at 100,000 (reading each one's list row took ~150 ms).
const total = core.store.raw<{ n: number }>('select count(*) as n from contacts')[0]!.n;
for (const sort of ['name', 'updatedAt'] as const) {
  const listPage = async (offset: number) => {
    const result = await core.dispatch('contacts.list', { sort, direction: 'asc', offset, limit: PAGE_SIZE });
    if (!result.ok) throw new Error('list failed');
  };
  const [lastPage, firstPage] = (await timeAlternating(N, () => listPage(total - PAGE_SIZE), () => listPage(0))).map(summarize) as [Summary, Summary];
  report(`list by ${sort}, last page (offset ${(total - PAGE_SIZE).toLocaleString()}) vs first page`, lastPage, firstPage, 'p95 within 5 ms');
}

await core.close();
folder.remove();
