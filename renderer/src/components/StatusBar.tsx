// The status bar: connection, online/offline, pending changes, the progress of a sync pass,
// the last successful sync, and anything that needs the user.
import type { SyncPhase, SyncStatus } from '../../../preload/contract';
import { useFleetingAnnouncement } from '../hooks/useFleetingAnnouncement';
import { formatDateTime, formatRelative } from '../lib/format';
import { syncAnnouncement, syncLabel, waitsForToken } from '../lib/syncState';
import { useOtherStorageRefused } from '../stores/pageStorage';
import { useSettings } from '../stores/settingsStore';
import { useSync } from '../stores/syncStore';
import { useUi } from '../stores/uiStore';
import { useCreateAllRun } from '../stores/wizardCreateAllStore';
import { WIZARD_TEXT_STORAGE } from '../stores/wizardTextStore';

/** What a phase's progress counts: the listing's pages, the contacts merged, the changes sent. */
const progressUnits: Partial<Record<SyncPhase, [one: string, many: string]>> = {
  pulling: ['page', 'pages'],
  merging: ['contact', 'contacts'],
  pushing: ['change', 'changes'],
};

function Progress({ progress, phase }: { progress: NonNullable<SyncStatus['progress']>; phase: SyncPhase }) {
  const value = progress.total > 0 ? Math.min(progress.done, progress.total) : 0;
  const unit = progressUnits[phase];
  return (
    <span className="status-bar__progress">
      <progress max={Math.max(progress.total, 1)} value={value} aria-label="Sync progress" />
      <span className="muted">
        {progress.done.toLocaleString()} / {progress.total.toLocaleString()}
        {unit ? ` ${progress.total === 1 ? unit[0] : unit[1]}` : ''}
      </span>
    </span>
  );
}

/**
 * The wizard's Create all, when it runs and the wizard is not on screen: it goes on when the user
 * looks at a contact or another view (wizardCreateAllStore), and this says so and leads back to
 * the wizard, where its Stop is.
 */
function CreatingAll() {
  const progress = useCreateAllRun((s) => s.progress);
  const wizardShown = useUi((s) => s.view === 'contacts' && s.pane.mode === 'wizard');
  const setView = useUi((s) => s.setView);
  const setPane = useUi((s) => s.setPane);
  if (!progress || wizardShown) return null;
  const text = progress.stopping
    ? `Stopping creating contacts after ${(progress.done + 1).toLocaleString()} of ${progress.total.toLocaleString()}…`
    : `Creating ${(progress.done + 1).toLocaleString()} of ${progress.total.toLocaleString()} contacts…`;
  return (
    <button
      type="button"
      className="status-bar__attention status-bar__creating"
      title={`${text} Open the wizard to see it or stop it.`}
      onClick={() => {
        setView('contacts');
        setPane({ mode: 'wizard' });
      }}
    >
      {text}
    </button>
  );
}

const SAY_SO_THEMSELVES: ReadonlySet<string> = new Set([WIZARD_TEXT_STORAGE]);

/**
 * The page's storage refused to keep unsaved work (it is full): what is typed stays while the
 * window is open, and the user is told, so a restart does not lose it unannounced.
 */
const UNKEPT = 'Unsaved forms are not kept across a restart: storage is full. Save or cancel open forms to make room';
const UNKEPT_MORE = `${UNKEPT} (what you type stays while Rolodeck is open; the wizard's review counts as a form).`;

function UnkeptForms({ refused }: { refused: boolean }) {
  if (!refused) return null;
  return (
    <span className="status-bar__item status-bar__error" title={UNKEPT_MORE}>
      {UNKEPT}
    </span>
  );
}

export function StatusBar() {
  const status = useSync((s) => s.status);
  const connection = useSync((s) => s.connection);
  const setView = useUi((s) => s.setView);
  const noToken = waitsForToken(status, useSettings((s) => s.settings));
  const attention = status ? status.conflicts + status.rejected + (status.needsAttention ?? 0) : 0;
  const tone = connection !== 'open' ? 'offline' : noToken ? 'offline' : !status?.configured ? 'local' : status.authRequired || !status.online ? 'offline' : 'online';

  const label =
    connection === 'refused'
      ? 'Rolodeck did not let this page in: open the full address it printed last (it ends with #token=…).'
      : connection === 'closed'
        ? 'Disconnected from Rolodeck — reconnecting…'
        : connection === 'connecting'
          ? 'Connecting…'
          : status
            ? syncLabel(status, noToken)
            : 'Loading…';
  // The live region says only changes worth hearing: a background pass that changes nothing is
  // silent (the label above shows its phases, not read out), and so is each pass's progress.
  // Once said, it empties: browsing the footer then hears the state once, from the label.
  const announced = useFleetingAnnouncement(connection !== 'open' ? label : status ? syncAnnouncement(status, noToken, attention) : '');
  // Unsaved forms not kept: said once as it happens, in the same region (its own part, so the
  // sync's words and these are each heard when they change, not again with the other's).
  const unkept = useOtherStorageRefused(SAY_SO_THEMSELVES);
  const unkeptAnnounced = useFleetingAnnouncement(unkept ? UNKEPT_MORE : '');
  const showError = Boolean(status?.lastError && status.configured);
  const pendingText = status ? `${status.pending} ${status.pending === 1 ? 'change' : 'changes'} waiting to sync` : '';
  const lastSynced = status?.lastSuccessAt ? `Last synced ${formatRelative(status.lastSuccessAt)}` : 'Not synced yet';

  // Every text item may be shortened with "…" when the window is narrow (see .status-bar in
  // app.css): each carries its whole text as a tooltip, and the Sync view says it all in full.
  return (
    <footer className="status-bar" aria-label="Status">
      <span className="visually-hidden" role="status">
        {announced}
        {unkeptAnnounced ? <span> {unkeptAnnounced}</span> : null}
      </span>
      <span className="status-bar__item status-bar__state" title={label}>
        <span className={`status-dot status-dot--${tone}`} aria-hidden="true" />
        {label}
      </span>
      {status?.configured && status.pending > 0 ? (
        <span className="status-bar__item status-bar__pending" title={pendingText}>
          {pendingText}
        </span>
      ) : null}
      {status?.progress ? <Progress progress={status.progress} phase={status.phase} /> : null}
      <CreatingAll />
      <UnkeptForms refused={unkept} />
      {attention > 0 ? (
        <button type="button" className="status-bar__attention" onClick={() => setView('sync')}>
          {attention} {attention === 1 ? 'item needs' : 'items need'} your attention
        </button>
      ) : null}
      {showError ? (
        <span className="status-bar__item status-bar__error status-bar__end" title={`Last error: ${status?.lastError}`}>
          Last error: {status?.lastError}
        </span>
      ) : null}
      {status?.configured ? (
        <span
          className={`status-bar__item status-bar__synced muted${showError ? '' : ' status-bar__end'}`}
          title={status.lastSuccessAt ? `${lastSynced} (${formatDateTime(status.lastSuccessAt)})` : lastSynced}
        >
          {status.lastSuccessAt ? (
            <>
              Last synced <time dateTime={status.lastSuccessAt}>{formatRelative(status.lastSuccessAt)}</time>
            </>
          ) : (
            lastSynced
          )}
        </span>
      ) : null}
    </footer>
  );
}
