// The loopback bridge: the built renderer over HTTP and the handler table over a WebSocket,
// on 127.0.0.1 only, guarded by a random token that the printed URL carries in its fragment.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { TOKEN_REFUSED_CLOSE } from '../../preload/contract';
import type { Core } from '../core/core';
import { MAX_INPUT_CHARS } from '../core/dispatch';
import { PERMISSIONS_POLICY } from '../core/page-permissions';
import { readStatic } from './static-files';

export interface BridgeOptions {
  core: Core;
  rendererFolder: string;
  port?: number;
  token?: string;
}

export interface Bridge {
  url: string;
  port: number;
  token: string;
  /**
   * Another program holds the same port on ::1, where `localhost` may lead a browser: it could
   * show a page of its own there. Opened as printed (127.0.0.1), the address is ours.
   */
  localhostTaken: boolean;
  close(): Promise<void>;
}

/**
 * The largest message read from the page. The core refuses an input over MAX_INPUT_CHARS (as JSON
 * text) with words saying so; in UTF-8 a character takes up to 3 bytes, so a message up to three
 * times that (and its envelope) is read and answered, not cut off with the socket: a cut-off
 * socket reads to the page as a lost connection, and every call in flight as "may have been saved".
 */
const MAX_MESSAGE_BYTES = 3 * MAX_INPUT_CHARS + 64 * 1024;

function sameToken(given: string | null, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ws://127.0.0.1:${port}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * Only our own origin may talk to us: defeats DNS rebinding and cross-site pages. `localhost` is
 * not it: another user of this computer can serve `localhost:port` on ::1 (where a browser may
 * look first), so a page with that origin may be theirs. A request that reached us by that name
 * is sent on to 127.0.0.1 (localhostRedirect).
 */
function trustedHost(req: IncomingMessage, port: number): boolean {
  return req.headers.host === `127.0.0.1:${port}`;
}

/** The same address on 127.0.0.1, for a request made to localhost:port; null for any other. */
function localhostRedirect(req: IncomingMessage, port: number): string | null {
  return req.headers.host === `localhost:${port}` && req.url?.startsWith('/') ? `http://127.0.0.1:${port}${req.url}` : null;
}

/** The request's address, or null when it is none (`http://[/api` is a valid request line). */
function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', 'http://127.0.0.1');
  } catch {
    return null;
  }
}

export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  let port = 0;
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    if (!trustedHost(req, port)) {
      // The browser keeps the address's #token=… across the redirect.
      const redirect = localhostRedirect(req, port);
      if (redirect) res.writeHead(308, { location: redirect, 'cache-control': 'no-store' }).end();
      else res.writeHead(421, { 'content-type': 'text/plain' }).end(`Wrong host: open the address Rolodeck printed (http://127.0.0.1:${port}/…)`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain', allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }
    const file = await readStatic(options.rendererFolder, req.url ?? '/');
    res.writeHead(file.status, {
      'content-type': file.type,
      'content-security-policy': contentSecurityPolicy(port),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'permissions-policy': PERMISSIONS_POLICY,
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  };
  const http: Server = createServer(serve);

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
  });
  const refuser = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: 1024 });
  http.on('upgrade', (req, socket, head) => {
    const url = requestUrl(req);
    if (!url) {
      // Any local process can send one: a throw here would end the whole app.
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const origin = req.headers.origin;
    const originOk = !origin || origin === `http://127.0.0.1:${port}`;
    if (url.pathname !== '/api' || !trustedHost(req, port) || !originOk) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!sameToken(url.searchParams.get('token'), token)) {
      // Our own page with a wrong token: one left open from an earlier start (the token changes at
      // every start). A browser cannot read an HTTP status off a refused WebSocket, so it would
      // reconnect for ever; closing with TOKEN_REFUSED_CLOSE tells it to say so instead. The socket is
      // never tracked or handed a message: the handler table and events stay out of its reach.
      refuser.handleUpgrade(req, socket, head, (ws) => {
        // What the page sends meanwhile is never read; too much of it ends the socket, not the app.
        ws.on('error', () => ws.terminate());
        ws.close(TOKEN_REFUSED_CLOSE, 'token refused');
      });
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const unsubscribe = options.core.events.subscribe((event, payload) => {
    const message = JSON.stringify({ event, payload });
    for (const client of wss.clients) if (client.readyState === client.OPEN) client.send(message);
  });

  wss.on('connection', (ws: WebSocket) => {
    ws.on('error', () => ws.terminate());
    ws.on('message', async (data, isBinary) => {
      let id: unknown = null;
      try {
        if (isBinary) throw new Error('binary');
        const message = JSON.parse(data.toString());
        if (typeof message !== 'object' || message === null || Array.isArray(message)) throw new Error('not an object');
        id = message.id ?? null;
        if (typeof id !== 'number' && typeof id !== 'string') throw new Error('no id');
        const result = await options.core.dispatch(message.method, message.input);
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, result }));
      } catch {
        if (ws.readyState === ws.OPEN) {
          ws.send(
            JSON.stringify({
              id: typeof id === 'number' || typeof id === 'string' ? id : null,
              result: { ok: false, error: { code: 'invalid_input', message: 'Malformed message: expected JSON {"id", "method", "input"}' } },
            }),
          );
        }
      }
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    // The port is taken (or refused): nothing of this bridge stays behind, so another can start.
    unsubscribe();
    wss.close();
    refuser.close();
    throw error;
  }
  port = (http.address() as AddressInfo).port;
  const { held: localhost, taken: localhostTaken } = await holdLocalhost(serve, port);

  return {
    url: `http://127.0.0.1:${port}/#token=${token}`,
    port,
    token,
    localhostTaken,
    close: async () => {
      localhost?.closeAllConnections();
      localhost?.close();
      unsubscribe();
      for (const client of wss.clients) client.terminate();
      wss.close();
      refuser.close();
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      // A page left open keeps connections (keep-alive, a reconnect racing the close): close()
      // would wait for each to end. Stopping means now, so they are ended here.
      http.closeAllConnections();
      await closed;
    },
  };
}

/**
 * The same port on ::1, answered by the same pages (so `localhost:port` is sent on to 127.0.0.1)
 * and no WebSocket: held so that no other user of this computer can serve a page there. A
 * computer without IPv6 has no ::1 to take; one where the port is taken there says so.
 */
async function holdLocalhost(serve: (req: IncomingMessage, res: ServerResponse) => void, port: number): Promise<{ held: Server | null; taken: boolean }> {
  const server = createServer(serve);
  server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '::1', () => resolve());
    });
    return { held: server, taken: false };
  } catch (error) {
    return { held: null, taken: (error as NodeJS.ErrnoException).code === 'EADDRINUSE' };
  }
}
