// The application shell: navigation, the current view, the status bar and global behaviour.
import { useEffect, useRef } from 'react';
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

/**
 * Where the keyboard lands in a view, first found first: its title; the contact list, where j, k
 * and the other letter shortcuts go on working (a search box took "g c j j e" as the search
 * "jje"); the search box when the list has nothing to move through.
 */
const VIEW_STARTS = ['h1[tabindex]', '[role="listbox"]#contact-list:has([role="option"])', 'input[type="search"]'];

/**
 * Focuses the view's title (or list, or search) while the keyboard is on the page body, once the view has
 * drawn it (a view still loading draws it a moment later). Answers the clean-up.
 */
function focusViewStart(main: HTMLElement | null): () => void {
  if (!main) return () => {};
  const attempt = () => {
    const focused = document.activeElement;
    if (focused && focused !== document.body) return true; // a click on the sidebar keeps its place
    const target = VIEW_STARTS.map((selector) => main.querySelector<HTMLElement>(selector)).find(Boolean);
    target?.focus();
    return Boolean(target);
  };
  const frame = requestAnimationFrame(() => {
    if (!attempt()) watcher.observe(main, { childList: true, subtree: true });
  });
  const watcher = new MutationObserver(() => attempt() && watcher.disconnect());
  const giveUp = setTimeout(() => watcher.disconnect(), 3000);
  return () => {
    cancelAnimationFrame(frame);
    watcher.disconnect();
    clearTimeout(giveUp);
  };
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
  // A view opened from the keyboard (the palette, g and a letter) leaves the keyboard on the page
  // body, where Tab starts over from the sidebar: it goes to the new view's title instead (the
  // contacts, which have none, to their list). Not at start-up: the letter shortcuts work
  // from the page body, and a focused search box would take them as typing.
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    // Opened to a form (a new contact, the wizard): the form takes the keyboard itself.
    if (view === 'contacts' && useUi.getState().pane.mode !== 'read') return;
    return focusViewStart(document.querySelector<HTMLElement>('main.app__main'));
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
