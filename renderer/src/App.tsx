// The application shell: navigation, the current view, the status bar and global behaviour.
import { useEffect } from 'react';
import { CommandPalette } from './components/CommandPalette';
import { Sidebar, viewLabels } from './components/Sidebar';
import { StatusBar } from './components/StatusBar';
import { useAppCommands } from './hooks/useAppCommands';
import { useDataEvents } from './hooks/useDataEvents';
import { useShortcuts } from './hooks/useShortcuts';
import { useTheme } from './hooks/useTheme';
import { useSettings } from './stores/settingsStore';
import { watchSync } from './stores/syncStore';
import { useUi, views, type View } from './stores/uiStore';
import { ContactsView } from './views/contacts/ContactsView';
import { PipelineView } from './views/pipeline/PipelineView';
import { SettingsView } from './views/settings/SettingsView';
import { SyncView } from './views/sync/SyncView';
import { TasksView } from './views/tasks/TasksView';

function CurrentView({ view }: { view: View }) {
  switch (view) {
    case 'pipeline':
      return <PipelineView />;
    case 'tasks':
      return <TasksView />;
    case 'sync':
      return <SyncView />;
    case 'settings':
      return <SettingsView />;
    default:
      return <ContactsView />;
  }
}

export function App() {
  const view = useUi((s) => s.view);
  const loadSettings = useSettings((s) => s.load);
  useDataEvents();
  useAppCommands();
  useShortcuts();
  useTheme();
  useEffect(() => {
    void loadSettings();
    return watchSync();
  }, [loadSettings]);
  useEffect(() => {
    document.title = `${viewLabels[view]} · Rolodeck`;
  }, [view]);

  return (
    <div className="app">
      <Sidebar views={views} />
      <main className="app__main" aria-label={viewLabels[view]}>
        <CurrentView view={view} />
      </main>
      <StatusBar />
      <CommandPalette />
    </div>
  );
}
