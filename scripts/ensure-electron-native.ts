// `tsx scripts/ensure-electron-native.ts`: makes sure native/electron/better_sqlite3.node is built
// for the installed Electron (used by `npm start` and by packaging's beforePack hook).
import { ROOT } from './build-electron';
import { electronPackageVersion } from './lib/electron-binary';
import { buildElectronSqlite, electronSqliteIsCurrent, nativeOutputDir } from './lib/electron-sqlite';

const version = electronPackageVersion();
if (electronSqliteIsCurrent(ROOT, version)) {
  console.log(`better-sqlite3 for Electron ${version} (${process.platform}-${process.arch}) is up to date in ${nativeOutputDir(ROOT)}`);
} else {
  console.log(`building better-sqlite3 for Electron ${version} (${process.platform}-${process.arch})…`);
  const result = buildElectronSqlite(ROOT, version);
  if (!result.ok) {
    console.error(`could not build better-sqlite3 for Electron ${version}: ${result.message}`);
    process.exit(1);
  }
  console.log(`${result.message}: ${result.path}`);
}
