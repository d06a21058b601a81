// The application menu: the platform's standard roles (so copy/paste, undo, window management
// and quitting behave as users expect) plus the app's own shortcuts, which are forwarded to the
// renderer. Type-only import: built and tested under plain Node.
import type { MenuItemConstructorOptions } from 'electron';
import type { AppCommand } from './app-commands';

export interface MenuActions {
  platform: NodeJS.Platform;
  appName: string;
  /** Forward a command to the focused window's renderer. */
  send(command: AppCommand): void;
  dueTaskNotifications: boolean;
  setDueTaskNotifications(enabled: boolean): void;
  /** Show developer tools entries (not in packaged builds). */
  developer: boolean;
}

export const SHORTCUTS: Readonly<Record<AppCommand, { label: string; accelerator?: string }>> = {
  newContact: { label: 'New Contact', accelerator: 'CmdOrCtrl+N' },
  search: { label: 'Search', accelerator: 'CmdOrCtrl+F' },
  palette: { label: 'Command Palette…', accelerator: 'CmdOrCtrl+K' },
  exportContacts: { label: 'Export Contacts…' },
};

function commandItem(command: AppCommand, actions: MenuActions): MenuItemConstructorOptions {
  const { label, accelerator } = SHORTCUTS[command];
  return { id: `command.${command}`, label, ...(accelerator ? { accelerator } : {}), click: () => actions.send(command) };
}

export function buildMenuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = actions.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (mac) {
    template.push({
      label: actions.appName,
      submenu: [{ role: 'about' }, { type: 'separator' }, { role: 'services' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }],
    });
  }
  template.push({
    label: 'File',
    submenu: [commandItem('newContact', actions), commandItem('exportContacts', actions), { type: 'separator' }, mac ? { role: 'close' } : { role: 'quit' }],
  });
  template.push({
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      { role: 'selectAll' },
      { type: 'separator' },
      commandItem('search', actions),
    ],
  });
  template.push({
    label: 'View',
    submenu: [
      commandItem('palette', actions),
      { type: 'separator' },
      ...(actions.developer ? [{ role: 'reload' } as const, { role: 'toggleDevTools' } as const, { type: 'separator' } as const] : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  template.push({
    label: 'Window',
    submenu: [
      { role: 'minimize' },
      { role: 'zoom' },
      { type: 'separator' },
      {
        id: 'dueTaskNotifications',
        label: 'Notify When Tasks Come Due',
        type: 'checkbox',
        checked: actions.dueTaskNotifications,
        click: (item) => actions.setDueTaskNotifications(item.checked),
      },
      ...(mac ? [{ type: 'separator' } as const, { role: 'front' } as const] : [{ role: 'close' } as const]),
    ],
  });
  if (!mac) template.push({ role: 'help', submenu: [{ role: 'about' }] });
  return template;
}
