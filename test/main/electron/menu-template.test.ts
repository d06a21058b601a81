// The menu has the standard roles users expect and the app's own shortcuts, which reach the
// renderer as app.command events.
import type { KeyboardEvent, MenuItem, MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { AppCommand } from '../../../main/electron/app-commands';
import { buildMenuTemplate } from '../../../main/electron/menu-template';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

function build(platform: NodeJS.Platform, developer = false) {
  const sent: AppCommand[] = [];
  const toggled: boolean[] = [];
  const template = buildMenuTemplate({
    platform,
    appName: 'Rolodeck',
    developer,
    send: (command) => sent.push(command),
    dueTaskNotifications: true,
    setDueTaskNotifications: (enabled) => toggled.push(enabled),
  });
  return { template, items: flatten(template), sent, toggled };
}

const click = (item: MenuItemConstructorOptions, checked = false) =>
  (item.click as (item: MenuItem, window: undefined, event: KeyboardEvent) => void)({ checked } as MenuItem, undefined, {} as KeyboardEvent);

describe('application menu', () => {
  it.each(['darwin', 'win32', 'linux'] as const)('has the app shortcuts on %s, forwarded as commands', (platform) => {
    const { items, sent } = build(platform);
    const byAccelerator = (acc: string) => items.find((i) => i.accelerator === acc)!;
    expect(byAccelerator('CmdOrCtrl+N').label).toBe('New Contact');
    expect(byAccelerator('CmdOrCtrl+F').label).toBe('Search');
    expect(byAccelerator('CmdOrCtrl+K').label).toBe('Command Palette…');
    for (const acc of ['CmdOrCtrl+N', 'CmdOrCtrl+F', 'CmdOrCtrl+K']) click(byAccelerator(acc));
    expect(sent).toEqual(['newContact', 'search', 'palette']);
  });

  it('offers File › Export Contacts…, forwarded as a command', () => {
    const { template, sent } = build('linux');
    const file = template.find((menu) => menu.label === 'File')!.submenu as MenuItemConstructorOptions[];
    const item = file.find((i) => i.label === 'Export Contacts…')!;
    click(item);
    expect(sent).toEqual(['exportContacts']);
  });

  it('has the standard edit, view and window roles', () => {
    const roles = build('linux').items.map((i) => i.role).filter(Boolean);
    for (const role of ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'quit', 'minimize', 'togglefullscreen', 'zoomIn', 'zoomOut', 'resetZoom']) {
      expect(roles).toContain(role);
    }
  });

  it('follows macOS conventions there (app menu first, with about/hide/quit)', () => {
    const { template } = build('darwin');
    expect(template[0]!.label).toBe('Rolodeck');
    const appRoles = (template[0]!.submenu as MenuItemConstructorOptions[]).map((i) => i.role);
    expect(appRoles).toEqual(expect.arrayContaining(['about', 'hide', 'hideOthers', 'quit']));
  });

  it('offers developer tools only in development builds', () => {
    expect(build('linux', false).items.some((i) => i.role === 'toggleDevTools')).toBe(false);
    expect(build('linux', true).items.some((i) => i.role === 'toggleDevTools')).toBe(true);
  });

  it('lets the user turn due-task notifications off and on', () => {
    const { items, toggled } = build('linux');
    const item = items.find((i) => i.id === 'dueTaskNotifications')!;
    expect(item).toMatchObject({ type: 'checkbox', checked: true });
    click(item, false);
    click(item, true);
    expect(toggled).toEqual([false, true]);
  });
});
