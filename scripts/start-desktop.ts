// `npm start`: the desktop app. Checks that an Electron binary can be obtained and runs (with a
// timeout; none can be downloaded on some machines), makes sure better-sqlite3 is built for
// Electron (once), builds main + preload + renderer, then launches Electron on this folder.
// Where no Electron binary runs, it says so plainly and points to the browser version.
import { spawn, spawnSync } from 'node:child_process';
import { buildElectron, ROOT } from './build-electron';
import { electronPackageVersion, findElectron } from './lib/electron-binary';
import { buildElectronSqlite, electronSqliteIsCurrent } from './lib/electron-sqlite';

/** Exit code when the desktop app cannot run here (distinct from a build failure, 1). */
export const EXIT_NO_ELECTRON = 3;

function fail(lines: string[], code = 1): never {
  console.error(lines.join('\n'));
  process.exit(code);
}

async function main(): Promise<void> {
  console.log('rolodeck: looking for the Electron binary…');
  // ROLODECK_NO_ELECTRON_DOWNLOAD=1: use only a binary already on disk (tests, offline machines).
  const electron = findElectron({
    download: process.env.ROLODECK_NO_ELECTRON_DOWNLOAD !== '1',
    timeoutMs: Number(process.env.ROLODECK_ELECTRON_DOWNLOAD_TIMEOUT_MS) || 180_000,
  });
  if (!electron.ok) {
    fail(
      [
        'rolodeck: the desktop app cannot start on this machine.',
        `  Reason: ${electron.reason}.`,
        '  Run Rolodeck in your browser instead:  npm run start:web',
        '  (or install Electron where it can be downloaded, or set ELECTRON_OVERRIDE_DIST_PATH to a local Electron folder).',
      ],
      EXIT_NO_ELECTRON,
    );
  }
  console.log(`rolodeck: Electron ${electron.version} at ${electron.path}`);

  const version = electronPackageVersion();
  if (!electronSqliteIsCurrent(ROOT, version)) {
    console.log(`rolodeck: building better-sqlite3 for Electron ${version} (once; into native/electron)…`);
    const native = buildElectronSqlite(ROOT, version);
    if (!native.ok) {
      fail([
        `rolodeck: could not build better-sqlite3 for Electron ${version}.`,
        `  Reason: ${native.message}.`,
        '  This needs internet access once (prebuilt binary or Electron headers from electronjs.org) and a C++ toolchain.',
        '  Meanwhile, Rolodeck runs in your browser:  npm run start:web',
      ]);
    }
    console.log(`rolodeck: ${native.message}: ${native.path}`);
  }

  console.log('rolodeck: building main and preload…');
  await buildElectron();
  console.log('rolodeck: building the renderer…');
  const renderer = spawnSync('npm', ['run', 'build:renderer', '--silent'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (renderer.status !== 0) fail(['rolodeck: the renderer build failed (see above).']);

  const child = spawn(electron.path, [ROOT], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ELECTRON_RUN_AS_NODE: undefined } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error) => fail([`rolodeck: ${(error as Error).message}`]));
