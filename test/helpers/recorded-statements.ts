// The SQL statements a piece of work runs on a store, as compiled by the code under test (to
// read their query plans, or to replay them bare as a baseline). The store's query methods are
// wrapped for the duration of the work only.
import type { Store } from '../../db/store';

export type StoreMethod = 'all' | 'first' | 'run' | 'tuples';

export interface RecordedStatement {
  sql: string;
  params: unknown[];
  /** The store method that ran it ('tuples': rows read as arrays). */
  method: StoreMethod;
}

export async function recordStatements(store: Store, work: () => Promise<unknown>, methods: readonly StoreMethod[] = ['all', 'first', 'run', 'tuples']): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  const target = store as unknown as Record<StoreMethod, Function>;
  const originals = Object.fromEntries(methods.map((m) => [m, target[m]])) as Record<StoreMethod, Function>;
  for (const method of methods) {
    target[method] = function (query: { compile(): { sql: string; parameters: readonly unknown[] } }) {
      const { sql, parameters } = query.compile();
      recorded.push({ sql, params: [...parameters], method });
      return originals[method]!.call(store, query);
    };
  }
  try {
    await work();
  } finally {
    Object.assign(target, originals);
  }
  return recorded;
}
