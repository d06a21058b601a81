// The layering rules of DESIGN.md, checked on the source: which files may import `electron`,
// and that the renderer never imports main-process code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder))) {
    const path = join(folder, entry);
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry)) out.push(path);
  }
  return out;
}

/** Every module specifier a file imports, with whether the import is type-only. */
function importsOf(file: string): { spec: string; typeOnly: boolean }[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: { spec: string; typeOnly: boolean }[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(pattern)) found.push({ spec: m[3]!, typeOnly: Boolean(m[2]) });
  for (const m of text.matchAll(/(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ spec: m[1]!, typeOnly: false });
  return found;
}

const ELECTRON_IMPORTERS = ['main/electron/main.ts', 'main/electron/ipc.ts', 'preload/preload.ts'];

describe('layering', () => {
  it('only the main entry, the IPC binding and the preload import electron at run time', () => {
    const offenders = ['main', 'db', 'preload', 'server', 'renderer']
      .flatMap(sourceFiles)
      .filter((file) => importsOf(file).some((i) => i.spec === 'electron' && !i.typeOnly))
      .filter((file) => !ELECTRON_IMPORTERS.includes(file));
    expect(offenders).toEqual([]);
  });

  it('the renderer imports only its own code, packages, and types from the contract', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles('renderer')) {
      for (const { spec, typeOnly } of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = relative(root, resolve(root, dirname(file), spec));
        if (target.startsWith('renderer')) continue;
        if (target.startsWith('preload/contract') && typeOnly) continue;
        offenders.push(`${file} imports ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the core, the store and the reference server never import the UI or the Electron layer', () => {
    const offenders: string[] = [];
    for (const file of ['main/core', 'main/sync', 'main/extraction', 'main/domain', 'db', 'server'].flatMap((f) => {
      try {
        return sourceFiles(f);
      } catch {
        return [];
      }
    })) {
      for (const { spec } of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = relative(root, resolve(root, dirname(file), spec));
        if (target.startsWith('renderer') || target.startsWith('main/electron')) offenders.push(`${file} imports ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
