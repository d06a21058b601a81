// The app:// request handler, as a plain function from a Fetch Request to a Fetch Response, so it
// runs under Node in tests exactly as Electron's protocol.handle calls it. Every answer, errors
// included, carries the security headers (CSP first of all).
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { securityHeaders } from './csp';
import { resolveAppPath } from './protocol-path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...securityHeaders(), 'content-type': 'text/plain; charset=utf-8', ...extra } });
}

export function createAppProtocolHandler(rendererFolder: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed', { allow: 'GET, HEAD' });
    const resolved = resolveAppPath(rendererFolder, request.url);
    if (!resolved.ok) return plain(resolved.status, resolved.status === 404 ? 'Not found' : 'Forbidden');
    let body: Buffer;
    try {
      body = await readFile(resolved.file);
    } catch {
      return plain(404, 'Not found');
    }
    const headers = {
      ...securityHeaders(),
      'content-type': contentTypes[extname(resolved.file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(body.length),
    };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}
