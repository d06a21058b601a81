// The field-by-field three-way merge, alone: every rule a user would name.
import { describe, expect, it } from 'vitest';
import { mergeContact, withoutExtends, withoutNotesWhereTheyStand } from '../../main/sync/merge';
import type { Snapshot } from '../../main/sync/snapshot';

const snap = (over: Partial<Snapshot> = {}): Snapshot => ({
  name: 'Ada',
  emails: ['ada@example.com'],
  phones: [],
  company: 'Engines',
  position: null,
  address: null,
  website: null,
  socialUrl: null,
  additionalInfo: 'first',
  meetingContext: null,
  pipelineStateId: null,
  status: 'pending',
  creationSource: null,
  tags: [],
  lastContactAt: null,
  companyId: null,
  companyIds: [],
  ...over,
});

describe('mergeContact', () => {
  it('takes a remote-only change and keeps a local-only one', () => {
    const r = mergeContact({ base: snap(), local: snap({ position: 'Analyst' }), remote: snap({ company: 'Babbage & Co' }) });
    expect(r.local).toEqual({ company: 'Babbage & Co' });
    expect(r.conflicts).toEqual([]);
    expect(r.base.company).toBe('Babbage & Co');
    expect(r.base.position).toBeNull(); // still to be pushed
  });

  it('records a conflict when both changed differently, keeping the local value', () => {
    const r = mergeContact({ base: snap(), local: snap({ company: 'Mine' }), remote: snap({ company: 'Theirs' }) });
    expect(r.conflicts).toEqual([{ field: 'company', mine: 'Mine', theirs: 'Theirs', base: 'Engines' }]);
    expect(r.local).toEqual({});
    expect(r.base.company).toBe('Engines');
  });

  it('agrees silently when both made the same change', () => {
    const r = mergeContact({ base: snap(), local: snap({ emails: ['a@x.io'] }), remote: snap({ emails: ['a@x.io'] }) });
    expect(r.conflicts).toEqual([]);
    expect(r.settled).toContain('emails');
  });

  it('treats a field an unsent edit touched as changed, even if edited back', () => {
    const r = mergeContact({ base: snap(), local: snap(), remote: snap({ company: 'Theirs' }), touched: new Set(['company']) });
    expect(r.conflicts.map((c) => c.field)).toEqual(['company']);
  });

  it('takes a remote value our own unclear or refused edit sent as the base: a newer edit of ours is no conflict, a teammate’s other value is', () => {
    const sent = new Map([['company', ['Our First']]]);
    const ours = mergeContact({ base: snap(), local: snap({ company: 'Our Second' }), remote: snap({ company: 'Our First' }), touched: new Set(['company']), sent });
    expect(ours.conflicts).toEqual([]);
    expect(ours.local).toEqual({});
    expect(ours.base.company).toBe('Our First');
    const teammate = mergeContact({ base: snap(), local: snap({ company: 'Our Second' }), remote: snap({ company: 'Theirs' }), touched: new Set(['company']), sent });
    expect(teammate.conflicts.map((c) => c.field)).toEqual(['company']);
  });

  it('takes the value an unsent edit was made over as unchanged on the service, though the base is older: a teammate’s other value is a conflict', () => {
    // A copy's edit of "Theirs Ltd" (what it showed) into "Ours Ltd", folded into a card whose base is the create as sent.
    const editedOver = new Map([['company', ['Theirs Ltd']]]);
    const seen = mergeContact({ base: snap(), local: snap({ company: 'Ours Ltd' }), remote: snap({ company: 'Theirs Ltd' }), touched: new Set(['company']), editedOver });
    expect(seen.conflicts).toEqual([]);
    expect(seen.local).toEqual({});
    expect(seen.localOnly).toEqual(['company']);
    expect(seen.base.company).toBe('Theirs Ltd');
    const teammate = mergeContact({ base: snap(), local: snap({ company: 'Ours Ltd' }), remote: snap({ company: 'Another Ltd' }), touched: new Set(['company']), editedOver });
    expect(teammate.conflicts).toEqual([expect.objectContaining({ field: 'company', mine: 'Ours Ltd', theirs: 'Another Ltd' })]);
  });

  it('sets queued notes aside, so a remote note is not a conflict', () => {
    const r = mergeContact({
      base: snap(),
      local: snap({ additionalInfo: 'first\nmine' }),
      remote: snap({ additionalInfo: 'first\ntheirs' }),
      pendingExtends: [{ field: 'additionalInfo', text: 'mine' }],
    });
    expect(r.conflicts).toEqual([]);
    expect(r.local.additionalInfo).toBe('first\ntheirs\nmine');
    expect(r.base.additionalInfo).toBe('first\ntheirs');
  });

  it('always takes read-only fields from the service, and only fields the answer carries', () => {
    const r = mergeContact({ base: snap(), local: snap({ position: 'Local' }), remote: { name: 'Ada', status: 'contacted', tags: ['vip'] } });
    expect(r.local).toEqual({ status: 'contacted', tags: ['vip'] });
    expect(r.conflicts).toEqual([]);
  });

  it('keeps a local creationSource the service did not echo', () => {
    const r = mergeContact({ base: snap(), local: snap({ creationSource: 'scan' }), remote: snap({ creationSource: null }) });
    expect(r.local.creationSource).toBeUndefined();
  });
});

describe('withoutNotesWhereTheyStand', () => {
  it('takes out each queued note where it stands as a whole entry, its last copy', () => {
    expect(withoutNotesWhereTheyStand('a\nrefused\nlater', ['refused'])).toBe('a\nlater');
    expect(withoutNotesWhereTheyStand('refused\nlater', ['refused'])).toBe('later');
    expect(withoutNotesWhereTheyStand('a\nx\nb\nx', ['x'])).toBe('a\nx\nb');
    expect(withoutNotesWhereTheyStand('a\nrefusedly', ['refused'])).toBeUndefined();
    expect(withoutNotesWhereTheyStand('refused', ['refused'])).toBeNull();
  });

  it('lets the merge put a refused note back after the notes that passed it', () => {
    const r = mergeContact({
      base: snap({ additionalInfo: 'first\nlater' }),
      local: snap({ additionalInfo: 'first\nrefused\nlater' }),
      remote: snap({ additionalInfo: 'first\nlater\ntheirs' }),
      pendingExtends: [{ field: 'additionalInfo', text: 'refused' }],
    });
    expect(r.conflicts).toEqual([]);
    expect(r.local.additionalInfo).toBe('first\nlater\ntheirs\nrefused');
  });
});

describe('withoutExtends', () => {
  it('strips queued notes from the end, newest first', () => {
    expect(withoutExtends('a\nb\nc', ['b', 'c'])).toBe('a');
    expect(withoutExtends('b', ['b'])).toBeNull();
    expect(withoutExtends('edited', ['b'])).toBeUndefined();
  });
});
