// A deployment of the contact service that makes the other choices DESIGN.md says Rolodeck must
// accept: a proxy on 127.0.0.1 in front of the reference server that answers collections with
// unprefixed keys (`member`, `totalItems`, `@type: Collection`) and no paging view, lists 60
// contacts a page (two of the reference's pages), names pipeline states by `@id` alone, and
// answers validation errors with 400 instead of 422 (violations and all). Everything else passes through as it is.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The reference's collection document in the unprefixed dialect, without a view. */
function unprefixed(doc: any, members: any[]): any {
  const { 'hydra:member': _m, 'hydra:totalItems': total, 'hydra:view': _v, ...rest } = doc;
  return { ...rest, '@type': 'Collection', member: members, totalItems: total };
}

export interface VariantDeployment {
  url: string;
  close(): Promise<void>;
}

export async function startVariantDeployment(referenceUrl: string): Promise<VariantDeployment> {
  const forward = (req: IncomingMessage, path: string, body?: Buffer) =>
    fetch(referenceUrl + path, {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>,
      body: body && body.length ? body : undefined,
    });

  /** The reference's answer as it is, but a validation error (422 with violations) is a 400. */
  async function passThrough(res: ServerResponse, answer: Response): Promise<void> {
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
    });
    let body = Buffer.from(await answer.arrayBuffer());
    let status = answer.status;
    if (status === 422) {
      const problem = JSON.parse(body.toString('utf8'));
      if (problem.violations) {
        status = 400;
        body = Buffer.from(JSON.stringify({ ...problem, status, title: 'Bad Request' }));
      }
    }
    res.writeHead(status, headers).end(body);
  }

  const server: Server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://variant');
      const pageOf = (n: number) => {
        const q = new URLSearchParams(url.searchParams);
        q.set('page', String(n));
        return forward(req, `${url.pathname}?${q}`);
      };
      const page = Number(url.searchParams.get('page') ?? '1');
      let doc: any;
      if (req.method === 'GET' && url.pathname === '/api/contacts' && !url.searchParams.has('email') && Number.isInteger(page) && page >= 1) {
        // 60 a page: this page is the reference's pages 2n-1 and 2n.
        const a = await pageOf(2 * page - 1);
        if (a.status !== 200) return await passThrough(res, a);
        const first = (await a.json()) as any;
        const second = (await (await pageOf(2 * page)).json()) as any;
        doc = unprefixed(first, [...first['hydra:member'], ...second['hydra:member']]);
      } else if (req.method === 'GET' && (url.pathname === '/api/contacts' || url.pathname === '/api/pipeline_states')) {
        const answer = await forward(req, url.pathname + url.search);
        if (answer.status !== 200) return await passThrough(res, answer);
        const json = (await answer.json()) as any;
        const members = url.pathname === '/api/pipeline_states' ? json['hydra:member'].map(({ id: _id, ...state }: any) => state) : json['hydra:member'];
        doc = unprefixed(json, members);
      } else {
        return await passThrough(res, await forward(req, url.pathname + url.search, body));
      }
      res.writeHead(200, { 'content-type': 'application/ld+json; charset=utf-8' }).end(JSON.stringify(doc));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
