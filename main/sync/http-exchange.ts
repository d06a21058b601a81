// One HTTP exchange with the service over node:http(s): request out, whole answer in as text.
// Why not fetch: a full listing is hundreds of requests, and fetch's web streams, per-request
// abort signals and garbage cost the main process about twice the CPU of node:http with a
// keep-alive agent for the same pages (npm run bench -- sync). Plain Node, no Electron.
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';

/**
 * Connections are kept open between the requests of a pass (one agent per protocol, shared by
 * every client), and closed after this long unused: sooner than services and proxies drop idle
 * connections (Node 5 s, nginx 75 s), so a request is rarely sent on one the other end has
 * just closed. (The agent also honours a shorter `Keep-Alive: timeout` the service announces.)
 */
const IDLE_CONNECTION_MS = 4_000;
const agents = {
  http: new HttpAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  https: new HttpsAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
};

/** An answer larger than this is not a contact service's: refuse it rather than buffer it. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

export interface ExchangeRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Aborts the exchange (the engine stopping). */
  signal?: AbortSignal;
  /** Default MAX_ANSWER_BYTES. */
  maxAnswerBytes?: number;
}

/** Response headers, read the way fetch's Headers are (case-insensitive, null when absent). */
export class AnswerHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

export interface ExchangeAnswer {
  status: number;
  headers: AnswerHeaders;
  text: string;
}

/** What a timeout or the engine's abort rejects with; `name` is what errors.ts classifies. */
function namedError(name: 'TimeoutError' | 'AbortError', message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

export class AnswerTooLarge extends Error {
  constructor(limit: number) {
    super(`the answer is larger than ${limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${limit} bytes`}`);
    this.name = 'AnswerTooLarge';
  }
}

/**
 * The body, decompressed as its Content-Encoding says. An answer with no body (204, 304, a
 * length of 0) is read as it is whatever it declares; a stream that ends early is left to the
 * length check and the JSON parser rather than failing inside zlib (as fetch does).
 */
function decoded(res: IncomingMessage, method: string): Readable {
  if (method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304 || res.headers['content-length'] === '0') return res;
  switch ((res.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(createGunzip({ finishFlush: constants.Z_SYNC_FLUSH }));
    case 'deflate':
      return res.pipe(createInflate({ finishFlush: constants.Z_SYNC_FLUSH }));
    case 'br':
      return res.pipe(createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH }));
    default:
      return res;
  }
}

/** UTF-8 text, without the byte-order mark some services put first (JSON.parse refuses it). */
function utf8(chunks: Buffer[]): string {
  const text = Buffer.concat(chunks).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * An https:// connection whose TLS handshake failed: nothing was sent. OpenSSL reports some of
 * these only as EPROTO (e.g. "wrong version number": the address speaks plain http), which by
 * its code alone could be a connection lost mid-answer.
 */
export class TlsHandshakeFailed extends Error {
  readonly code: string | undefined;
  constructor(failure: NodeJS.ErrnoException & { reason?: string }) {
    // OpenSSL's own words ("...:SSL routines:ssl3_get_record:wrong version number:file:line:"),
    // without its address, function and source file.
    const reason = failure.reason ?? /SSL routines:[^:]*:([^:]+)/.exec(failure.message)?.[1] ?? failure.message;
    super(`the secure handshake failed (${reason}, ${failure.code ?? 'no code'})`);
    this.name = 'TlsHandshakeFailed';
    this.code = failure.code;
  }
}

/** A kept-alive connection failed before any answer came back on it. */
class ReusedConnectionFailed extends Error {
  constructor(readonly failure: Error) {
    super(failure.message);
  }
}

/**
 * Sends the request and reads the whole answer. Rejects with the transport's own error (its
 * `code` says why: ECONNREFUSED, ECONNRESET for a connection lost mid-answer, a TLS code), a
 * TimeoutError, an AbortError, or AnswerTooLarge. Redirects are not followed: a contact service
 * answers its own address.
 *
 * A GET that fails on a kept-alive connection before any answer is sent once more, on a
 * connection of its own: the race Node documents for reused connections (the other end closed
 * it as we wrote). Other methods are not: the service may have applied them, and that is for
 * the engine to settle.
 */
export async function exchange(url: string, init: ExchangeRequest): Promise<ExchangeAnswer> {
  try {
    return await exchangeOnce(url, init, false);
  } catch (error) {
    if (!(error instanceof ReusedConnectionFailed)) throw error;
    if (init.method !== 'GET') throw error.failure;
    return exchangeOnce(url, init, true);
  }
}

function exchangeOnce(url: string, init: ExchangeRequest, ownConnection: boolean): Promise<ExchangeAnswer> {
  return new Promise<ExchangeAnswer>((resolve, reject) => {
    if (init.signal?.aborted) return reject(namedError('AbortError', 'the request was cancelled'));
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...init.headers };
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
    const agent = ownConnection ? false : secure ? agents.https : agents.http;
    const req = (secure ? httpsRequest : httpRequest)(target, { method: init.method, headers, agent });
    let body: Readable | null = null;

    let settled = false;
    const finish = (error: Error | null, answer?: ExchangeAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
      if (error) {
        req.destroy();
        body?.destroy(); // a decompressor would otherwise go on inflating what it holds
        reject(error);
      } else resolve(answer!);
    };
    const timer = setTimeout(() => finish(namedError('TimeoutError', 'the service did not answer in time')), init.timeoutMs);
    const onAbort = () => finish(namedError('AbortError', 'the request was cancelled'));
    init.signal?.addEventListener('abort', onAbort, { once: true });

    // A reused connection is already secured; a new one is once its handshake is done.
    let secured = !secure;
    req.on('socket', (socket) => {
      if (req.reusedSocket) secured = true;
      else socket.once('secureConnect', () => (secured = true));
    });
    let answered = false;
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!secured && error.code === 'EPROTO') return finish(new TlsHandshakeFailed(error));
      const stale = !answered && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      finish(stale ? new ReusedConnectionFailed(error) : error);
    });
    req.on('response', (res) => {
      answered = true;
      const stream = decoded(res, init.method);
      body = stream;
      const chunks: Buffer[] = [];
      const limit = init.maxAnswerBytes ?? MAX_ANSWER_BYTES;
      let size = 0;
      res.on('error', (error) => finish(error));
      stream.on('error', (error) => finish(error));
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) return finish(new AnswerTooLarge(limit));
        chunks.push(chunk);
      });
      stream.on('end', () => {
        // A connection closed before the declared length arrived surfaces as res 'error'; this
        // guards the rest (e.g. a length header the transport did not enforce).
        if (!res.complete) return finish(Object.assign(new Error('the answer was cut short'), { code: 'ECONNRESET' }));
        finish(null, { status: res.statusCode ?? 0, headers: new AnswerHeaders(res.headers), text: utf8(chunks) });
      });
    });
    req.end(init.body);
  });
}
