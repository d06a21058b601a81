// The synchronous executor over the store. Kysely builds and compiles queries; better-sqlite3
// runs them. Transactions are better-sqlite3's synchronous ones, so no network call can be
// awaited inside a transaction: the type of `transaction`'s callback forbids a Promise.
import type { Database as Sqlite, Statement } from 'better-sqlite3';
import type { Compilable, Kysely } from 'kysely';
import type { Database as Schema } from './schema';

type Row<Q> = Q extends Compilable<infer O> ? O : never;

/** How long the store must go without a write before it checkpoints the WAL. */
const IDLE_CHECKPOINT_MS = 2_000;

export class Store {
  private readonly statements = new Map<string, Statement>();
  private checkpointTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly sqlite: Sqlite,
    /** The query builder. Use it to build; run with all/first/run below. */
    readonly db: Kysely<Schema>,
  ) {}

  /** After writes, once things are quiet: move the WAL into the database off any edit's path. */
  private checkpointWhenIdle(): void {
    if (this.checkpointTimer) this.checkpointTimer.refresh();
    else {
      this.checkpointTimer = setTimeout(() => {
        this.checkpointTimer = null;
        if (!this.sqlite.open || this.sqlite.inTransaction) return;
        try {
          this.sqlite.pragma('wal_checkpoint(PASSIVE)');
        } catch (error) {
          // A full disk or an I/O error: the WAL keeps the data, and the next idle moment tries again.
          console.warn('checkpoint failed', (error as Error).message);
        }
      }, IDLE_CHECKPOINT_MS).unref();
    }
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  all<Q extends Compilable<unknown>>(query: Q): Row<Q>[] {
    const { sql, parameters } = query.compile();
    const statement = this.prepare(sql);
    if (!statement.reader) {
      statement.run(...(parameters as unknown[]));
      return [];
    }
    return statement.all(...(parameters as unknown[])) as Row<Q>[];
  }

  /**
   * Rows as arrays, columns in select order. better-sqlite3 builds an array about twice as fast
   * as an object with named keys: this is for wide pages read on every keystroke or scroll.
   */
  tuples(query: Compilable<unknown>): unknown[][] {
    const { sql, parameters } = query.compile();
    const statement = this.prepare(sql);
    statement.raw(true);
    try {
      return statement.all(...(parameters as unknown[])) as unknown[][];
    } finally {
      statement.raw(false);
    }
  }

  first<Q extends Compilable<unknown>>(query: Q): Row<Q> | undefined {
    return this.all(query)[0];
  }

  run(query: Compilable<unknown>): { changes: number } {
    const { sql, parameters } = query.compile();
    const statement = this.prepare(sql);
    if (statement.reader) return { changes: statement.all(...(parameters as unknown[])).length };
    const { changes } = statement.run(...(parameters as unknown[]));
    if (changes) this.checkpointWhenIdle();
    return { changes };
  }

  /** Raw SQL for what the builder cannot say (FTS MATCH, pragmas). */
  raw<T>(sql: string, ...parameters: unknown[]): T[] {
    return this.prepare(sql).all(...parameters) as T[];
  }

  /**
   * Immediate: the write lock is taken at BEGIN, where SQLite waits out busy_timeout for another
   * program holding it. A deferred transaction that reads first and then writes is refused at
   * once instead ("database is locked"), whatever the timeout.
   */
  transaction<T>(work: () => T extends Promise<unknown> ? never : T): T {
    return this.sqlite.transaction(work).immediate();
  }

  close(): void {
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    this.statements.clear();
    if (this.sqlite.open) this.sqlite.close();
  }
}
