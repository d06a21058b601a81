// The pipeline board and the done tasks at a heavy user's size: 100,000 contacts, 20,000 in one
// state, 10,000 over the others (so 70,000 "Not in pipeline"), and 20,000 done tasks. Through
// the handler table:
//   1. the board's reload (what every move or change triggers: the states, then a page of 50
//      for each column), beside the contact list's first page of 50 by name, unfiltered;
//   2. a page deep in the busiest column (offset 15,000), beside the same page of the list;
//   3. the done tasks' first page, beside the overdue tasks' first page (an indexed range).
// (2) and (3) within a few milliseconds mean no column or bucket is sorted whole for a page
// (sorting the 20,000 of the busiest column took ~100 ms). (2) stays above the list's page, which
// passes over index entries and counts the whole table at once, while a column also counts its
// own contacts over its index entries; so does (1), for every column (for "n more").
import { randomUUID } from 'node:crypto';
import { startCore } from '../../main/core/core';
import { tempFolder } from '../helpers/temp';
import { insertSyntheticContacts } from '../helpers/synthetic';
import { report, summarize, timeAlternating, type Summary } from './stats';

const COUNT = 100_000;
const N = Number(process.env.BENCH_REPS ?? 100);
const folder = tempFolder('rolodeck-board-bench-');
const core = await startCore({ dataFolder: folder.path, sync: false } as Parameters<typeof startCore>[0]);
insertSyntheticContacts(core.store, COUNT);
const sqlite = core.store.sqlite;
const states = (sqlite.prepare('select id from pipeline_states order by position').all() as { id: string }[]).map((r) => r.id);
const ids = (sqlite.prepare('select id from contacts order by rowid').all() as { id: string }[]).map((r) => r.id);
core.store.transaction(() => {
  const setState = sqlite.prepare('update contacts set pipeline_state_id = ? where id = ?');
  for (let i = 0; i < 30_000; i++) setState.run(i < 20_000 ? states[0] : states[1 + (i % (states.length - 1))], ids[i * 3]);
  const task = sqlite.prepare(
    `insert into tasks (id, remote_id, contact_id, title, due_date, completed, completed_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  for (let i = 0; i < 25_000; i++) {
    const at = new Date(now - (i + 1) * 60_000).toISOString();
    const done = i < 20_000;
    task.run(randomUUID(), `r${i}`, ids[(i * 7) % COUNT], `Task ${i}`, at, done ? 1 : 0, done ? at : null, at, at);
  }
});
sqlite.pragma('wal_checkpoint(TRUNCATE)');
console.log(`${COUNT.toLocaleString()} contacts (20,000 in one state, 70,000 in none), 20,000 done tasks; shared machine: compare ratios, not times`);

const call = async (method: string, input: unknown) => {
  const result = await core.dispatch(method as never, input as never);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};
const listPage = (offset: number) => call('contacts.list', { sort: 'name', direction: 'asc', offset, limit: 50 });
const boardReload = async () => {
  const list = (await call('pipelineStates.list', {})) as { id: string }[];
  await Promise.all([null, ...list.map((s) => s.id)].map((pipelineStateId) => call('contacts.list', { pipelineStateId, sort: 'name', direction: 'asc', offset: 0, limit: 50 })));
};

const run = async (a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[Summary, Summary]> =>
  (await timeAlternating(N, a, b, 10)).map(summarize) as [Summary, Summary];

const [board, firstPage] = await run(boardReload, () => listPage(0));
report(`board reload (${states.length + 1} columns of 50, with counts) vs the list's first page of 50`, board, firstPage);
const [deepColumn, deepList] = await run(
  () => call('contacts.list', { pipelineStateId: states[0], sort: 'name', direction: 'asc', offset: 15_000, limit: 50 }),
  () => listPage(15_000),
);
report('busiest column, page at offset 15,000 vs the list at 15,000', deepColumn, deepList, 'p95 within 10 ms');
const [done, overdue] = await run(
  () => call('tasks.list', { bucket: 'done', limit: 100 }),
  () => call('tasks.list', { bucket: 'overdue', limit: 100 }),
);
report('done tasks, first 100 vs overdue tasks, first 100', done, overdue, 'p95 within 10 ms');

await core.close();
folder.remove();
