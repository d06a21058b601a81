// The lists that grow with the data read their pages in order from an index instead of sorting
// every row they hold: checked on the statements the handlers run, with SQLite's query plan.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestCore, type TestCore } from '../helpers/core';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

/** The SQL each statement a call runs, as compiled by the handler. */
async function statementsOf(work: () => Promise<unknown>): Promise<{ sql: string; parameters: readonly unknown[] }[]> {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  const store = core.store as unknown as Record<'all' | 'first' | 'tuples', Function>;
  const originals = { all: store.all, first: store.first, tuples: store.tuples };
  for (const name of ['all', 'first', 'tuples'] as const) {
    store[name] = function (query: { compile(): { sql: string; parameters: readonly unknown[] } }) {
      seen.push(query.compile());
      return originals[name].call(core.store, query);
    };
  }
  try {
    await work();
  } finally {
    Object.assign(store, originals);
  }
  return seen;
}

/** Plan lines that sort a whole result before its first row (a partial sort of ties is fine). */
function wholeSorts(statement: { sql: string; parameters: readonly unknown[] }): string[] {
  const plan = core.store.sqlite.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...(statement.parameters as unknown[])) as { detail: string }[];
  return plan.map((row) => row.detail).filter((detail) => /TEMP B-TREE FOR ORDER BY/.test(detail));
}

describe('list orders come from indexes', () => {
  it('a pipeline column (a state, and "Not in pipeline") is read in name order', async () => {
    const [state] = await core.call('pipelineStates.list', {});
    for (const pipelineStateId of [state!.id, null]) {
      const statements = await statementsOf(() => core.call('contacts.list', { pipelineStateId, sort: 'name', direction: 'asc', offset: 0, limit: 50 }));
      const page = statements.find((s) => /order by/i.test(s.sql))!;
      expect(wholeSorts(page)).toEqual([]);
    }
  });

  it('the done tasks are read newest first, and a bucket is counted from the tasks index alone', async () => {
    const { id: contactId } = await core.call('contacts.create', { name: 'Ada Lovelace' });
    for (let i = 0; i < 3; i++) {
      const task = await core.call('tasks.create', { contactId, title: `Call ${i}`, dueDate: new Date(Date.now() - 3600_000).toISOString() });
      await core.call('tasks.complete', { id: task.id });
    }
    // A page as long as the bucket, so the count runs too.
    const statements = await statementsOf(() => core.call('tasks.list', { bucket: 'done', limit: 3 }));
    const page = statements.find((s) => /order by/i.test(s.sql))!;
    expect(wholeSorts(page)).toEqual([]);
    const count = statements.find((s) => /count\(\*\)/i.test(s.sql))!;
    const plan = (core.store.sqlite.prepare(`EXPLAIN QUERY PLAN ${count.sql}`).all(...(count.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail);
    expect(plan).toEqual([expect.stringMatching(/^SEARCH t USING COVERING INDEX/)]);
  });
});
