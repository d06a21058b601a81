// `npm run build:electron`: bundles the main process and the preload with esbuild, as CommonJS.
// electron stays external (Electron provides it); better-sqlite3 too (native code, loaded from
// node_modules with the Electron build passed as nativeBinding). Everything else is bundled, so
// the packaged app needs no other node_modules.
import { build, type BuildOptions } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The Node version inside Electron 45 (Node 22+); esbuild only needs a floor. */
const TARGET = 'node22';

export interface ElectronBundles {
  main: string;
  preload: string;
}

export async function buildElectron(outDir = join(ROOT, 'dist')): Promise<ElectronBundles> {
  const common: BuildOptions = {
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: TARGET,
    sourcemap: true,
    logLevel: 'warning',
    legalComments: 'none',
    absWorkingDir: ROOT,
  };
  const main = join(outDir, 'main', 'electron-main.cjs');
  const preload = join(outDir, 'preload', 'preload.cjs');
  await build({ ...common, entryPoints: [join(ROOT, 'main/electron/main.ts')], outfile: main, external: ['electron', 'better-sqlite3'] });
  // A sandboxed preload may require('electron') and nothing else from disk: one self-contained file.
  await build({ ...common, entryPoints: [join(ROOT, 'preload/preload.ts')], outfile: preload, external: ['electron'] });
  return { main, preload };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildElectron(process.argv[2] ? resolve(process.argv[2]) : undefined)
    .then(({ main, preload }) => console.log(`built ${main}\nbuilt ${preload}`))
    .catch((error) => {
      console.error(`build:electron failed: ${(error as Error).message}`);
      process.exit(1);
    });
}
