// Queries built once. Building a query with Kysely and compiling it costs tens of microseconds
// a query, a real share of a search keystroke or a local edit at 100k contacts (~0.5 ms each). A prepared query is
// built and compiled once, with named parameters standing where the values go; running it only
// fills the values in. It is a Compilable, so the Store runs it like any other query.
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type Compilable,
  type CompiledQuery,
  type RawBuilder,
} from 'kysely';
import type { Database as Schema } from './schema';

/** Kysely for building only: compiling needs the dialect, never a connection. */
const builder = new Kysely<Schema>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** Stands where a value goes; compiles to a `?` whose value is filled in at each run. */
export type Param = (name: string) => RawBuilder<any>; // any: a marker stands for any value

type Slot = { name: string } | { value: unknown };

export class PreparedQuery<P extends Record<string, unknown>, O> {
  private readonly compiled: CompiledQuery<O>;
  private readonly slots: Slot[];

  constructor(build: (db: Kysely<Schema>, param: Param) => Compilable<O>) {
    const markers = new Map<object, string>();
    const param: Param = (name) => {
      // A unique object, so no real value can be taken for the marker.
      const marker = { param: name };
      markers.set(marker, name);
      return sql`${marker}`;
    };
    this.compiled = build(builder, param).compile();
    this.slots = this.compiled.parameters.map((value) =>
      typeof value === 'object' && value !== null && markers.has(value) ? { name: markers.get(value)! } : { value },
    );
  }

  get sql(): string {
    return this.compiled.sql;
  }

  /** The query with these values: run it with store.all / first / run. */
  with(params: P): Compilable<O> {
    const parameters = this.slots.map((slot) => {
      if ('value' in slot) return slot.value;
      if (!(slot.name in params)) throw new Error(`Prepared query: no value for parameter "${slot.name}"`);
      return params[slot.name];
    });
    const compiled: CompiledQuery<O> = { ...this.compiled, parameters };
    return { compile: () => compiled };
  }
}

/**
 * A query built once, typed by its parameters (then by its rows, inferred):
 * `prepare<{ id: string }>()((db, p) => db.selectFrom('contacts').selectAll().where('id', '=', p('id')))`.
 */
export function prepare<P extends Record<string, unknown>>() {
  return <O>(build: (db: Kysely<Schema>, param: Param) => Compilable<O>) => new PreparedQuery<P, O>(build);
}
