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
    else if (/\.([cm]?[jt]s|[jt]sx)$/.test(entry)) out.push(path);
  }
  return out;
}

/** A dynamic import or require whose module is computed: no rule can see what it loads. */
const COMPUTED = '(computed)';

/** Every module specifier a source text imports, with whether the import is type-only. */
function importsIn(text: string): { spec: string; typeOnly: boolean }[] {
  const found: { spec: string; typeOnly: boolean }[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(pattern)) found.push({ spec: m[3]!, typeOnly: Boolean(m[2]) });
  for (const m of text.matchAll(/\b(?:require|import)\(\s*(?:(['"])([^'"]+)\1|`([^`$]+)`|([^)'"`\s][^)]*))\s*\)/g)) {
    found.push({ spec: m[2] ?? m[3] ?? COMPUTED, typeOnly: false });
  }
  return found;
}

const importsOf = (file: string) => importsIn(readFileSync(join(root, file), 'utf8'));

/** `electron` and its subpaths (`electron/main`, `electron/renderer`, …). */
const isElectron = (spec: string) => /^electron(\/|$)/.test(spec);

const ELECTRON_IMPORTERS = ['main/electron/main.ts', 'main/electron/ipc.ts', 'preload/preload.ts'];

describe('layering', () => {
  it('the check sees every way a file can load electron', () => {
    const samples = [
      `import { app } from 'electron';`,
      `import { app } from "electron/main";`,
      `const { ipcRenderer } = require('electron/renderer');`,
      'const e = await import(`electron`);',
      `export { app } from 'electron';`,
      `import 'electron';`,
    ];
    for (const sample of samples) expect(importsIn(sample).some((i) => isElectron(i.spec) && !i.typeOnly), sample).toBe(true);
    expect(importsIn(`const m = await import(name);`)).toEqual([{ spec: COMPUTED, typeOnly: false }]);
    expect(importsIn(`import type { WebContents } from 'electron';`)).toEqual([{ spec: 'electron', typeOnly: true }]);
    expect(importsIn(`import { x } from './electron-like';`).some((i) => isElectron(i.spec))).toBe(false);
  });

  it('only the main entry, the IPC binding and the preload import electron at run time', () => {
    const offenders = ['main', 'db', 'preload', 'server', 'renderer']
      .flatMap(sourceFiles)
      .filter((file) => importsOf(file).some((i) => isElectron(i.spec) && !i.typeOnly))
      .filter((file) => !ELECTRON_IMPORTERS.includes(file));
    expect(offenders).toEqual([]);
  });

  it('no module is loaded by a computed name, which the rules here could not see', () => {
    const offenders = ['main', 'db', 'preload', 'server', 'renderer']
      .flatMap(sourceFiles)
      .filter((file) => importsOf(file).some((i) => i.spec === COMPUTED));
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

  it('the core, the web bridge, the store and the reference server never import the UI or the Electron layer', () => {
    const offenders: string[] = [];
    for (const file of ['main/core', 'main/sync', 'main/extraction', 'main/domain', 'main/bridge', 'db', 'server'].flatMap((f) => {
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
