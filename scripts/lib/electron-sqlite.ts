// Builds better-sqlite3 for Electron's ABI into native/electron/better_sqlite3.node, apart from
// the Node build in node_modules that the tests use. It works on a private copy of the package's
// sources, so node_modules/better-sqlite3 is never touched (a failed @electron/rebuild run would
// delete its build folder). It tries the prebuilt Electron binary first, then compiles against
// Electron's headers, and refuses a result that loads in plain Node (that would mean it was
// compiled against Node's headers — npm's `nodedir` setting does that silently).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export interface NativeBuildInfo {
  electron: string;
  betterSqlite3: string;
  platform: string;
  arch: string;
}

export interface NativeBuildResult {
  ok: boolean;
  path: string;
  /** How it was obtained, or why not. */
  message: string;
}

export function nativeOutputDir(root: string): string {
  return join(root, 'native', 'electron');
}

function betterSqliteDir(): string {
  return dirname(require.resolve('better-sqlite3/package.json'));
}

function wanted(electronVersion: string): NativeBuildInfo {
  const pkg = JSON.parse(readFileSync(join(betterSqliteDir(), 'package.json'), 'utf8')) as { version: string };
  return { electron: electronVersion, betterSqlite3: pkg.version, platform: process.platform, arch: process.arch };
}

/** True when the build in native/electron matches this Electron, better-sqlite3, OS and CPU. */
export function electronSqliteIsCurrent(root: string, electronVersion: string): boolean {
  const dir = nativeOutputDir(root);
  try {
    const info = JSON.parse(readFileSync(join(dir, 'build-info.json'), 'utf8')) as NativeBuildInfo;
    return existsSync(join(dir, 'better_sqlite3.node')) && JSON.stringify(info) === JSON.stringify(wanted(electronVersion));
  } catch {
    return false;
  }
}

/** npm passes its config to children as npm_config_*; `nodedir` would point node-gyp at Node's headers. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_config_/i.test(key)) env[key] = value;
  return env;
}

function run(command: string, args: string[], cwd: string, timeoutMs: number): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { cwd, env: cleanEnv(), encoding: 'utf8', timeout: timeoutMs, shell: process.platform === 'win32' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  return { ok: !result.error && result.status === 0, output: result.error ? result.error.message : output };
}

/** An Electron-ABI module must NOT load in plain Node; if it does, it was built for Node. */
function loadsInNode(file: string): boolean {
  const probe = spawnSync(process.execPath, ['-e', `process.dlopen({exports:{}}, ${JSON.stringify(file)})`], { encoding: 'utf8', timeout: 20_000 });
  return probe.status === 0;
}

/** One readable reason out of a tool's log: the network error if there is one, else its last lines. */
function lastLines(text: string, n = 3): string {
  const lines = text.split('\n').filter((l) => l.trim());
  const network = lines.find((l) => /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|network connectivity|fetch failed/i.test(l));
  if (network) return `no network access (${network.replace(/^(gyp|prebuild-install) \w+!? ?(\w+ )?/, '').trim()})`;
  return lines.slice(-n).join(' | ');
}

export function buildElectronSqlite(root: string, electronVersion: string, options: { timeoutMs?: number } = {}): NativeBuildResult {
  const outDir = nativeOutputDir(root);
  const outFile = join(outDir, 'better_sqlite3.node');
  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  const work = join(root, 'native', '.work', 'better-sqlite3');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(dirname(work), { recursive: true });
  const source = betterSqliteDir();
  cpSync(source, work, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build')) && !path.startsWith(join(source, 'node_modules')) });
  const bin = (name: string) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  const target = ['--runtime=electron', `--target=${electronVersion}`, `--arch=${process.arch}`];
  const attempts: string[] = [];
  const built = join(work, 'build', 'Release', 'better_sqlite3.node');

  const prebuilt = run(bin('prebuild-install'), [...target, `--platform=${process.platform}`, '--verbose'], work, timeoutMs);
  if (!prebuilt.ok || !existsSync(built)) {
    attempts.push(`prebuilt download: ${lastLines(prebuilt.output) || 'failed'}`);
    const headers = join(root, 'native', '.work', 'electron-headers');
    const compiled = run(bin('node-gyp'), ['rebuild', '--release', ...target, '--dist-url=https://electronjs.org/headers', `--devdir=${headers}`], work, timeoutMs);
    if (!compiled.ok || !existsSync(built)) attempts.push(`compile against Electron headers: ${lastLines(compiled.output) || 'failed'}`);
  }
  if (!existsSync(built)) {
    rmSync(work, { recursive: true, force: true });
    return { ok: false, path: outFile, message: attempts.join('; ') };
  }
  if (loadsInNode(built)) {
    rmSync(work, { recursive: true, force: true });
    return { ok: false, path: outFile, message: 'the result loads in plain Node, so it was built against Node headers, not Electron\'s; refusing it' };
  }
  mkdirSync(outDir, { recursive: true });
  copyFileSync(built, outFile);
  writeFileSync(join(outDir, 'build-info.json'), `${JSON.stringify(wanted(electronVersion), null, 2)}\n`);
  rmSync(work, { recursive: true, force: true });
  return { ok: true, path: outFile, message: attempts.length ? 'compiled against Electron headers' : 'prebuilt Electron binary downloaded' };
}
