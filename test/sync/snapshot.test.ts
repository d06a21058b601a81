// A whole snapshot as column values: the fast row builder a pull uses agrees with toColumns,
// the one every other write uses, field by field (email/phone follow their lists).
import { describe, expect, it } from 'vitest';
import { FULL_ROW_COLUMNS, fromRow, fullRowValues, sameValue, toColumns, type Snapshot } from '../../main/sync/snapshot';
import type { ContactsTable } from '../../db/schema';

const full: Snapshot = {
  name: 'Grace Hopper',
  emails: ['grace@navy.example', 'amazing@grace.example'],
  phones: ['+1 202 555 0142'],
  company: 'US Navy',
  position: 'Rear Admiral',
  address: 'Arlington, VA',
  website: 'https://grace.example',
  socialUrl: 'https://social.example/grace',
  additionalInfo: 'COBOL',
  meetingContext: 'Conference',
  pipelineStateId: 'state-1',
  status: 'active',
  creationSource: 'import',
  tags: ['navy', 'compilers'],
  lastContactAt: '2026-11-01T10:00:00.000Z',
  companyId: 'company-1',
  companyIds: ['company-1', 'company-2'],
};

const asColumns = (s: Snapshot) => Object.fromEntries(FULL_ROW_COLUMNS.map((column, i) => [column, fullRowValues(s)[i]]));

describe('fullRowValues', () => {
  it('gives exactly the columns toColumns gives, in FULL_ROW_COLUMNS order', () => {
    expect(asColumns(full)).toEqual(toColumns(full));
  });

  it('stores empty lists and nulls the way toColumns does', () => {
    const empty: Snapshot = { ...full, emails: [], phones: [], tags: [], companyIds: [], company: null, pipelineStateId: null };
    expect(asColumns(empty)).toEqual(toColumns(empty));
    expect(asColumns(empty)).toMatchObject({ email: null, phone: null, emails: '[]', company: null });
  });

  it('reads back as the same snapshot', () => {
    expect(fromRow(asColumns(full) as unknown as ContactsTable)).toEqual(full);
  });
});

describe('sameValue', () => {
  it('treats a missing list as an empty one and null as undefined', () => {
    expect(sameValue(null, [])).toBe(true);
    expect(sameValue([], undefined)).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
  });

  it('compares lists entry by entry, in order', () => {
    expect(sameValue(['a@example.com', 'b@example.com'], ['a@example.com', 'b@example.com'])).toBe(true);
    expect(sameValue(['a@example.com', 'b@example.com'], ['b@example.com', 'a@example.com'])).toBe(false);
    expect(sameValue(['a@example.com'], ['a@example.com', 'b@example.com'])).toBe(false);
    expect(sameValue(['a@example.com'], null)).toBe(false);
    expect(sameValue(['1'], [1])).toBe(false);
  });

  it('never takes a list for a single value', () => {
    expect(sameValue(['Acme'], 'Acme')).toBe(false);
    expect(sameValue('Acme', 'Acme')).toBe(true);
  });
});
