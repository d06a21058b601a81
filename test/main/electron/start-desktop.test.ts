// `npm start` on a machine where no Electron binary can be obtained: a clear message that points
// to the browser version, no stack trace, a non-zero exit, and nothing built or launched. The
// machine is made to look Electron-less on purpose (an empty Electron folder, no download), so
// this runs the same everywhere: here no binary can be downloaded anyway.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..', '..');

describe('npm start without Electron', () => {
  it('explains, points to npm run start:web and exits non-zero', () => {
    const emptyElectron = mkdtempSync(join(tmpdir(), 'rolodeck-no-electron-'));
    const nativeBefore = existsSync(join(ROOT, 'native', 'electron', 'better_sqlite3.node'));
    try {
      const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'start-desktop.ts')], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: emptyElectron, ROLODECK_NO_ELECTRON_DOWNLOAD: '1' },
      });
      const output = `${result.stdout}\n${result.stderr}`;
      console.log(`start-desktop printed:\n${output.trim()}`);
      expect(result.status).toBe(3);
      expect(output).toContain('the desktop app cannot start on this machine');
      expect(output).toContain('npm run start:web');
      expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m); // no stack trace
      expect(output).not.toContain('building'); // stopped before any build
      expect(existsSync(join(ROOT, 'native', 'electron', 'better_sqlite3.node'))).toBe(nativeBefore);
    } finally {
      rmSync(emptyElectron, { recursive: true, force: true });
    }
  });
});
