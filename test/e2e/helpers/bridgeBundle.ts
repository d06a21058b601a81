// The bridge the browser specs start, bundled once per run: `main/bridge/cli.ts` and everything
// it imports from the project in one file (packages stay in node_modules), started with plain
// Node. The same code as `npm run start:web`, without tsx reading and transforming each of its
// modules at every start (about 2.3 s a start against 0.9 s, and the specs start ~170 bridges).
// test/bridge/cli.test.ts runs the command itself, through tsx.
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
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return outfile;
}
