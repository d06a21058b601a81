// Every action the command palette offers, in one list (views, contact actions, settings).
import { MOD_KEY } from './modKey';
import { api } from '../api';
import { newContact } from '../hooks/useShortcuts';
import { useContactList } from '../stores/contactListStore';
import { useSettings } from '../stores/settingsStore';
import { useSync } from '../stores/syncStore';
import { openExport, useUi, type View } from '../stores/uiStore';

export interface Command {
  id: string;
  group: 'Go to' | 'Contacts' | 'Tasks' | 'Sync' | 'Appearance';
  label: string;
  shortcut?: string;
  /** Shown only when this says so (e.g. a contact is selected). */
  available?(): boolean;
  run(): void;
}

const go = (view: View) => () => useUi.getState().setView(view);
const hasSelection = () => useContactList.getState().selectedId !== null;
const inContacts = () => useUi.getState().view === 'contacts';
const openPane = (mode: 'edit' | 'read', section?: 'email' | 'tasks') => () => {
  const ui = useUi.getState();
  ui.setView('contacts');
  ui.setPane({ mode });
  if (section) ui.requestSection(section);
};

export const commands: Command[] = [
  { id: 'go-contacts', group: 'Go to', label: 'Contacts', shortcut: 'G C', run: go('contacts') },
  { id: 'go-pipeline', group: 'Go to', label: 'Pipeline', shortcut: 'G P', run: go('pipeline') },
  { id: 'go-tasks', group: 'Go to', label: 'Tasks', shortcut: 'G T', run: go('tasks') },
  { id: 'go-sync', group: 'Go to', label: 'Sync and conflicts', shortcut: 'G Y', run: go('sync') },
  { id: 'go-settings', group: 'Go to', label: 'Settings', shortcut: 'G S', run: go('settings') },
  // n: the browser keeps Ctrl+N for a new window (the desktop app takes both).
  { id: 'new-contact', group: 'Contacts', label: 'New contact', shortcut: 'N', run: newContact },
  {
    id: 'wizard',
    group: 'Contacts',
    label: 'Add contacts from text or a vCard…',
    run: () => {
      const ui = useUi.getState();
      ui.setView('contacts');
      ui.setPane({ mode: 'wizard' });
    },
  },
  { id: 'export', group: 'Contacts', label: 'Export contacts…', run: openExport },
  { id: 'search', group: 'Contacts', label: 'Search contacts', shortcut: `${MOD_KEY} F`, run: () => useUi.getState().focusSearch() },
  // Offered where the list shows: elsewhere they moved a hidden list's selection.
  { id: 'next', group: 'Contacts', label: 'Next contact', shortcut: 'J', available: inContacts, run: () => useContactList.getState().move(1) },
  { id: 'previous', group: 'Contacts', label: 'Previous contact', shortcut: 'K', available: inContacts, run: () => useContactList.getState().move(-1) },
  { id: 'edit', group: 'Contacts', label: 'Edit the selected contact', shortcut: 'E', available: hasSelection, run: openPane('edit') },
  { id: 'email', group: 'Contacts', label: 'Write an email to the selected contact', available: hasSelection, run: openPane('read', 'email') },
  { id: 'task-for', group: 'Tasks', label: 'Add a task for the selected contact', available: hasSelection, run: openPane('read', 'tasks') },
  {
    id: 'new-task',
    group: 'Tasks',
    label: 'New task',
    run: () => {
      useUi.getState().setView('tasks');
      useUi.getState().requestSection('tasks');
    },
  },
  {
    id: 'sync-now',
    group: 'Sync',
    label: 'Sync now',
    available: () => Boolean(useSync.getState().status?.configured),
    run: () => {
      void api()
        .invoke('sync.now', {})
        .then((s) => useSync.getState().set(s))
        .catch(() => undefined);
    },
  },
  { id: 'theme-system', group: 'Appearance', label: 'Theme: same as the system', run: () => void useSettings.getState().save({ theme: 'system' }) },
  { id: 'theme-light', group: 'Appearance', label: 'Theme: light', run: () => void useSettings.getState().save({ theme: 'light' }) },
  { id: 'theme-dark', group: 'Appearance', label: 'Theme: dark', run: () => void useSettings.getState().save({ theme: 'dark' }) },
];
