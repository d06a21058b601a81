// A phone number searched the way the user dials it finds the contact whichever way it was
// saved: with its country code, or with the trunk prefix 0 that is dialled at home.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestCore, type TestCore } from '../helpers/core';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

const found = async (query: string) => (await core.call('contacts.list', { query, sort: 'name', direction: 'asc', limit: 100 })).items.map((c) => c.name);

describe('searching by phone number', () => {
  it('finds a number saved with its country code by the number dialled at home, and the other way round', async () => {
    await core.call('contacts.create', { name: 'Ada London', phones: ['+44 20 7946 0958'] });
    await core.call('contacts.create', { name: 'Max Berlin', phones: ['030 1234567'] });
    await core.call('contacts.create', { name: 'Sam Francisco', phones: ['+1 (415) 555-1177'] });

    for (const typed of ['020 7946 0958', '02079460958', '(020) 7946-0958', '+44 20 7946 0958', '2079460958']) {
      expect(await found(typed), typed).toEqual(['Ada London']);
    }
    for (const typed of ['+49 30 1234567', '+49301234567', '030 1234567', '0301234567']) {
      expect(await found(typed), typed).toEqual(['Max Berlin']);
    }
    for (const typed of ['+1 415 555 1177', '(415) 555-1177', '4155551177', '555-1177']) {
      expect(await found(typed), typed).toEqual(['Sam Francisco']);
    }
    // Too short to be a number of its own: the words are searched, as ever.
    expect(await found('0958')).toEqual(['Ada London']);
    expect(await found('+49 30 7654321')).toEqual([]);
  });
});
