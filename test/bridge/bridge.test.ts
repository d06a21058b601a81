import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect as connectTcp } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBridge, type Bridge } from '../../main/bridge/server';
import { TOKEN_REFUSED_CLOSE } from '../../preload/contract';
import { resolveInside } from '../../main/bridge/static-files';
import { startTestCore, type TestCore } from '../helpers/core';
import { tempFolder } from '../helpers/temp';

let core: TestCore;
let bridge: Bridge;
const site = tempFolder();

beforeAll(async () => {
  core = await startTestCore();
  mkdirSync(join(site.path, 'assets'));
  writeFileSync(join(site.path, 'index.html'), '<!doctype html><title>Rolodeck</title>');
  writeFileSync(join(site.path, 'assets', 'app.js'), 'console.log(1)');
  bridge = await startBridge({ core, rendererFolder: site.path, port: 0 });
});
afterAll(async () => {
  await bridge.close();
  await core.dispose();
  site.remove();
});

/** A request sent exactly as written (fetch would normalise the path). */
function rawStatus(path: string, host = `127.0.0.1:${bridge.port}`): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: bridge.port, path, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('error', reject)
      .end();
  });
}

/** A request to `address` with the Host header as given: its status and Location. */
function rawAnswer(address: string, path: string, host: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: address, port: bridge.port, path, headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, location: res.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

/** A WebSocket upgrade sent as raw bytes with `target` as written (a client library would refuse it); answers the status line. */
function rawUpgrade(target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(bridge.port, '127.0.0.1', () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

function connect(token = bridge.token, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${bridge.port}/api?token=${encodeURIComponent(token)}`, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function next(ws: WebSocket, filter: (m: any) => boolean = () => true): Promise<any> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString());
      if (filter(message)) {
        ws.off('message', onMessage);
        resolve(message);
      }
    };
    ws.on('message', onMessage);
  });
}

/** An answer to a call, not an event the core pushed meanwhile (sync.status, data.changed). */
const isAnswer = (message: { result?: unknown }) => 'result' in message;

async function call(ws: WebSocket, id: number, method: string, input: unknown) {
  const reply = next(ws, (m) => m.id === id);
  ws.send(JSON.stringify({ id, method, input }));
  return (await reply).result;
}

describe('the loopback bridge', () => {
  it('prints a 127.0.0.1 URL carrying the token in its fragment', () => {
    expect(bridge.url).toBe(`http://127.0.0.1:${bridge.port}/#token=${bridge.token}`);
    expect(bridge.token.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the built renderer with a strict CSP and refuses paths outside it', async () => {
    const page = await fetch(`http://127.0.0.1:${bridge.port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Rolodeck</title>');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect((await fetch(`http://127.0.0.1:${bridge.port}/assets/app.js`)).headers.get('content-type')).toContain('javascript');
    expect(await rawStatus('/../../../../etc/passwd')).toBe(400);
    expect(await rawStatus('/..%2f..%2f..%2fetc%2fpasswd')).toBe(400);
    expect(resolveInside('/srv/app', '/../secret')).toBeNull();
    expect(resolveInside('/srv/app', '/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(resolveInside('/srv/app', '/a%00b')).toBeNull();
    expect(resolveInside('/srv/app', '/assets/x.js')).toBe('/srv/app/assets/x.js');
  });

  it('refuses a request for another host name (DNS rebinding)', async () => {
    expect(await rawStatus('/', 'evil.example:80')).toBe(421);
  });

  it('sends localhost on to 127.0.0.1, and takes no WebSocket from a localhost page (another user may serve one on ::1)', async () => {
    expect(await rawAnswer('127.0.0.1', '/index.html?x=1', `localhost:${bridge.port}`)).toEqual({ status: 308, location: `http://127.0.0.1:${bridge.port}/index.html?x=1` });
    await expect(connect(bridge.token, { origin: `http://localhost:${bridge.port}` })).rejects.toThrow('refused with 401');
    // ::1 on the same port is the bridge's own, so localhost cannot lead to anyone else's page.
    expect(bridge.localhostTaken).toBe(false);
    expect(await rawAnswer('::1', '/', `localhost:${bridge.port}`)).toEqual({ status: 308, location: `http://127.0.0.1:${bridge.port}/` });
    await expect(
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://[::1]:${bridge.port}/api?token=${bridge.token}`, { headers: { host: `127.0.0.1:${bridge.port}` } });
        ws.once('open', () => resolve('open'));
        ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
        ws.once('error', reject);
      }),
    ).rejects.toThrow('refused with 401');
  });

  it('says so when another program holds its port on ::1', async () => {
    const squatter = createServer((_req, res) => res.end('not Rolodeck'));
    await new Promise<void>((resolve) => squatter.listen(0, '::1', resolve));
    const port = (squatter.address() as AddressInfo).port;
    const second = await startBridge({ core, rendererFolder: site.path, port });
    try {
      expect(second.localhostTaken).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200); // as printed, it is Rolodeck
    } finally {
      await second.close();
      squatter.close();
    }
  });

  it('refuses a WebSocket from another origin (401), and closes one with a wrong or missing token with its own code, unanswered', async () => {
    await expect(connect(bridge.token, { origin: 'https://evil.example' })).rejects.toThrow('refused with 401');
    await expect(connect('wrong-token', { origin: 'https://evil.example' })).rejects.toThrow('refused with 401');
    for (const token of ['wrong-token', '']) {
      // Our own page with a stale token: told so by the close code (a browser cannot read a 401).
      const ws = new WebSocket(`ws://127.0.0.1:${bridge.port}/api?token=${encodeURIComponent(token)}`);
      const answered: unknown[] = [];
      ws.on('message', (data) => answered.push(data.toString()));
      ws.once('open', () => {
        ws.send(JSON.stringify({ id: 1, method: 'contacts.create', input: { name: 'Stale Page' } }));
        ws.send('x'.repeat(64 * 1024)); // more than a refused socket reads: it ends that socket, nothing else
      });
      const code = await new Promise<number>((resolve) => ws.once('close', resolve));
      expect(code).toBe(TOKEN_REFUSED_CLOSE);
      expect(answered).toEqual([]);
    }
    const ws = await connect();
    expect((await call(ws, 1, 'contacts.list', { query: 'Stale Page' })).value.total).toBe(0);
    ws.close();
  });

  it('answers an upgrade request whose address cannot be parsed with 400 and keeps serving (it used to end the process)', async () => {
    for (const target of ['http://[/api', 'http://%zz/api', 'http://a b/api', `http://[::1/api?token=${bridge.token}`]) {
      expect(await rawUpgrade(target)).toBe('HTTP/1.1 400 Bad Request');
    }
    expect((await fetch(`http://127.0.0.1:${bridge.port}/`)).status).toBe(200);
    const ws = await connect();
    expect((await call(ws, 1, 'contacts.list', {})).ok).toBe(true);
    ws.close();
  });

  it('runs the handler table: a call, then an event pushed after a write', async () => {
    const ws = await connect();
    const event = next(ws, (m) => m.event === 'data.changed');
    const created = await call(ws, 1, 'contacts.create', { name: 'Bridge Person' });
    expect(created.ok).toBe(true);
    expect(created.value.name).toBe('Bridge Person');
    expect(await event).toEqual({ event: 'data.changed', payload: { entities: ['contacts'] } });
    const found = await call(ws, 2, 'contacts.list', { query: 'brid' });
    expect(found.value.items.map((c: { name: string }) => c.name)).toEqual(['Bridge Person']);
    ws.close();
  });

  it('answers malformed JSON, unknown methods and invalid input with an error reply and stays up', async () => {
    const ws = await connect();
    const malformed = next(ws, isAnswer);
    ws.send('{not json');
    expect(await malformed).toMatchObject({ id: null, result: { ok: false, error: { code: 'invalid_input' } } });
    const noId = next(ws, isAnswer);
    ws.send(JSON.stringify({ method: 'contacts.list', input: {} }));
    expect((await noId).result.error.code).toBe('invalid_input');
    const arrayMessage = next(ws, isAnswer);
    ws.send('[1,2,3]');
    expect((await arrayMessage).result.ok).toBe(false);
    expect(await call(ws, 3, 'contacts.nuke', {})).toEqual({ ok: false, error: { code: 'unknown_method', message: 'Unknown method: contacts.nuke' } });
    const invalid = await call(ws, 4, 'contacts.create', { name: 42 });
    expect(invalid.error.code).toBe('invalid_input');
    expect(invalid.error.issues[0].path).toBe('name');
    expect((await call(ws, 5, 'contacts.list', {})).ok).toBe(true);
    ws.close();
  });

  it('answers a call over the input limit in words, in any alphabet, and closes a connection only past three times it', async () => {
    // Over a megabyte of characters, or under it in characters but over it in bytes (each € is
    // three): the core says why it refused, and the connection stays.
    const ws = await connect();
    for (const [id, text] of [[1, 'x'.repeat(1024 * 1024 + 10)], [2, '€'.repeat(1024 * 1024 - 100)]] as const) {
      const refused = await call(ws, id, 'contacts.create', { name: 'Big', additionalInfo: text });
      expect(refused.ok).toBe(false);
      expect(refused.error.code).toBe('invalid_input');
      expect(refused.error.message).toMatch(id === 1 ? /larger than 1 MB/ : /additionalInfo/);
    }
    expect((await call(ws, 3, 'contacts.list', { query: 'Big' })).value.total).toBe(0);
    ws.close();

    const big = await connect();
    const closed = new Promise<number>((resolve) => big.once('close', (code) => resolve(code)));
    big.send(JSON.stringify({ id: 1, method: 'contacts.create', input: { name: 'x'.repeat(3 * 1024 * 1024 + 128 * 1024) } }));
    expect(await closed).toBe(1009);
    const other = await connect();
    expect((await call(other, 1, 'contacts.list', {})).ok).toBe(true);
    other.close();
  });
});
