// The sync lists (conflicts, refused changes) stay bounded however many entries a pass left:
// the oldest page first, more on request, and acting on any one still works.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_LIST_MAX, SYNC_LIST_PAGE } from '../../preload/contract';
import { startTestCore, type TestCore } from '../helpers/core';
import { insertSyntheticContacts } from '../helpers/synthetic';
import { insertSyntheticSyncBacklog } from '../helpers/syntheticSync';

let core: TestCore;
const CONFLICTS = 1_500;
const REFUSED = 1_500;
beforeEach(async () => {
  core = await startTestCore();
  insertSyntheticContacts(core.store, CONFLICTS + REFUSED);
  insertSyntheticSyncBacklog(core.store, { conflicts: CONFLICTS, refused: REFUSED });
});
afterEach(async () => core.dispose());

describe('sync lists with thousands of entries', () => {
  it('answer the oldest page unless asked for more, and never more than the most one answer holds', async () => {
    const conflicts = await core.call('sync.conflicts', {});
    expect(conflicts).toHaveLength(SYNC_LIST_PAGE);
    expect(conflicts.map((c) => c.detectedAt)).toEqual([...conflicts.map((c) => c.detectedAt)].sort());
    expect(await core.call('sync.conflicts', { limit: 250 })).toHaveLength(250);
    expect(await core.call('sync.rejected', {})).toHaveLength(SYNC_LIST_PAGE);
    expect(await core.call('sync.rejected', { limit: SYNC_LIST_MAX })).toHaveLength(SYNC_LIST_MAX);
    expect((await core.fail('sync.rejected', { limit: SYNC_LIST_MAX + 1 })).code).toBe('invalid_input');
    // The totals are in the status.
    expect(await core.call('sync.status', {})).toMatchObject({ conflicts: CONFLICTS, rejected: REFUSED });
  });

  it('acting on one answers a page, not every refused change', async () => {
    const [first] = await core.call('sync.rejected', {});
    const after = await core.call('sync.discardOp', { opId: first!.opId });
    expect(after).toHaveLength(SYNC_LIST_PAGE);
    expect(after.map((op) => op.opId)).not.toContain(first!.opId);
    expect((await core.call('sync.status', {})).rejected).toBe(REFUSED - 1);
  });

  it('resolves a conflict beyond the first page', async () => {
    const far = (await core.call('sync.conflicts', { limit: SYNC_LIST_MAX })).at(-1)!;
    await core.call('sync.resolveConflict', { contactId: far.contactId, field: far.field, choice: 'theirs' });
    expect((await core.call('contacts.get', { id: far.contactId })).company).toBe('Their Co');
    expect((await core.call('sync.status', {})).conflicts).toBe(CONFLICTS - 1);
  });
});
