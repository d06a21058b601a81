// The main navigation between views.
import { MOD_KEY } from '../lib/modKey';
import { useSync } from '../stores/syncStore';
import { useUi, type View } from '../stores/uiStore';

export const viewLabels: Record<View, string> = {
  contacts: 'Contacts',
  pipeline: 'Pipeline',
  tasks: 'Tasks',
  sync: 'Sync',
  settings: 'Settings',
};

const icons: Record<View, string> = { contacts: '☰', pipeline: '▦', tasks: '✓', sync: '⇅', settings: '⚙' };

export function Sidebar({ views }: { views: readonly View[] }) {
  const view = useUi((s) => s.view);
  const status = useSync((s) => s.status);
  const attention = status ? status.conflicts + status.rejected + (status.needsAttention ?? 0) : 0;
  const setView = useUi((s) => s.setView);
  const setPaletteOpen = useUi((s) => s.setPaletteOpen);
  return (
    <nav className="sidebar" aria-label="Views">
      <div className="sidebar__brand" aria-hidden="true">
        <span className="sidebar__logo">R</span>
        <span className="sidebar__name">Rolodeck</span>
      </div>
      <ul className="sidebar__list">
        {views.map((v) => (
          <li key={v}>
            <button type="button" className={`sidebar__item${v === view ? ' sidebar__item--active' : ''}`} aria-current={v === view ? 'page' : undefined} title={viewLabels[v]} onClick={() => setView(v)}>
              <span className="sidebar__icon" aria-hidden="true">
                {icons[v]}
              </span>
              <span className="sidebar__label">{viewLabels[v]}</span>
              {v === 'sync' && attention > 0 ? (
                <span className="sidebar__badge" aria-label={`${attention} need attention`}>
                  {/* Three digits at most: in the narrow sidebar the badge has about 20 px. */}
                  {attention > 99 ? '99+' : attention}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="sidebar__palette" onClick={() => setPaletteOpen(true)}>
        <span className="sidebar__label">Commands</span> <kbd>{MOD_KEY} K</kbd>
      </button>
    </nav>
  );
}
