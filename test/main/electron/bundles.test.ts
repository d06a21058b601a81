// The Electron bundles as `npm run build:electron` makes them: CommonJS, only electron and
// better-sqlite3 left external, and a preload that exposes exactly one object and forwards by
// method name. The preload is run in a fresh V8 context with a stand-in for the two electron
// objects it uses (no Electron binary can run here); the bundle itself is the real one.
import { EventEmitter } from 'node:events';
import { builtinModules } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../../../main/electron/ipc-channels';
import { buildElectron, type ElectronBundles } from '../../../scripts/build-electron';

let out: string;
let bundles: ElectronBundles;
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'rolodeck-bundles-'));
  bundles = await buildElectron(out);
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const requiredModules = (code: string) => new Set([...code.matchAll(/\brequire\(["']([^"']+)["']\)/g)].map((m) => m[1]!));

describe('electron bundles', () => {
  it('main is CommonJS and leaves only electron, better-sqlite3 and Node built-ins outside', () => {
    const code = readFileSync(bundles.main, 'utf8');
    expect(code).not.toMatch(/^\s*import\s.+from\s/m);
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const external = [...requiredModules(code)].filter((m) => !builtins.has(m));
    expect(external.sort()).toEqual(['better-sqlite3', 'electron']);
  });

  it('the preload requires electron and nothing else', () => {
    expect([...requiredModules(readFileSync(bundles.preload, 'utf8'))]).toEqual(['electron']);
  });
});

describe('preload bridge', () => {
  function loadPreload() {
    const exposed: Record<string, unknown> = {};
    const invokes: unknown[][] = [];
    const ipc = new EventEmitter();
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: Object.assign(ipc, {
        invoke: async (...args: unknown[]) => {
          invokes.push(args);
          return { ok: true, value: 'answer' };
        },
      }),
    };
    const module = { exports: {} };
    const require = (name: string) => {
      if (name === 'electron') return electron;
      throw new Error(`the sandboxed preload cannot require ${name}`);
    };
    runInNewContext(readFileSync(bundles.preload, 'utf8'), { require, module, exports: module.exports, console });
    return { exposed, invokes, ipc };
  }

  it('exposes exactly one object, window.rolodeck, with invoke and on', () => {
    const { exposed } = loadPreload();
    expect(Object.keys(exposed)).toEqual(['rolodeck']);
    expect(Object.keys(exposed.rolodeck as object).sort()).toEqual(['invoke', 'on']);
  });

  it('invoke forwards method and input over the one invoke channel', async () => {
    const { exposed, invokes } = loadPreload();
    const bridge = exposed.rolodeck as { invoke(m: string, i: unknown): Promise<unknown> };
    expect(await bridge.invoke('contacts.list', { query: 'ada' })).toEqual({ ok: true, value: 'answer' });
    expect(invokes).toEqual([[INVOKE_CHANNEL, 'contacts.list', { query: 'ada' }]]);
  });

  it('on delivers only its event, only the payload (never the IPC event), and unsubscribes', () => {
    const { exposed, ipc } = loadPreload();
    const bridge = exposed.rolodeck as { on(e: string, l: (p: unknown) => void): () => void };
    const received: unknown[][] = [];
    const off = bridge.on('data.changed', (...args) => received.push(args));
    const ipcEvent = { sender: 'ipcRenderer itself' };
    ipc.emit(EVENT_CHANNEL, ipcEvent, 'sync.status', { online: true });
    ipc.emit(EVENT_CHANNEL, ipcEvent, 'data.changed', { entities: ['contacts'] });
    off();
    ipc.emit(EVENT_CHANNEL, ipcEvent, 'data.changed', { entities: ['tasks'] });
    expect(received).toEqual([[{ entities: ['contacts'] }]]);
    expect(ipc.listenerCount(EVENT_CHANNEL)).toBe(0);
  });
});
