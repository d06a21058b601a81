// `npm run start:web` as a user runs it: one line with the address, and the service token kept
// across restarts in the data folder without ever being readable through the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { tempFolder } from '../helpers/temp';
import { CLI_TEST_TIMEOUT_MS } from '../helpers/cli-timeout';

const root = resolve(__dirname, '..', '..');
const folder = tempFolder();
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  folder.remove();
});

function startWeb(args = ['--port', '0'], data = folder.path): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'main/bridge/cli.ts'), '--data', data, ...args], { cwd: root });
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('Rolodeck is running at '));
      if (line) resolvePromise({ url: line.slice('Rolodeck is running at '.length).trim(), child });
    });
    child.stderr!.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`start:web exited with ${code}: ${out}`)));
  });
}

async function call(url: string, method: string, input: unknown): Promise<any> {
  const { port, hash } = new URL(url);
  const token = new URLSearchParams(hash.slice(1)).get('token')!;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api?token=${token}`);
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  // Events (sync status) may arrive first: wait for the reply to our call.
  const reply = new Promise<any>((r) => {
    const onMessage = (d: WebSocket.RawData) => {
      const message = JSON.parse(d.toString());
      if (message.id === 1) {
        ws.off('message', onMessage);
        r(message);
      }
    };
    ws.on('message', onMessage);
  });
  ws.send(JSON.stringify({ id: 1, method, input }));
  const { result } = await reply;
  ws.close();
  return result;
}

describe('npm run start:web', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  // Needs the built renderer, as `npm run start:web` does (`npm test` builds it first).
  it('prints its address, and keeps the service token (never shown) across a restart', async () => {
    const first = await startWeb();
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]{32,}$/);
    expect((await call(first.url, 'settings.set', { serviceUrl: 'https://contacts.example.com' })).ok).toBe(true);
    const saved = await call(first.url, 'settings.setToken', { token: 'tok-secret-123' });
    expect(saved.ok).toBe(true);
    expect(JSON.stringify(saved)).not.toContain('tok-secret-123');
    const file = join(folder.path, 'service-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    first.child.kill('SIGKILL');

    const second = await startWeb();
    expect(second.url).not.toBe(first.url); // a new access token at every start
    const settings = await call(second.url, 'settings.get', {});
    expect(settings.value.hasToken).toBe(true);
    expect(JSON.stringify(settings)).not.toContain('tok-secret-123');
    second.child.kill('SIGKILL');
  });

  it('without --port, starts on the port it used last for the data folder (the page keeps its unsaved work), else on a free one', async () => {
    const data = tempFolder();
    try {
      const stopped = (child: ChildProcess) => new Promise((r) => child.once('exit', r));
      const first = await startWeb([], data.path);
      const port = new URL(first.url).port;
      first.child.kill('SIGTERM');
      await stopped(first.child);
      const second = await startWeb([], data.path);
      expect(new URL(second.url).port).toBe(port);

      // The usual port taken (here by the running one): another start of a copy of the folder
      // takes a free port and remembers that one.
      const copy = tempFolder();
      cpSync(data.path, copy.path, { recursive: true, filter: (from) => !from.endsWith('.lock') });
      const third = await startWeb([], copy.path);
      expect(new URL(third.url).port).not.toBe(port);
      expect(readFileSync(join(copy.path, 'web-port'), 'utf8').trim()).toBe(new URL(third.url).port);
      second.child.kill('SIGTERM');
      third.child.kill('SIGTERM');
      await Promise.all([stopped(second.child), stopped(third.child)]);
      copy.remove();
    } finally {
      data.remove();
    }
  });

  it('refuses a bad port with a clear message', async () => {
    // '' and hex would read as numbers to Number(): a random port, or 8080.
    for (const [given, shown] of [['eighty', 'eighty'], ['', 'nothing'], ['0x1f90', '0x1f90'], ['65536', '65536'], ['-1', '-1']]) {
      const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'main/bridge/cli.ts'), '--data', folder.path, `--port=${given}`], { cwd: root });
      let err = '';
      child.stderr.on('data', (c) => (err += c));
      const code = await new Promise((r) => child.once('exit', r));
      expect(code).toBe(1);
      expect(err.trim()).toBe(`rolodeck: --port must be a port number, got ${shown}`);
    }
  });
});
