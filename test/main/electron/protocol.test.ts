// The app:// handler, driven with real Fetch Requests over a real folder, as protocol.handle
// would call it: files inside the folder are served with the CSP; nothing outside ever is.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler } from '../../../main/electron/app-protocol';
import { contentSecurityPolicy } from '../../../main/electron/csp';
import { resolveAppPath } from '../../../main/electron/protocol-path';

let base: string;
let root: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'rolodeck-protocol-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'a b.css'), 'body{}');
  writeFileSync(join(base, 'secret.txt'), 'TOP SECRET');
  mkdirSync(join(base, 'renderer-evil'));
  writeFileSync(join(base, 'renderer-evil', 'x.js'), 'evil');
  try {
    symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'));
  } catch {
    // No symlinks on this file system (Windows without privilege): that case cannot happen there.
  }
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('protocol path guard', () => {
  it('maps app URLs to files inside the folder', () => {
    expect(resolveAppPath(root, 'app://rolodeck/assets/app.js')).toEqual({ ok: true, file: join(root, 'assets', 'app.js') });
    expect(resolveAppPath(root, 'app://rolodeck/assets/a%20b.css')).toMatchObject({ ok: true });
    expect(resolveAppPath(root, 'app://rolodeck/')).toEqual({ ok: true, file: join(root, 'index.html') });
    expect(resolveAppPath(root, 'app://rolodeck/contacts/123')).toEqual({ ok: true, file: join(root, 'index.html') });
  });

  it.each([
    'app://rolodeck/..%2fsecret.txt',
    'app://rolodeck/%2e%2e/secret.txt',
    'app://rolodeck/assets/..%2f..%2fsecret.txt',
    'app://rolodeck/..%5csecret.txt',
    'app://rolodeck/assets%5c..%5c..%5csecret.txt',
    'app://rolodeck/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    'app://rolodeck/..%2frenderer-evil%2fx.js',
    'app://rolodeck/index.html%00.js',
    'app://rolodeck/C:%2fWindows%2fwin.ini',
    'app://rolodeck/%E0%A4%A',
    'app://evil/index.html',
    'app://user@rolodeck/index.html',
    'file:///etc/passwd',
  ])('refuses %s', (url) => {
    expect(resolveAppPath(root, url).ok).toBe(false);
  });

  it('refuses a symlink that points out of the folder', () => {
    const result = resolveAppPath(root, 'app://rolodeck/assets/link.txt');
    expect(result.ok).toBe(false);
  });

  it('answers 404 for a missing file', () => {
    expect(resolveAppPath(root, 'app://rolodeck/assets/missing.js')).toMatchObject({ ok: false, status: 404 });
  });
});

describe('app:// handler', () => {
  const handle = () => createAppProtocolHandler(root);

  it('serves files with their type and the CSP', async () => {
    const response = await handle()(new Request('app://rolodeck/assets/app.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves the page at the root with the CSP', async () => {
    const response = await handle()(new Request('app://rolodeck/'));
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('turns off the camera, microphone, location, devices (Bluetooth included) and screen capture for the page', async () => {
    const response = await handle()(new Request('app://rolodeck/'));
    const policy = (response.headers.get('permissions-policy') ?? '').split(',').map((entry) => entry.trim());
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid', 'bluetooth', 'display-capture', 'payment']) {
      expect(policy, feature).toContain(`${feature}=()`);
    }
    expect(policy.some((entry) => entry.startsWith('clipboard-write'))).toBe(false);
  });

  it('never leaks a file outside the folder, and errors carry the CSP too', async () => {
    for (const url of ['app://rolodeck/..%2fsecret.txt', 'app://rolodeck/assets/link.txt', 'app://evil/index.html', 'app://rolodeck/assets/nope.js']) {
      const response = await handle()(new Request(url));
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain('TOP SECRET');
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    }
  });

  it('only reads (GET/HEAD)', async () => {
    const post = await handle()(new Request('app://rolodeck/index.html', { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
    const head = await handle()(new Request('app://rolodeck/index.html', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
