// The desktop app's main entry (one of the two files that import electron): lifecycle, the one
// window, and the security wiring. Every decision lives in a plain-Node module next to this one
// (and is unit-tested there); this file only connects them to Electron's APIs.
import { app, BrowserWindow, dialog, Menu, Notification, protocol, safeStorage, screen, session, shell, type WebContents } from 'electron';
import { join, resolve } from 'node:path';
import type { Events, TaskPage } from '../../preload/contract';
import { startCore, type Core } from '../core/core';
import { StoreOpenError, setStoreAside } from '../core/store-open-failure';
import { restoreNewestBackup } from '../core/restore-backup';
import { BACKUP_FOLDER, formatTaken } from '../core/backups';
import { APP_SCHEME, START_URL } from './app-origin';
import { APP_COMMAND_EVENT, type AppCommand, type AppCommandPayload } from './app-commands';
import { createAppProtocolHandler } from './app-protocol';
import { loadPreferences, PREFERENCES_FILE, savePreferences } from './desktop-preferences';
import { decideDownload, exportOutcome } from './download-guard';
import { dueCheckFile } from './due-check-file';
import { DueTaskNotifier, type DueTask } from './due-notifier';
import { bindIpc, type IpcBinding } from './ipc';
import { buildMenuTemplate } from './menu-template';
import { electronNativeBindingPath } from './native-binding';
import { decideNavigation, isAllowedRendererRequest } from './navigation-guard';
import { isPermissionAllowed } from './permissions';
import { keychainCrypto, SafeStorageSecretStore, SECRET_FILE } from './safe-storage-secrets';
import { mainWindowOptions } from './window-options';
import { loadWindowState, saveWindowState, WINDOW_STATE_FILE, type Rect } from './window-state';

const APP_NAME = 'Rolodeck';
const EXPORT_FINISHED_EVENT = 'export.finished' satisfies keyof Events;
// This file is bundled to dist/main/electron-main.cjs: the app root (package.json) is two up.
const APP_ROOT = resolve(__dirname, '..', '..');
const RENDERER_FOLDER = join(APP_ROOT, 'dist', 'renderer');
const PRELOAD = join(APP_ROOT, 'dist', 'preload', 'preload.cjs');

// Before `ready`: app:// behaves like https (standard, secure origin), so 'self' in the CSP,
// fetch and storage work; corsEnabled because Vite's module scripts load in CORS mode (the
// handler sends no Access-Control-Allow-Origin, so other origins still cannot read it). It
// bypasses nothing (no bypassCSP).
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } },
]);
// Every renderer sandboxed, whatever a window's options say.
app.enableSandbox();
// Tests and development run against a throw-away data folder; a packaged app always uses userData.
if (!app.isPackaged && process.env.ROLODECK_USER_DATA) app.setPath('userData', resolve(process.env.ROLODECK_USER_DATA));

if (!app.isPackaged) (globalThis as { rolodeckWebPreferences?: Map<number, unknown> }).rolodeckWebPreferences = new Map();

let core: Core | null = null;
let ipc: IpcBinding | null = null;
let mainWindow: BrowserWindow | null = null;
let notifier: DueTaskNotifier | null = null;

function openExternally(url: string): void {
  void shell.openExternal(url).catch((error) => console.error('could not open link', error));
}

/** Applied to every web contents the app ever creates (windows, devtools, anything). */
function harden(contents: WebContents): void {
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    const decision = decideNavigation(event.url);
    if (decision.action === 'deny-and-open-externally') openExternally(decision.url);
  });
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault(); // the CSP forbids frames; belt and braces
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideNavigation(url);
    if (decision.action === 'deny-and-open-externally') openExternally(decision.url);
    return { action: 'deny' };
  });
  contents.on('render-process-gone', (_event, details) => console.error(`renderer gone: ${details.reason}`));
}

function hardenSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => callback(isPermissionAllowed(permission, details.requestingUrl)));
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) => isPermissionAllowed(permission, requestingOrigin));
  ses.setDevicePermissionHandler(() => false);
  ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isAllowedRendererRequest(details.url) }));
  // An export the page made (contacts.export's text as a blob:) is saved where the user says in
  // the save dialog; every other download is refused (download-guard.ts).
  ses.on('will-download', (event, item, contents) => {
    const decision = decideDownload({ url: item.getURL(), fromUrl: contents?.getURL(), fileName: item.getFilename() });
    if (decision.action === 'deny') {
      event.preventDefault();
      return;
    }
    item.setSaveDialogOptions({ title: 'Export Contacts', defaultPath: join(app.getPath('documents'), decision.fileName), filters: decision.filters });
    // The page says "Exported" only once the file is written, and nothing when the dialog was cancelled.
    item.once('done', (_done, state) => {
      const outcome: Events['export.finished'] = exportOutcome(state, item.getSavePath(), decision.fileName);
      if (contents && ipc) ipc.send(contents, EXPORT_FINISHED_EVENT, outcome);
    });
  });
  protocol.handle(APP_SCHEME, createAppProtocolHandler(RENDERER_FOLDER));
}

function workAreas(): Rect[] {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map((d) => d.workArea);
}

function createMainWindow(): BrowserWindow {
  const stateFile = join(app.getPath('userData'), WINDOW_STATE_FILE);
  const state = loadWindowState(stateFile, workAreas());
  const options = mainWindowOptions({ bounds: state, preloadPath: PRELOAD, title: APP_NAME });
  const window = new BrowserWindow(options);
  // Development builds only: Electron has no public getter for a window's webPreferences, so
  // the e2e suite reads back what was passed (next to the undocumented getLastWebPreferences).
  if (!app.isPackaged) (globalThis as { rolodeckWebPreferences?: Map<number, unknown> }).rolodeckWebPreferences?.set(window.webContents.id, options.webPreferences);
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (window.isDestroyed()) return;
    try {
      saveWindowState(stateFile, { ...window.getNormalBounds(), maximized: window.isMaximized() });
    } catch (error) {
      console.error('could not save the window state', error);
    }
  };
  const saveSoon = () => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = setTimeout(save, 500);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', saveSoon);
  window.on('unmaximize', saveSoon);
  window.on('close', () => {
    if (saveTimer) clearTimeout(saveTimer);
    save();
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(START_URL);
  return window;
}

function showMainWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) mainWindow = createMainWindow();
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function sendCommand(command: AppCommand): void {
  const target = BrowserWindow.getFocusedWindow() ?? mainWindow;
  if (!target || !ipc) return;
  const payload: AppCommandPayload = { command };
  ipc.send(target.webContents, APP_COMMAND_EVENT, payload);
}

function installMenu(): void {
  const preferencesFile = join(app.getPath('userData'), PREFERENCES_FILE);
  const template = buildMenuTemplate({
    platform: process.platform,
    appName: APP_NAME,
    developer: !app.isPackaged,
    send: sendCommand,
    dueTaskNotifications: loadPreferences(preferencesFile).dueTaskNotifications,
    setDueTaskNotifications: (enabled) => {
      savePreferences(preferencesFile, { ...loadPreferences(preferencesFile), dueTaskNotifications: enabled });
      if (enabled) void notifier?.refresh();
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function startNotifier(started: Core): void {
  const preferencesFile = join(app.getPath('userData'), PREFERENCES_FILE);
  notifier = new DueTaskNotifier({
    loadTasks: async () => {
      const buckets = ['overdue', 'today', 'upcoming'] as const;
      const results = await Promise.all(buckets.map((bucket) => started.dispatch('tasks.list', { bucket, limit: 1000 })));
      return results.flatMap((result) => (result.ok ? (result.value as TaskPage).items : [])) satisfies DueTask[];
    },
    enabled: () => loadPreferences(preferencesFile).dueTaskNotifications && Notification.isSupported(),
    lastCheck: dueCheckFile(join(app.getPath('userData'), 'due-tasks-checked.json')),
    show: (notice) => {
      const notification = new Notification({ title: notice.title, body: notice.body });
      notification.on('click', showMainWindow);
      notification.show();
    },
    onError: (error) => console.error('due-task check failed', error),
  });
  started.events.subscribe((event, payload) => {
    if (event === 'data.changed' && (payload as { entities: string[] }).entities.includes('tasks')) void notifier?.refresh();
  });
  void notifier.start();
}

async function run(): Promise<void> {
  app.on('web-contents-created', (_event, contents) => harden(contents));
  await app.whenReady();
  hardenSession();
  const dataFolder = app.getPath('userData');
  const start = () =>
    startCore({
      dataFolder,
      nativeBinding: electronNativeBindingPath(APP_ROOT),
      secrets: new SafeStorageSecretStore(join(dataFolder, SECRET_FILE), keychainCrypto(safeStorage)),
    });
  try {
    core = await start();
  } catch (error) {
    // A damaged store: offer to move it aside (kept, renamed) and start with an empty one, or
    // from the newest copy Rolodeck made of it.
    const damaged = error instanceof StoreOpenError && error.damaged ? error : null;
    const choice = dialog.showMessageBoxSync({
      type: 'error',
      title: `${APP_NAME} could not open its data`,
      message: `${APP_NAME} could not open its data`,
      detail: `${(error as Error).message}\n\nData folder: ${dataFolder}`,
      buttons: damaged ? ['Quit', 'Move Aside and Start', ...(damaged.backup ? ['Start from the Copy'] : [])] : ['Quit'],
      defaultId: 0,
      cancelId: 0,
    });
    try {
      if (!damaged || choice === 0) throw error;
      if (choice !== 2) setStoreAside(damaged.storeFile);
      else {
        const used = restoreNewestBackup(damaged.storeFile, dataFolder, { nativeBinding: electronNativeBindingPath(APP_ROOT) });
        if (!used) throw new Error(`None of the copies in ${join(dataFolder, BACKUP_FOLDER)} could be read whole, so nothing was changed. Start ${APP_NAME} again and choose Move Aside and Start.`);
        // The newest copy named in the dialog may not have been whole: say which one is in use.
        if (used.takenAt.getTime() !== damaged.backup?.takenAt.getTime()) {
          dialog.showMessageBoxSync({ type: 'info', message: `${APP_NAME} started from the copy of ${formatTaken(used.takenAt)}`, detail: `The newer copy could not be read whole. What changed after ${formatTaken(used.takenAt)} comes back from the service if it was synced.` });
        }
      }
      core = await start();
    } catch (again) {
      if (again !== error) dialog.showErrorBox(`${APP_NAME} could not open its data`, `${(again as Error).message}\n\nData folder: ${dataFolder}`);
      app.exit(1);
      return;
    }
  }
  const started = core;
  ipc = bindIpc({
    dispatch: started.dispatch,
    events: started.events,
    windows: () => BrowserWindow.getAllWindows().map((window) => window.webContents),
  });
  installMenu();
  showMainWindow();
  startNotifier(started);

  app.on('activate', showMainWindow);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let closing = false;
  app.on('will-quit', (event) => {
    if (closing || !core) return;
    closing = true;
    event.preventDefault();
    notifier?.stop();
    ipc?.dispose();
    const closingCore = core;
    core = null;
    void closingCore.close().finally(() => app.quit());
  });
}

// One instance per data folder: a second launch focuses the running window instead of opening
// the same SQLite file twice.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (app.isReady() && core) showMainWindow();
  });
  run().catch((error) => {
    console.error(error);
    app.exit(1);
  });
}
