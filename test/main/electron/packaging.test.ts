// Packaging with electron-builder. Always: the configuration is loaded and schema-validated the
// way electron-builder does before a build (offline, ~1 s), and checked for what the app needs.
// When a local Electron distribution is given (ELECTRON_DIST=/path/to/electron/dist), it also
// builds the unpacked app (--dir) and inspects it: archive contents, unpacked native module, fuses.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildElectron } from '../../../scripts/build-electron';

const ROOT = resolve(__dirname, '..', '..', '..');
const CONFIG = join(ROOT, 'electron-builder.yml');
const require = createRequire(import.meta.url);
// electron-builder's own copies of its helpers, so the test reads what it writes.
const builderRequire = createRequire(require.resolve('app-builder-lib/package.json'));
const { getConfig, validateConfiguration } = builderRequire('./out/util/config/config') as {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: unknown): Promise<Record<string, any>>;
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = builderRequire('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };

const ELECTRON_DIST = process.env.ELECTRON_DIST ? resolve(process.env.ELECTRON_DIST) : null;
console.log(
  ELECTRON_DIST
    ? `packaging: ELECTRON_DIST=${ELECTRON_DIST}: validating the configuration and building the unpacked app (--dir)`
    : 'packaging: no ELECTRON_DIST given: validating the configuration only (set ELECTRON_DIST to a local Electron dist folder to build the unpacked app)',
);

async function loadValidated(configFile: string) {
  const config = await getConfig(ROOT, configFile, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

describe('electron-builder configuration', () => {
  it('passes electron-builder\'s schema validation', async () => {
    await expect(loadValidated(CONFIG)).resolves.toBeTruthy();
  });

  it('the same validation rejects a misspelt key (so the check above means something)', async () => {
    const bad = { ...(await getConfig(ROOT, CONFIG, null)), asarUnpak: ['x'] };
    await expect(validateConfiguration(bad, new DebugLogger(false))).rejects.toThrow(/unknown property 'asarUnpak'/);
  });

  it('builds AppImage and deb, dmg, and nsis installers', async () => {
    const config = await loadValidated(CONFIG);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toBe('dmg');
    expect(config.win.target).toBe('nsis');
  });

  it('keeps electron-builder\'s deb dependencies (a `depends` list would replace, not extend, them)', async () => {
    const config = await loadValidated(CONFIG);
    // What the deb target falls back to when no `depends` is configured (its own code, not a copy).
    const FpmTarget = (builderRequire('./out/targets/FpmTarget') as { default: { prototype: { getDefaultDepends(target: string): string[] } } }).default;
    const depends: string[] = config.deb?.depends ?? config.linux?.depends ?? FpmTarget.prototype.getDefaultDepends.call(null, 'deb');
    // Electron's own libraries, notifications (libnotify) and the keychain behind safeStorage (libsecret).
    expect(depends).toEqual(expect.arrayContaining(['libgtk-3-0', 'libnss3', 'libnotify4', 'libsecret-1-0']));
  });

  it('packs the app into asar with better-sqlite3 and its Electron build unpacked', async () => {
    const config = await loadValidated(CONFIG);
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['native/electron/**', 'node_modules/better-sqlite3/**']));
    // electron-builder normalises `files` to [{ filter: [...] }].
    const patterns = (config.files as { filter: string[] }[]).flatMap((set) => set.filter);
    expect(patterns).toEqual(expect.arrayContaining(['dist/main/**', 'dist/preload/**', 'dist/renderer/**', 'native/electron/better_sqlite3.node', '!node_modules/**']));
    // node_modules keeps the Node build the tests use: electron-builder must not rebuild it.
    expect(config.npmRebuild).toBe(false);
  });

  it('sets the Electron fuses', async () => {
    const config = await loadValidated(CONFIG);
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});

describe.skipIf(!ELECTRON_DIST)('unpacked app (--dir) from ELECTRON_DIST', () => {
  it('contains the bundles, the page and the Electron build of better-sqlite3, with the fuses burnt', async () => {
    if (!existsSync(join(ROOT, 'dist', 'renderer', 'index.html'))) {
      const renderer = spawnSync('npm', ['run', 'build:renderer', '--silent'], { cwd: ROOT, stdio: 'inherit' });
      expect(renderer.status).toBe(0);
    }
    await buildElectron();
    const out = mkdtempSync(join(tmpdir(), 'rolodeck-pack-'));
    try {
      const cli = join(ROOT, 'node_modules', 'electron-builder', 'cli.js');
      const result = spawnSync(process.execPath, [cli, '--config', CONFIG, '--dir', `-c.electronDist=${ELECTRON_DIST}`, `-c.directories.output=${out}`], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 600_000,
      });
      console.log(result.stdout, result.stderr);
      expect(result.status).toBe(0);
      const unpacked = readdirSync(out).map((name) => join(out, name)).find((dir) => /-unpacked$|^mac|win-unpacked/.test(dir.split(/[\\/]/).pop()!))!;
      const resources = process.platform === 'darwin' ? join(unpacked, 'Rolodeck.app', 'Contents', 'Resources') : join(unpacked, 'resources');
      const asar = builderRequire('@electron/asar') as { listPackage(path: string): string[] };
      const files = asar.listPackage(join(resources, 'app.asar')).map((f) => f.split('\\').join('/'));
      expect(files).toEqual(expect.arrayContaining(['/dist/main/electron-main.cjs', '/dist/preload/preload.cjs', '/dist/renderer/index.html', '/node_modules/better-sqlite3/lib/index.js']));
      expect(files.filter((f) => /^\/node_modules\/[^/]+$/.test(f))).toEqual(['/node_modules/better-sqlite3']);
      expect(existsSync(join(resources, 'app.asar.unpacked', 'native', 'electron', 'better_sqlite3.node'))).toBe(true);
      const executable =
        process.platform === 'darwin'
          ? join(unpacked, 'Rolodeck.app', 'Contents', 'MacOS', 'Rolodeck')
          : join(unpacked, process.platform === 'win32' ? 'Rolodeck.exe' : 'rolodeck');
      const fuses = builderRequire('@electron/fuses') as { getCurrentFuseWire(path: string): Promise<Record<number, number>> };
      const wire = await fuses.getCurrentFuseWire(executable);
      const [DISABLE, ENABLE] = [48, 49];
      // FuseV1Options order: RunAsNode, EnableCookieEncryption, EnableNodeOptionsEnvironmentVariable,
      // EnableNodeCliInspectArguments, EnableEmbeddedAsarIntegrityValidation, OnlyLoadAppFromAsar,
      // LoadBrowserProcessSpecificV8Snapshot (not set), GrantFileProtocolExtraPrivileges.
      expect([wire[0], wire[1], wire[2], wire[3], wire[4], wire[5], wire[7]]).toEqual([DISABLE, ENABLE, DISABLE, DISABLE, ENABLE, ENABLE, DISABLE]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 900_000);
});
