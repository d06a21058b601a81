// A fault-injecting HTTP proxy on 127.0.0.1 between the app and the reference service. Each
// request gets a fault chosen by a plan (a function, usually driven by a seeded generator):
//   pass          forward untouched
//   delay         wait, then forward
//   drop          close the connection before forwarding (the service never sees it)
//   status        answer 500/503/429 (with Retry-After) without forwarding
//   lost          forward, let the service apply it, then drop the connection (answer lost)
//   truncate      forward, then send the headers and half the body and drop the connection
//   answer        answer a given body without forwarding (malformed or foreign answers)
//   rewrite       forward, then rewrite the body (e.g. `member` instead of `hydra:member`), and
//                 optionally the status and headers (answers the spec leaves open: 204, Location);
//                 a rewrite that answers a promise holds the answer until then
//   hold          wait until a promise settles, then deal with the request as `then` says (a
//                 request held at a point another action is made to happen meanwhile)
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  | { kind: 'pass' }
  | { kind: 'delay'; ms: number }
  | { kind: 'drop' }
  | { kind: 'status'; status: 500 | 502 | 503 | 429; retryAfter?: string }
  | { kind: 'lost' }
  | { kind: 'truncate' }
  /** Answer this instead, without forwarding (a broken or foreign server). */
  | { kind: 'answer'; status: number; body: string; contentType?: string; headers?: Record<string, string> }
  /**
   * Forward, then rewrite the service's answer body (other dialects of the same API); `status`
   * replaces its status, `headers` (given the service's body) adds or replaces headers.
   */
  | { kind: 'rewrite'; fn: (body: string) => string | Promise<string>; status?: number; headers?: (body: string) => Record<string, string> }
  /** Wait for `until`, then deal with the request as `then` says (pass when not given). */
  | { kind: 'hold'; until: Promise<unknown>; then?: Exclude<Fault, { kind: 'hold' }> };

export interface ProxiedRequest {
  method: string;
  path: string;
  body: string;
  idempotencyKey: string | null;
  /** The request's Accept and Content-Type headers (null when absent). */
  accept: string | null;
  contentType: string | null;
  fault: Fault['kind'];
  /** Whether the service received the request. */
  forwarded: boolean;
  /** The service's status, when it answered. */
  status: number | null;
}

export type FaultPlan = (req: { method: string; path: string; body: string }) => Fault;

export interface FaultProxy {
  url: string;
  log: ProxiedRequest[];
  setPlan(plan: FaultPlan): void;
  /** Stop listening (connections are refused: the service looks down), or listen again. */
  setDown(down: boolean): Promise<void>;
  /** Resolves once every request it took has been dealt with (a delayed one forwarded too). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const PASS: FaultPlan = () => ({ kind: 'pass' });

/** A plan that injects each fault kind with the given probability, from a seeded random source. */
export function randomPlan(random: () => number, rates: Partial<Record<Exclude<Fault['kind'], 'pass'>, number>>, retryAfter = '0'): FaultPlan {
  return () => {
    let r = random();
    for (const [kind, rate] of Object.entries(rates) as [Exclude<Fault['kind'], 'pass'>, number][]) {
      if (r < rate) {
        switch (kind) {
          case 'delay':
            return { kind, ms: Math.floor(random() * 30) };
          case 'status': {
            const statuses = [500, 502, 503, 429] as const;
            return { kind, status: statuses[Math.floor(random() * statuses.length)]!, retryAfter };
          }
          default:
            return { kind } as Fault;
        }
      }
      r -= rate;
    }
    return { kind: 'pass' };
  };
}

export { seeded } from '../../helpers/prng';

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function forward(target: URL, req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: target.host };
    delete headers.connection;
    const out = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: false },
      (res) => {
        readBody(res).then((b) => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: b }), reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  let plan: FaultPlan = PASS;
  let down = false;
  const log: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const entry: ProxiedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      body: body.toString('utf8'),
      idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
      accept: req.headers.accept ?? null,
      contentType: req.headers['content-type'] ?? null,
      fault: 'pass',
      forwarded: false,
      status: null,
    };
    let fault = plan({ method: entry.method, path: entry.path, body: entry.body });
    entry.fault = fault.kind;
    log.push(entry);
    if (fault.kind === 'hold') {
      await fault.until;
      fault = fault.then ?? { kind: 'pass' };
      entry.fault = fault.kind;
    }
    if (fault.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/problem+json' };
      if (fault.retryAfter !== undefined && (fault.status === 429 || fault.status === 503)) headers['retry-after'] = fault.retryAfter;
      res.writeHead(fault.status, headers).end(JSON.stringify({ title: 'Injected fault', status: fault.status, detail: `fault proxy answered ${fault.status}` }));
      return;
    }
    if (fault.kind === 'answer') {
      res.writeHead(fault.status, { 'content-type': fault.contentType ?? 'application/json', ...fault.headers }).end(fault.body);
      return;
    }
    if (fault.kind === 'delay') await new Promise((r) => setTimeout(r, fault.ms));
    let answer;
    try {
      answer = await forward(target, req, body);
    } catch {
      req.socket.destroy();
      return;
    }
    entry.forwarded = true;
    entry.status = answer.status;
    if (fault.kind === 'lost') {
      req.socket.destroy();
      return;
    }
    const headers = { ...answer.headers };
    if (fault.kind === 'rewrite') {
      const original = answer.body.toString('utf8');
      answer.body = Buffer.from(await fault.fn(original));
      if (fault.status !== undefined) answer.status = fault.status;
      Object.assign(headers, fault.headers?.(original));
    }
    delete headers['transfer-encoding'];
    delete headers.connection;
    headers['content-length'] = String(answer.body.length);
    if (fault.kind === 'truncate' && answer.body.length > 1) {
      res.writeHead(answer.status, headers);
      res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)), () => req.socket.destroy());
      return;
    }
    res.writeHead(answer.status, headers).end(answer.body);
  };

  const inFlight = new Set<Promise<void>>();
  const server: Server = createServer((req, res) => {
    const handled = handle(req, res).catch(() => void req.socket.destroy());
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    setPlan: (p) => {
      plan = p;
    },
    setDown: async (d) => {
      if (d === down) return;
      down = d;
      if (d) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) s.destroy();
        await closed;
      } else {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    settled: async () => {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      if (!down) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
