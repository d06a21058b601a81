// The client's HTTP transport, against small real servers on 127.0.0.1: what it reads (status,
// headers, compressed bodies), and each way an answer can go wrong — too large, a redirect, no
// answer in time, a connection cut mid-answer, the engine stopping — as the error the sync
// engine classifies.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteClient } from '../../main/sync/client';
import { RemoteFailure } from '../../main/sync/errors';
import { exchange } from '../../main/sync/http-exchange';

type Route = (req: IncomingMessage, res: ServerResponse) => void;
const routes: Record<string, Route> = {
  '/json': (req, res) => res.writeHead(200, { 'content-type': 'application/json', 'X-Echo': req.headers.authorization ?? '' }).end('{"hello":"wörld"}'),
  '/gzip': (_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync('{"compressed":true}')),
  '/large': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ filler: 'x'.repeat(4096) })),
  '/moved': (_req, res) => res.writeHead(301, { location: 'https://contacts.example/api/contacts' }).end(),
  '/applied-then-moved': (_req, res) => res.writeHead(303, { location: '/api/contacts/c1' }).end(),
  '/empty-gzip': (_req, res) => res.writeHead(204, { 'content-encoding': 'gzip' }).end(),
  '/bom': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('\uFEFF{"bom":true}'),
  '/bad-gzip': (_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end('this is not gzip'),
  '/hang': () => {}, // never answers
  '/cut': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    res.write('{"hydra:member": [');
    setTimeout(() => res.socket?.destroy(), 20);
  },
};

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => (routes[req.url ?? ''] ?? ((_q, r) => r.writeHead(404).end()))(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const failureOf = async (promise: Promise<unknown>): Promise<RemoteFailure> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteFailure);
  return error as RemoteFailure;
};

describe('exchange', () => {
  it('sends the headers and reads status, headers and the body as UTF-8', async () => {
    const answer = await exchange(`${url}/json`, { method: 'GET', headers: { authorization: 'Bearer abc' }, timeoutMs: 5_000 });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-ECHO')).toBe('Bearer abc');
    expect(answer.headers.get('retry-after')).toBeNull();
    expect(JSON.parse(answer.text)).toEqual({ hello: 'wörld' });
  });

  it('decodes a gzip-compressed answer', async () => {
    const answer = await exchange(`${url}/gzip`, { method: 'GET', headers: {}, timeoutMs: 5_000 });
    expect(JSON.parse(answer.text)).toEqual({ compressed: true });
  });

  it('reads an answer without a body as empty, whatever encoding it declares', async () => {
    const answer = await exchange(`${url}/empty-gzip`, { method: 'PATCH', headers: {}, body: '{}', timeoutMs: 5_000 });
    expect(answer).toMatchObject({ status: 204, text: '' });
  });

  it('drops a byte-order mark before the JSON', async () => {
    const answer = await exchange(`${url}/bom`, { method: 'GET', headers: {}, timeoutMs: 5_000 });
    expect(JSON.parse(answer.text)).toEqual({ bom: true });
  });
});

describe('a kept-alive connection the service closes', () => {
  // This service answers the first request on each connection and drops the connection on the
  // next one without answering: what a client meets when it reuses a connection just as the
  // other end closes it.
  let flaky: Server;
  let flakyUrl: string;
  const seen: string[] = [];
  beforeAll(async () => {
    const served = new WeakMap<object, number>();
    flaky = createServer((req, res) => {
      const n = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, n);
      seen.push(`${req.method} ${n === 1 ? 'answered' : 'dropped'}`);
      if (n > 1) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', () => r()));
    flakyUrl = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    flaky.closeAllConnections();
    await new Promise((r) => flaky.close(r));
  });

  it('sends a GET again on a new connection', async () => {
    seen.length = 0;
    const client = new RemoteClient({ baseUrl: flakyUrl, token: 't' });
    await client.request('GET', '/a');
    await expect(client.request('GET', '/b')).resolves.toMatchObject({ status: 200, body: { ok: true } });
    expect(seen).toEqual(['GET answered', 'GET dropped', 'GET answered']);
  });

  it('does not send a change again: the service may have applied it', async () => {
    const client = new RemoteClient({ baseUrl: flakyUrl, token: 't' });
    await client.request('GET', '/a'); // leaves a kept-alive connection that has answered once
    seen.length = 0;
    const failure = await failureOf(client.request('POST', '/api/contacts/x/emails/send', { body: {}, idempotencyKey: 'k' }));
    expect(failure.kind).toBe('ambiguous');
    expect(seen).toEqual(['POST dropped']);
  });
});

describe('RemoteClient over the transport', () => {
  const client = (options: Partial<ConstructorParameters<typeof RemoteClient>[0]> = {}) => new RemoteClient({ baseUrl: url, token: 't', timeoutMs: 5_000, ...options });

  it('refuses an answer larger than the limit as one it cannot read', async () => {
    const failure = await failureOf(client({ maxAnswerBytes: 1024 }).request('GET', '/large'));
    expect(failure.kind).toBe('malformed');
    expect(failure.message).toMatch(/cannot read.*larger than 1024 bytes/);
    // Under the limit the same answer reads fine.
    await expect(client().request('GET', '/large')).resolves.toMatchObject({ status: 200 });
  });

  it('does not follow a redirect, and names where it points', async () => {
    const failure = await failureOf(client().request('GET', '/moved'));
    expect(failure.kind).toBe('rejected');
    expect(failure.status).toBe(301);
    expect(failure.message).toContain('https://contacts.example/api/contacts');
  });

  it('treats a redirect after a change as a change that may have been applied', async () => {
    const failure = await failureOf(client().request('POST', '/applied-then-moved', { body: {}, idempotencyKey: 'k' }));
    expect(failure.kind).toBe('ambiguous');
    expect(failure.message).toContain('/api/contacts/c1');
  });

  it('names a body whose compression is broken: unreadable for a read, unsettled for a change', async () => {
    const read = await failureOf(client().request('GET', '/bad-gzip'));
    expect(read.kind).toBe('malformed');
    expect(read.message).toMatch(/compressed body could not be read/);
    const write = await failureOf(client().request('POST', '/bad-gzip', { body: {}, idempotencyKey: 'k' }));
    expect(write.kind).toBe('ambiguous');
  });

  it('gives up on a service that does not answer in time: the request may have been applied', async () => {
    const failure = await failureOf(client({ timeoutMs: 100 }).request('GET', '/hang'));
    expect(failure.kind).toBe('ambiguous');
    expect(failure.message).toMatch(/did not answer in time/);
  });

  it('treats an answer cut short as lost, not as an answer', async () => {
    const failure = await failureOf(client().request('GET', '/cut'));
    expect(failure.kind).toBe('ambiguous');
    expect(failure.message).toMatch(/connection lost/);
  });

  it('lets many requests in flight listen for the same stop signal', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const shared = client({ signal: new AbortController().signal });
    const answers = await Promise.all(Array.from({ length: 12 }, () => shared.request('GET', '/json')));
    await new Promise((r) => setTimeout(r, 10)); // warnings are emitted on a later tick
    process.off('warning', onWarning);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('stops a request in flight when the engine stops', async () => {
    const stop = new AbortController();
    const pending = client({ signal: stop.signal, timeoutMs: 60_000 }).request('GET', '/hang');
    setTimeout(() => stop.abort(), 50);
    // The service never answers and the timeout is far off: only the abort can end it.
    const failure = await failureOf(pending);
    expect(failure.kind).toBe('ambiguous');
    expect(failure.message).toMatch(/cancelled/);
  });
});

describe('where the token goes', () => {
  it('sends a link the service gave to its own origin as it is, and one to another origin as a path on the service', async () => {
    const own = new RemoteClient({ baseUrl: url, token: 't', timeoutMs: 5_000 });
    const at = own.baseUrl;
    expect(own.url('/api/contacts?page=2')).toBe(`${at}/api/contacts?page=2`);
    expect(own.url(`${at}/api/contacts?page=3`)).toBe(`${at}/api/contacts?page=3`);
    expect(own.url('http://internal.proxy:8080/api/contacts?page=4')).toBe(`${at}/api/contacts?page=4`);
    expect(own.url('https://elsewhere.example/json')).toBe(`${at}/json`);
    // Followed for real: the answer comes from the service, with the token, not from elsewhere.
    const answer = await own.request('GET', 'http://127.0.0.2:1/json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-echo')).toBe('Bearer t');
  });
});
