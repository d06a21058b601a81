// Sync: where things stand with the contact service, conflicts to decide, changes refused.
import { useCallback, useEffect, useState } from 'react';
import type { RejectedOp, SyncConflict } from '../../../../preload/contract';
import { SYNC_LIST_MAX, SYNC_LIST_PAGE } from '../../lib/syncPages';
import { api, errorMessage } from '../../api';
import { busyButton } from '../../lib/busyButton';
import { formatDateTime } from '../../lib/format';
import { TOKEN_MISSING, waitsForToken } from '../../lib/syncState';
import { useSettings } from '../../stores/settingsStore';
import { useSync } from '../../stores/syncStore';
import { useUi } from '../../stores/uiStore';
import { ConflictsPanel } from './ConflictsPanel';
import { RejectedPanel } from './RejectedPanel';
import { ErrorBanner } from '../../components/ErrorBanner';

function finishedWords(status: { pending: number; conflicts: number; rejected: number; needsAttention?: number }): string {
  const toDecide = status.conflicts + status.rejected + (status.needsAttention ?? 0);
  const parts = [
    toDecide ? `${toDecide.toLocaleString()} to decide below` : '',
    status.pending ? `${status.pending.toLocaleString()} ${status.pending === 1 ? 'change' : 'changes'} still waiting` : '',
  ].filter(Boolean);
  return `Sync finished: ${parts.length ? parts.join(', ') : 'everything is up to date'}.`;
}

export function SyncView() {
  const status = useSync((s) => s.status);
  const setView = useUi((s) => s.setView);
  const noToken = waitsForToken(status, useSettings((s) => s.settings));
  const [conflicts, setConflicts] = useState<SyncConflict[] | null>(null);
  const [rejected, setRejected] = useState<RejectedOp[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [syncing, setSyncing] = useState(false);
  // Each list shows a page at first (there may be thousands); "Show more" adds a page.
  const [limits, setLimits] = useState({ conflicts: SYNC_LIST_PAGE, rejected: SYNC_LIST_PAGE });
  const more = (list: keyof typeof limits) => setLimits((l) => ({ ...l, [list]: Math.min(SYNC_LIST_MAX, l[list] + SYNC_LIST_PAGE) }));

  const load = useCallback(async () => {
    try {
      const [c, r] = await Promise.all([api().invoke('sync.conflicts', { limit: limits.conflicts }), api().invoke('sync.rejected', { limit: limits.rejected })]);
      setConflicts(c);
      setRejected(r);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [limits]);

  // Reload when the counts in the status change (a pass found new conflicts, a retry went out).
  const signature = status ? `${status.conflicts}/${status.rejected}/${status.needsAttention ?? 0}/${status.lastSuccessAt}` : '';
  useEffect(() => {
    void load();
  }, [load, signature]);

  // What a Sync now pressed came to, read out: the page itself changes little when nothing did
  // (the status bar says only changes worth hearing). Emptied as the next one starts, so the same
  // words are read again.
  const [finished, setFinished] = useState('');
  const syncNow = async () => {
    setSyncing(true);
    setFinished('');
    try {
      const after = await api().invoke('sync.now', {});
      useSync.getState().set(after);
      await load();
      if (!after.lastError) setFinished(finishedWords(after));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSyncing(false);
    }
  };

  return (
    <div className="settings-view">
      <header className="view-header view-header--row">
        <div>
          <h1 tabIndex={-1}>Sync</h1>
          <p className="muted">
            {!status
              ? 'Loading…'
              : noToken
                ? `${TOKEN_MISSING}. Your changes are kept on this computer meanwhile.`
                : !status.configured
                ? 'No contact service is set up: everything stays on this computer.'
                : status.lastSuccessAt
                  ? `Last synced ${formatDateTime(status.lastSuccessAt)}.`
                  : 'Not synced yet.'}
          </p>
        </div>
        {status?.configured ? (
          // Keeps the keyboard through the sync (busyButton): disabled, it dropped it to the page body.
          <button type="button" className="button button--primary" {...busyButton(syncing, () => void syncNow())}>
            {syncing ? 'Syncing…' : 'Sync now'}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setView('settings')}>
            {noToken ? 'Add a token in Settings' : 'Set up a service'}
          </button>
        )}
      </header>
      {status?.authRequired ? (
        <div className="banner banner--warning" role="alert">
          The service refused the access token, so sync is paused. Your changes are kept.{' '}
          <button type="button" className="link-button" onClick={() => setView('settings')}>
            Enter a new token in Settings
          </button>
        </div>
      ) : null}
      <ErrorBanner message={error} />
      <p className="visually-hidden" role="status">
        {finished}
      </p>
      {conflicts && rejected ? (
        <>
          <ConflictsPanel conflicts={conflicts} total={Math.max(status?.conflicts ?? 0, conflicts.length)} canShowMore={limits.conflicts < SYNC_LIST_MAX} onMore={() => more('conflicts')} onChanged={load} />
          <RejectedPanel ops={rejected} total={Math.max((status?.rejected ?? 0) + (status?.needsAttention ?? 0), rejected.length)} canShowMore={limits.rejected < SYNC_LIST_MAX} onMore={() => more('rejected')} onChanged={load} />
        </>
      ) : !error ? (
        <div className="view-loading" role="status">
          Loading…
        </div>
      ) : null}
    </div>
  );
}
