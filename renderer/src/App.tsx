// The application shell: navigation, the current view, the status bar and global behaviour.
import { useEffect } from 'react';
import { Sidebar, viewLabels } from './components/Sidebar';
import { useDataEvents } from './hooks/useDataEvents';
import { useShortcuts } from './hooks/useShortcuts';
import { useTheme } from './hooks/useTheme';
import { useSettings } from './stores/settingsStore';
import { useUi, type View } from './stores/uiStore';
import { ContactsView } from './views/contacts/ContactsView';

const shownViews: readonly View[] = ['contacts'];

function CurrentView({ view }: { view: View }) {
  switch (view) {
    default:
      return <ContactsView />;
  }
}

export function App() {
  const view = useUi((s) => s.view);
  const loadSettings = useSettings((s) => s.load);
  useDataEvents();
  useShortcuts();
  useTheme();
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);
  useEffect(() => {
    document.title = `${viewLabels[view]} · Rolodeck`;
  }, [view]);

  return (
    <div className="app">
      <Sidebar views={shownViews} />
      <main className="app__main" aria-label={viewLabels[view]}>
        <CurrentView view={view} />
      </main>
    </div>
  );
}
