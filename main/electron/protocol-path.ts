// Maps an app://rolodeck/… URL to a file inside the built renderer folder, and refuses anything
// that would land outside it: `..` segments (raw or percent-encoded), backslashes, NUL bytes,
// absolute or drive-letter paths, other hosts, and symlinks pointing out of the folder.
import { realpathSync } from 'node:fs';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME, parseUrl } from './app-origin';

export type PathResolution = { ok: true; file: string } | { ok: false; status: 400 | 403 | 404; reason: string };

function inside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('..');
}

export function resolveAppPath(root: string, url: string): PathResolution {
  const parsed = parseUrl(url);
  if (!parsed || parsed.protocol !== `${APP_SCHEME}:`) return { ok: false, status: 400, reason: 'not an app: URL' };
  if (parsed.host !== APP_HOST || parsed.username || parsed.password) return { ok: false, status: 403, reason: 'unknown host' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(parsed.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { ok: false, status: 400, reason: 'forbidden character' };
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..' || /^[a-zA-Z]:/.test(s))) return { ok: false, status: 403, reason: 'path escapes the app folder' };
  // A single-page app: extension-less paths are client-side routes and get the page itself.
  const relativePath = segments.length === 0 || extname(segments[segments.length - 1]!) === '' ? 'index.html' : segments.join('/');
  const rootResolved = resolve(root);
  const file = resolve(rootResolved, relativePath);
  if (!inside(rootResolved, file)) return { ok: false, status: 403, reason: 'path escapes the app folder' };
  // Symlinks are resolved too, so a link planted in the folder cannot serve files from elsewhere.
  // Inside an asar archive realpath answers the path itself, which is fine: asar has no links.
  let real: string;
  let realRoot: string;
  try {
    realRoot = realpathSync(rootResolved);
    real = realpathSync(file);
  } catch {
    return { ok: false, status: 404, reason: 'not found' };
  }
  if (!inside(realRoot, real)) return { ok: false, status: 403, reason: 'path escapes the app folder' };
  return { ok: true, file: real };
}
