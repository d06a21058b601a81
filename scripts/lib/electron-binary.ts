// Finds an Electron binary that actually runs, without ever triggering the electron package's
// own lazy download from inside our process (its index.js downloads on require and throws
// where there is no internet). Used by `npm start`, the packaging test and the Electron e2e suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ElectronBinary = { ok: true; path: string; version: string; distDir: string } | { ok: false; reason: string };

const require = createRequire(import.meta.url);

export function electronPackageDir(): string {
  return dirname(require.resolve('electron/package.json'));
}

export function electronPackageVersion(): string {
  return (JSON.parse(readFileSync(join(electronPackageDir(), 'package.json'), 'utf8')) as { version: string }).version;
}

function executableName(platform = process.platform): string {
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  if (platform === 'win32') return 'electron.exe';
  return 'electron';
}

/** Where the binary would be if present: ELECTRON_OVERRIDE_DIST_PATH, else node_modules/electron/dist. */
export function expectedElectronPath(): { path: string; distDir: string } {
  const pkg = electronPackageDir();
  const pathFile = join(pkg, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : executableName();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(pkg, 'dist');
  return { path: join(distDir, relative), distDir };
}

/** Runs `electron --version` (prints and exits, needs no display) with a timeout. */
export function probeElectron(path: string, timeoutMs = 20_000): ElectronBinary {
  const result = spawnSync(path, ['--version'], {
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { ...process.env, ELECTRON_RUN_AS_NODE: undefined, ELECTRON_ENABLE_LOGGING: undefined },
  });
  if (result.error) return { ok: false, reason: `the Electron binary at ${path} does not run: ${result.error.message}` };
  if (result.status !== 0) return { ok: false, reason: `the Electron binary at ${path} exited with ${result.status ?? result.signal}: ${(result.stderr || '').trim().split('\n')[0] ?? ''}` };
  return { ok: true, path, version: result.stdout.trim().replace(/^v/, ''), distDir: dirname(path) };
}

/**
 * Fetches the binary the way the electron package does (its install.js), in a child process
 * with a timeout, so a machine without internet fails in seconds instead of throwing mid-start.
 */
export function downloadElectron(timeoutMs = 180_000): { ok: boolean; reason: string } {
  const result = spawnSync(process.execPath, [join(electronPackageDir(), 'install.js')], { encoding: 'utf8', timeout: timeoutMs });
  if (result.error) return { ok: false, reason: result.error.message };
  if (result.status !== 0) {
    const firstLine = `${result.stderr}\n${result.stdout}`.split('\n').find((line) => line.trim() !== '') ?? `exit code ${result.status}`;
    return { ok: false, reason: firstLine.trim() };
  }
  return { ok: true, reason: '' };
}

/** A runnable Electron binary, downloading it once if allowed and missing. */
export function findElectron(options: { download?: boolean; timeoutMs?: number } = {}): ElectronBinary {
  const expected = expectedElectronPath();
  if (!existsSync(expected.path)) {
    if (!options.download) return { ok: false, reason: `no Electron binary at ${expected.path} (it is downloaded on first use and was not)` };
    const fetched = downloadElectron(options.timeoutMs);
    const again = expectedElectronPath();
    if (!fetched.ok || !existsSync(again.path)) {
      return { ok: false, reason: `the Electron ${electronPackageVersion()} binary could not be downloaded (${fetched.reason || 'no binary after download'})` };
    }
    return probeElectron(again.path);
  }
  return probeElectron(expected.path);
}
