// Prepared queries: built once, run many times with named values, on the real store.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../db/open';
import { prepare } from '../../db/prepared';
import type { Store } from '../../db/store';
import { tempFolder } from '../helpers/temp';

let store: Store;
let folder: ReturnType<typeof tempFolder>;
beforeEach(async () => {
  folder = tempFolder();
  store = await openStore(`${folder.path}/store.sqlite`);
  for (const [name, company] of [['Ada', 'Engines'], ['Grace', 'Navy'], ['Alan', 'Engines']]) {
    store.sqlite
      .prepare(`insert into contacts (id, name, company, emails, phones, tags, company_ids, created_at, updated_at) values (?, ?, ?, '[]', '[]', '[]', '[]', 'now', 'now')`)
      .run(name!.toLowerCase(), name, company);
  }
});
afterEach(() => {
  store.close();
  folder.remove();
});

describe('prepared queries', () => {
  const byCompany = prepare<{ company: string; limit: number }>()((db, p) =>
    db.selectFrom('contacts').select(['name']).where('company', '=', p('company')).where('name', '!=', 'Nobody').orderBy('name').limit(p('limit')),
  );

  it('compiles once and fills in the named values (constants stay as built) on every run', () => {
    expect(byCompany.sql).toBe('select "name" from "contacts" where "company" = ? and "name" != ? order by "name" limit ?');
    expect(store.all(byCompany.with({ company: 'Engines', limit: 10 })).map((r) => r.name)).toEqual(['Ada', 'Alan']);
    expect(store.all(byCompany.with({ company: 'Engines', limit: 1 })).map((r) => r.name)).toEqual(['Ada']);
    expect(store.all(byCompany.with({ company: 'Navy', limit: 10 })).map((r) => r.name)).toEqual(['Grace']);
    // The same statement each time: only the values change.
    expect(new Set([byCompany.with({ company: 'a', limit: 1 }), byCompany.with({ company: 'b', limit: 2 })].map((q) => q.compile().sql)).size).toBe(1);
  });

  it('answers the same as the query built on the spot, inside raw SQL fragments too', () => {
    const prefixed = prepare<{ low: string }>()((db, p) =>
      db.selectFrom('contacts').select(['id']).where(sql<boolean>`name >= ${p('low')}`).orderBy('id'),
    );
    const built = store.all(store.db.selectFrom('contacts').select(['id']).where(sql<boolean>`name >= ${'B'}`).orderBy('id'));
    expect(store.all(prefixed.with({ low: 'B' }))).toEqual(built);
    expect(built.map((r) => r.id)).toEqual(['grace']);
  });

  it('refuses to run with a value missing', () => {
    expect(() => byCompany.with({ company: 'Navy' } as never)).toThrow('no value for parameter "limit"');
  });
});
