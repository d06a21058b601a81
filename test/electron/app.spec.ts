// The desktop app end to end, driven by Playwright's Electron support: the real main process,
// preload and renderer, a real SQLite file in a throw-away data folder. Runs where an Electron
// binary runs and better-sqlite3 is built for it (`npm start` builds it once); elsewhere every
// test is skipped with the reason printed. On a Linux machine without a display, run under
// xvfb-run.
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RolodeckBridge } from '../../preload/contract';
import { buildElectron } from '../../scripts/build-electron';
import { electronPackageVersion, findElectron } from '../../scripts/lib/electron-binary';
import { electronSqliteIsCurrent } from '../../scripts/lib/electron-sqlite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const binary = findElectron(); // never downloads: a quick yes/no
const skipReason = !binary.ok
  ? `no runnable Electron binary (${binary.reason})`
  : !electronSqliteIsCurrent(ROOT, electronPackageVersion())
    ? 'better-sqlite3 is not built for Electron yet (run `npm start` once, or `tsx scripts/ensure-electron-native.ts`)'
    : !existsSync(join(ROOT, 'dist', 'renderer', 'index.html'))
      ? 'the renderer is not built (npm run build:renderer)'
      : null;
if (skipReason) console.log(`electron e2e skipped: ${skipReason}`);
test.skip(skipReason !== null, skipReason ?? '');

/** What the page sees (typed here because the test tsconfig has no DOM library). */
interface PageGlobals {
  rolodeck?: RolodeckBridge;
  require?: unknown;
  process?: unknown;
  open(url: string): unknown;
  location: { href: string };
}

/** The app's environment: a throw-away data folder, and never "run as plain Node". */
function appEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'ELECTRON_RUN_AS_NODE') env[key] = value;
  return { ...env, ROLODECK_USER_DATA: userData };
}

// Root cannot use Chromium's OS sandbox (CI containers); the renderer sandbox option still applies.
const chromiumArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];

let app: ElectronApplication;
let page: Page;
let userData: string;

test.beforeAll(async () => {
  await buildElectron();
  userData = mkdtempSync(join(tmpdir(), 'rolodeck-e2e-'));
  app = await electron.launch({
    executablePath: binary.ok ? binary.path : undefined,
    args: [...chromiumArgs, ROOT],
    env: appEnv(),
  });
  page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
});

test.afterAll(async () => {
  await app?.close();
  if (userData) rmSync(userData, { recursive: true, force: true });
});

test('the page is served from app://rolodeck with the CSP header', async () => {
  expect(page.url()).toMatch(/^app:\/\/rolodeck\//);
  const csp = await page.evaluate(async () => (await fetch('/index.html')).headers.get('content-security-policy'));
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
});

test('web preferences, read from the main process, are locked down', async () => {
  const prefs = await app.evaluate(({ BrowserWindow }) => {
    const contents = BrowserWindow.getAllWindows()[0]!.webContents;
    const last = (contents as unknown as { getLastWebPreferences?: () => Record<string, unknown> }).getLastWebPreferences?.();
    const passed = (globalThis as { rolodeckWebPreferences?: Map<number, Record<string, unknown>> }).rolodeckWebPreferences?.get(contents.id);
    return last ?? passed ?? null;
  });
  expect(prefs).toMatchObject({
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
  });
});

test('the renderer has no Node: require and process are undefined; only window.rolodeck is exposed', async () => {
  const seen = await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    return { require: typeof g.require, process: typeof g.process, bridge: g.rolodeck ? Object.keys(g.rolodeck).sort() : null };
  });
  expect(seen).toEqual({ require: 'undefined', process: 'undefined', bridge: ['invoke', 'on'] });
});

test('window.open is denied and navigation away is refused', async () => {
  const before = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length);
  const opened = await page.evaluate(() => (globalThis as unknown as PageGlobals).open('app://rolodeck/index.html'));
  expect(opened).toBeNull();
  // http (not https) is never handed to the browser either, so nothing opens on the test machine.
  await page.evaluate(() => {
    (globalThis as unknown as PageGlobals).location.href = 'http://example.com/';
  });
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/^app:\/\/rolodeck\//);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(before);
});

test('a contact is created and found through window.rolodeck', async () => {
  const result = await page.evaluate(async () => {
    const bridge = (globalThis as unknown as PageGlobals).rolodeck!;
    const created = await bridge.invoke('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'] });
    const found = await bridge.invoke('contacts.list', { query: 'Lovelace' });
    const unknown = await bridge.invoke('fs.readFile', { path: '/etc/passwd' });
    return { created, found, unknown };
  });
  expect(result.created).toMatchObject({ ok: true, value: { name: 'Ada Lovelace' } });
  expect(result.found).toMatchObject({ ok: true, value: { total: 1, items: [{ name: 'Ada Lovelace' }] } });
  expect(result.unknown).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
});

test('menu shortcuts reach the renderer as app.command events', async () => {
  await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals & { commands?: unknown[] };
    g.commands = [];
    g.rolodeck!.on('app.command' as never, (payload) => g.commands!.push(payload));
  });
  const accelerators = await app.evaluate(({ Menu }) => {
    const menu = Menu.getApplicationMenu()!;
    const ids = ['command.newContact', 'command.search', 'command.palette'];
    for (const id of ids) menu.getMenuItemById(id)!.click();
    return ids.map((id) => menu.getMenuItemById(id)!.accelerator);
  });
  expect(accelerators).toEqual(['CmdOrCtrl+N', 'CmdOrCtrl+F', 'CmdOrCtrl+K']);
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { commands: unknown[] }).commands))
    .toEqual([{ command: 'newContact' }, { command: 'search' }, { command: 'palette' }]);
});

test('a second instance hands over to the first and exits', async () => {
  const second = spawn(binary.ok ? binary.path : 'electron', [...chromiumArgs, ROOT], {
    env: appEnv(),
  });
  const code = await new Promise<number | null>((done) => second.on('exit', done));
  expect(code).toBe(0);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
});

test('window size and position are saved to userData', async () => {
  await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.setBounds({ width: 900, height: 650 }));
  await expect.poll(() => existsSync(join(userData, 'window-state.json')), { timeout: 5000 }).toBe(true);
  const saved = JSON.parse(readFileSync(join(userData, 'window-state.json'), 'utf8'));
  expect(saved).toMatchObject({ width: 900, height: 650 });
});
