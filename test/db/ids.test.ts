// Local ids are uuids (the API's validation accepts them) that sort in the order they were
// made, so new rows land at the end of every index that ends in the id.
import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { id as idSchema } from '../../preload/contract/common';

describe('newId', () => {
  it('makes distinct uuids the API accepts', () => {
    const ids = Array.from({ length: 1000 }, newId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(idSchema.safeParse(id).success).toBe(true);
  });

  it('sorts ids in the order they were made, within the same millisecond too', () => {
    const ids = Array.from({ length: 5000 }, newId);
    expect([...ids].sort()).toEqual(ids);
  });
});
