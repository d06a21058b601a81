// electron-builder beforePack hook: the app ships better-sqlite3's Electron build from
// native/electron (npmRebuild is off so node_modules keeps the Node build the tests use).
// Native code is built for the machine it is built on, so package each OS/CPU on its own kind
// of machine (a CI matrix); this hook refuses a mismatched or missing build instead of shipping it.
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

// electron-builder's Arch enum, by number.
const ARCH_NAMES = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

function currentBuildInfo(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'native', 'electron', 'build-info.json'), 'utf8'));
  } catch {
    return null;
  }
}

module.exports = async function beforePack(context) {
  const root = context.packager.projectDir;
  const platform = context.electronPlatformName;
  const arch = ARCH_NAMES[context.arch] ?? String(context.arch);
  const electron = context.packager.config.electronVersion
    || JSON.parse(readFileSync(require.resolve('electron/package.json', { paths: [root] }), 'utf8')).version;
  const matches = (info) => info && info.electron === electron && info.platform === platform && info.arch === arch
    && existsSync(join(root, 'native', 'electron', 'better_sqlite3.node'));
  if (matches(currentBuildInfo(root))) return;
  if (platform !== process.platform || arch !== process.arch) {
    throw new Error(`native/electron/better_sqlite3.node is not built for ${platform}-${arch} (Electron ${electron}); package ${platform}-${arch} on a ${platform}-${arch} machine`);
  }
  const tsx = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
  const result = spawnSync(tsx, [join(root, 'scripts', 'ensure-electron-native.ts')], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0 || !matches(currentBuildInfo(root))) {
    throw new Error(`could not build better-sqlite3 for Electron ${electron} (${platform}-${arch}); see the message above`);
  }
};
