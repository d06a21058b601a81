import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../preload/contract';
import { syncAnnouncement, syncLabel, waitsForToken } from '../../renderer/src/lib/syncState';

const status = (over: Partial<SyncStatus>): SyncStatus => ({
  configured: true,
  online: true,
  phase: 'idle',
  pending: 0,
  rejected: 0,
  conflicts: 0,
  progress: null,
  lastSuccessAt: null,
  lastError: null,
  authRequired: false,
  needsAttention: 0,
  serviceHidesLists: false,
  ...over,
});

describe('the status bar', () => {
  it('says a running pass is syncing, even before the engine has marked itself online again', () => {
    // Seen after reconnecting: "Offline — changes are kept…" next to "1 / 10 pages".
    expect(syncLabel(status({ online: false, phase: 'pulling', progress: { done: 1, total: 10 } }))).toBe('Syncing — receiving changes');
    expect(syncLabel(status({ online: false, phase: 'idle' }))).toBe('Offline — changes are kept and will sync later');
  });

  it('announces no phase of a background pass: only the state when the pass is over', () => {
    expect(syncAnnouncement(status({ phase: 'pulling' }), false, 0)).toBeNull();
    expect(syncAnnouncement(status({ phase: 'pushing' }), false, 0)).toBeNull();
    expect(syncAnnouncement(status({}), false, 0)).toBe('Online.');
    expect(syncAnnouncement(status({ online: false, lastError: 'Service unreachable' }), false, 2)).toBe(
      'Offline — changes are kept and will sync later. Last error: Service unreachable. 2 items need your attention.',
    );
  });

  it('tells an address without a token from no service at all', () => {
    const local = status({ configured: false, online: false });
    expect(waitsForToken(local, { serviceUrl: 'https://contacts.example.com', hasToken: false } as never)).toBe(true);
    expect(waitsForToken(local, { serviceUrl: null, hasToken: false } as never)).toBe(false);
    expect(syncLabel(local, true)).toBe('Sync paused — add an access token in Settings');
    expect(syncLabel(local)).toBe('Local only — no contact service set up');
  });
});
