// The lists that grow with the data read their pages in order from an index instead of sorting
// every row they hold: checked on the statements the handlers run, with SQLite's query plan.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestCore, type TestCore } from '../helpers/core';
import { recordStatements } from '../helpers/recorded-statements';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

/** The SQL each statement a call runs, as compiled by the handler. */
async function statementsOf(work: () => Promise<unknown>): Promise<{ sql: string; parameters: readonly unknown[] }[]> {
  return (await recordStatements(core.store, work, ['all', 'first', 'tuples'])).map((s) => ({ sql: s.sql, parameters: s.params }));
}

type PlanLine = { id: number; parent: number; detail: string };

function planOf(statement: { sql: string; parameters: readonly unknown[] }): PlanLine[] {
  return core.store.sqlite.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...(statement.parameters as unknown[])) as PlanLine[];
}

/**
 * Plan lines that sort a whole result before its first row (a partial sort of ties is fine). A
 * statement that reads its rows by rowid, from a subquery that picks the page, sorts that page
 * only: its own sort does not count.
 */
function wholeSorts(statement: { sql: string; parameters: readonly unknown[] }): string[] {
  const plan = planOf(statement);
  const readsPageByRowid = plan.some((row) => row.parent === 0 && /USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(row.detail));
  return plan.filter((row) => /TEMP B-TREE FOR ORDER BY/.test(row.detail) && !(readsPageByRowid && row.parent === 0)).map((row) => row.detail);
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

  it('a page deep in the contact list passes over the skipped contacts in the sort\'s index alone, for every sort', async () => {
    for (const sort of ['name', 'company', 'updatedAt', 'createdAt', 'lastContactAt'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const statements = await statementsOf(() => core.call('contacts.list', { sort, direction, offset: 5_000, limit: 50 }));
        if (sort === 'company' && direction === 'asc') {
          // The companies, then those without one: each picked by rowid from the index alone.
          const pickers = statements.filter((s) => /order by/i.test(s.sql));
          expect(pickers).toHaveLength(2);
          for (const picker of pickers) expect(planOf(picker).map((row) => row.detail), `${sort} ${direction}`).toEqual([expect.stringMatching(/^SEARCH c USING COVERING INDEX contacts_company /)]);
          continue;
        }
        const plan = planOf(statements.find((s) => /order by/i.test(s.sql))!);
        const pagePicker = plan.find((row) => /^LIST SUBQUERY/.test(row.detail))!;
        const picks = plan.filter((row) => row.parent === pagePicker.id).map((row) => row.detail);
        expect(picks, `${sort} ${direction}`).toEqual([expect.stringMatching(/^SCAN c USING COVERING INDEX contacts_/)]);
        expect(plan.some((row) => row.parent === 0 && /USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(row.detail))).toBe(true);
      }
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
