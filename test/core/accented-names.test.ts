// Names and companies are listed alphabetically without regard to case or accents, as a user
// reading the list expects: "Åsa" among the A's, "Élodie" beside "elodie", not after "Zoe"; and
// found when typed in plain letters, whatever their spelling.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestCore, type TestCore } from '../helpers/core';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

const people = ['Zoe Park', 'adam Ray', 'Åsa Berg', 'Élodie Roy', 'émile Zola', 'Bob Hale', 'Łukasz Nowak', 'Øyvind Lie', 'Çelik Ada', 'José Ruiz', 'Sarah Kim'];
const alphabetical = ['adam Ray', 'Åsa Berg', 'Bob Hale', 'Çelik Ada', 'Élodie Roy', 'émile Zola', 'José Ruiz', 'Łukasz Nowak', 'Øyvind Lie', 'Sarah Kim', 'Zoe Park'];

async function seed() {
  const ids = new Map<string, string>();
  for (const [i, name] of people.entries()) {
    const c = await core.call('contacts.create', { name, company: i % 2 ? name.split(' ')[0]! : null });
    ids.set(name, c.id);
  }
  return ids;
}

describe('alphabetical order across accents and case', () => {
  it('lists names with accented first letters among the others, both ways, and pages agree', async () => {
    const ids = await seed();
    const names = async (direction: 'asc' | 'desc', offset = 0, limit = 100) =>
      (await core.call('contacts.list', { sort: 'name', direction, offset, limit })).items.map((c) => c.name);
    expect(await names('asc')).toEqual(alphabetical);
    expect(await names('desc')).toEqual([...alphabetical].reverse());
    // Read a page at a time, the same order.
    expect([...(await names('asc', 0, 4)), ...(await names('asc', 4, 4)), ...(await names('asc', 8, 4))]).toEqual(alphabetical);
    // The list keeps a selected contact where it stands.
    for (const [index, name] of alphabetical.entries()) {
      expect(await core.call('contacts.position', { id: ids.get(name)!, sort: 'name', direction: 'asc' })).toEqual({ index });
    }
  });

  it('sorts companies the same way', async () => {
    await seed();
    const { items } = await core.call('contacts.list', { sort: 'company', direction: 'asc', limit: 100 });
    expect(items.map((c) => c.company).filter(Boolean)).toEqual(['adam', 'Bob', 'Élodie', 'José', 'Øyvind']);
  });

  it('lists contacts without a company after those with one, in both directions, page by page', async () => {
    await seed();
    const companies = ['adam', 'Bob', 'Élodie', 'José', 'Øyvind'];
    const page = async (direction: 'asc' | 'desc', offset: number, limit: number, query?: string) =>
      (await core.call('contacts.list', { query, sort: 'company', direction, offset, limit })).items;
    for (const direction of ['asc', 'desc'] as const) {
      const whole = await page(direction, 0, 100);
      expect(whole.map((c) => c.company)).toEqual([...(direction === 'asc' ? companies : [...companies].reverse()), null, null, null, null, null, null]);
      // Pages of 4 across the turn from companies to blanks (the 5th row): the same rows, once each.
      const paged = [...(await page(direction, 0, 4)), ...(await page(direction, 4, 4)), ...(await page(direction, 8, 4))];
      expect(paged.map((c) => c.id)).toEqual(whole.map((c) => c.id));
      expect(await page(direction, 11, 4)).toEqual([]);
      for (const [index, contact] of whole.entries()) {
        expect(await core.call('contacts.position', { id: contact.id, sort: 'company', direction })).toEqual({ index });
      }
    }
    // Searched ("a": adam Ray of adam, Åsa Berg and Çelik Ada of none): the same order among the matches.
    expect((await page('asc', 0, 100, 'a')).map((c) => c.company)).toEqual(['adam', null, null]);
  });

  it('a search finds names starting with what was typed, accents or not, first and in order', async () => {
    const ids = await seed();
    for (const typed of ['e', 'É', 'é']) {
      const { items } = await core.call('contacts.list', { query: typed, sort: 'name', direction: 'asc', limit: 100 });
      expect(items.slice(0, 2).map((c) => c.name)).toEqual(['Élodie Roy', 'émile Zola']);
      expect(await core.call('contacts.position', { id: ids.get('émile Zola')!, query: typed, sort: 'name', direction: 'asc' })).toEqual({ index: 1 });
    }
    const { items } = await core.call('contacts.list', { query: 'asa', sort: 'name', direction: 'asc', limit: 100 });
    expect(items[0]?.name).toBe('Åsa Berg');
  });

  it('a name or company is found typed in plain letters and without its apostrophe', async () => {
    const brien = await core.call('contacts.create', { name: "Seán O'Brien", company: 'Ørsted' });
    await seed();
    const found = async (query: string) => (await core.call('contacts.list', { query, sort: 'updatedAt', direction: 'desc', limit: 100 })).items.map((c) => c.name);
    expect(await found('lukasz')).toEqual(['Łukasz Nowak']);
    expect(await found('Łuk')).toEqual(['Łukasz Nowak']);
    expect(await found('oyvind')).toEqual(['Øyvind Lie']);
    expect(await found('orsted')).toEqual(["Seán O'Brien"]);
    for (const typed of ['obrien', "o'brien", 'sean obr', 'brien']) expect(await found(typed), typed).toEqual(["Seán O'Brien"]);
    // Renamed: found by the new name only.
    await core.call('contacts.update', { id: brien.id, patch: { name: 'Seán Ó Briain', company: null } });
    expect(await found('obrien')).toEqual([]);
    expect(await found('orsted')).toEqual([]);
    expect(await found('briain')).toEqual(['Seán Ó Briain']);
  });
});
