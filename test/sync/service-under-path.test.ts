// A service published under a path of its host (https://host/crm), as a gateway or a shared
// host puts one. It writes its links from the host's root, as API Platform writes its IRIs
// (/crm/api/contacts?page=2): the app follows them there, and does not ask for /crm/crm/….
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const PREFIX = '/crm';

/** Every path the service wrote ("/api/…"), as seen from the host's root. */
function fromRoot(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('/api/') ? `${PREFIX}${value}` : value;
  if (Array.isArray(value)) return value.map(fromRoot);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromRoot(v)]));
  return value;
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * The reference service under PREFIX. Its listing says neither how many contacts there are nor
 * which page is the last, only the next one, so the app walks the links.
 */
async function gateway(target: string): Promise<{ url: string; asked: string[]; server: Server }> {
  const asked: string[] = [];
  const server = createServer(async (req, res) => {
    asked.push(`${req.method} ${req.url}`);
    if (!req.url!.startsWith(`${PREFIX}/`)) {
      res.writeHead(404, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ title: 'Not Found', status: 404 }));
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name))) as Record<string, string>;
    const body = req.method === 'GET' ? undefined : await bodyOf(req);
    const answer = await fetch(`${target}${req.url!.slice(PREFIX.length)}`, { method: req.method, headers, body });
    let json = (await answer.text()) || null;
    if (json) {
      const parsed = fromRoot(JSON.parse(json)) as Record<string, any>;
      if (parsed['hydra:member']) {
        delete parsed['hydra:totalItems'];
        if (parsed['hydra:view']) delete parsed['hydra:view']['hydra:last'];
      }
      json = JSON.stringify(parsed);
    }
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(json ?? undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, server };
}

describe('a service under a path of its host', () => {
  let front: Awaited<ReturnType<typeof gateway>> | undefined;
  afterAll(() => new Promise<void>((resolve) => (front ? front.server.close(() => resolve()) : resolve())));

  it('follows its next-page links from the host root, and sends changes under its path', async () => {
    front = await gateway(service.server.url);
    for (let i = 1; i <= 45; i++) await service.api.ok('POST', '/api/contacts', { name: `Path Person ${String(i).padStart(2, '0')}` });
    app = await startTestApp({ serviceUrl: `${front.url}${PREFIX}`, token: service.token });

    expect(await app.drain()).toMatchObject({ lastError: null });
    const listed = await app.call('contacts.list', { query: 'Path Person', limit: 100 });
    expect(listed.total).toBe(45);
    const pages = front.asked.filter((line) => line.startsWith('GET') && line.includes('/api/contacts?page='));
    expect(pages).toEqual(expect.arrayContaining([`GET ${PREFIX}/api/contacts?page=1`, `GET ${PREFIX}/api/contacts?page=2`]));
    expect(front.asked.filter((line) => line.includes(`${PREFIX}${PREFIX}`))).toEqual([]);

    // A contact made here reaches the service under its path.
    await app.call('contacts.create', { name: 'Path Newcomer', emails: ['newcomer@example.com'] });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect((await service.api.allContacts()).map((c) => c.name)).toContain('Path Newcomer');
    expect(front.asked).toContain(`POST ${PREFIX}/api/contacts`);
  });
});
