// Settings: the contact service, the sync interval, the theme, where the data lives and its copies.
import { useEffect } from 'react';
import { useSettings } from '../../stores/settingsStore';
import { ServiceSettings } from './ServiceSettings';
import { StoreCopies } from './StoreCopies';
import { ThemeChoice } from './ThemeChoice';

export function SettingsView() {
  const settings = useSettings((s) => s.settings);
  const load = useSettings((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);

  if (!settings) {
    return (
      <div className="view-loading" role="status">
        Loading settings…
      </div>
    );
  }
  return (
    <div className="settings-view">
      <header className="view-header">
        <h1 tabIndex={-1}>Settings</h1>
      </header>
      <ServiceSettings settings={settings} />
      <section className="settings-section" aria-labelledby="settings-look">
        <h2 id="settings-look">Appearance</h2>
        <ThemeChoice />
      </section>
      <section className="settings-section" aria-labelledby="settings-data">
        <h2 id="settings-data">Your data</h2>
        <div className="field">
          <label htmlFor="data-folder">Data folder</label>
          <input id="data-folder" type="text" readOnly value={settings.dataFolder} />
          <p className="field__hint">Contacts, tasks and drafts are kept in a file in this folder on your computer.</p>
        </div>
        <StoreCopies />
      </section>
    </div>
  );
}
