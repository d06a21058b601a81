// Serves the built renderer from one folder, refusing anything that would resolve outside it.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The file under `root` that `urlPath` names, or null when it would escape `root`. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const rootResolved = resolve(root);
  const file = resolve(rootResolved, relative);
  return file === rootResolved || file.startsWith(rootResolved + sep) ? file : null;
}

export async function readStatic(root: string, urlPath: string): Promise<{ status: number; type: string; body: Buffer | string }> {
  const file = resolveInside(root, urlPath);
  if (!file) return { status: 400, type: 'text/plain', body: 'Bad path' };
  try {
    return { status: 200, type: types[extname(file)] ?? 'application/octet-stream', body: await readFile(file) };
  } catch {
    return { status: 404, type: 'text/plain', body: 'Not found' };
  }
}
