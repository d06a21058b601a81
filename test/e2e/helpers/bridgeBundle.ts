// The bridge the browser specs start, bundled once per run: `main/bridge/cli.ts` and everything
// it imports, the packages too, in one file started with plain Node. The same code as `npm run
// start:web`, without tsx reading and transforming each of its modules at every start (about
// 2.3 s a start against 0.9 s), nor Node resolving and loading each package's hundreds of files
// (0.9 s against 0.4 s): the specs start ~200 bridges. Only better-sqlite3 (a native addon, found
// from its package) and ws's optional native helpers stay outside; packages written as CommonJS
// get a `require` made for the bundle. test/bridge/cli.test.ts runs the command itself, through tsx.
import { build } from 'esbuild';
import { join } from 'node:path';

/** Where the bundle goes: two folders below the project, as cli.ts finds the project from itself. */
export const bundledBridgePath = (repoRoot: string) => join(repoRoot, 'dist', 'bridge', 'cli.mjs');

export async function bundleBridge(repoRoot: string): Promise<string> {
  const outfile = bundledBridgePath(repoRoot);
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ['main/bridge/cli.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['better-sqlite3', 'bufferutil', 'utf-8-validate'],
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
  });
  return outfile;
}
