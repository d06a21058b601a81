// The house rule: only the main entry and the IPC binding import electron in main/, and only
// the preload in preload/. Everything else is plain Node (type-only imports are erased).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|cts|js|cjs|mjs)$/.test(name) ? [path] : [];
  });
}

/** A runtime import of electron: `import … from 'electron'` that is not `import type`, or require/import(). */
function importsElectron(code: string): boolean {
  const staticImports = [...code.matchAll(/^\s*import\s+(type\s+)?[^;]*?from\s+['"]electron['"]/gm)].filter((m) => !m[1]);
  const bare = /^\s*import\s+['"]electron['"]/m.test(code);
  const dynamic = /\brequire\(\s*['"]electron['"]\s*\)|\bimport\(\s*['"]electron['"]\s*\)/.test(code);
  return staticImports.length > 0 || bare || dynamic;
}

describe('layering', () => {
  it('only main/electron/main.ts, main/electron/ipc.ts and preload/preload.ts import electron', () => {
    const files = [...sources(join(ROOT, 'main')), ...sources(join(ROOT, 'preload'))];
    const importing = files.filter((file) => importsElectron(readFileSync(file, 'utf8'))).map((file) => relative(ROOT, file).split('\\').join('/'));
    expect(importing.sort()).toEqual(['main/electron/ipc.ts', 'main/electron/main.ts', 'preload/preload.ts']);
  });
});
