// The CSP the app:// handler puts on every response, and the built page it protects: the page
// must work under that CSP (no inline script, no remote code), so the policy never needs loosening.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler } from '../../../main/electron/app-protocol';
import { contentSecurityPolicy, CSP_DIRECTIVES, parseCsp } from '../../../main/electron/csp';

const ROOT = resolve(__dirname, '..', '..', '..');
const RENDERER = join(ROOT, 'dist', 'renderer');

describe('Content-Security-Policy', () => {
  const csp = parseCsp(contentSecurityPolicy());

  it('allows scripts from the app itself only', () => {
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
  });

  it('has no eval, no inline code, no remote or wildcard sources anywhere', () => {
    for (const [directive, sources] of csp) {
      for (const source of sources) {
        expect(source, directive).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe-eval|unsafe-hashes|^\*$|^https?:|^wss?:|^file:|^app:/);
      }
    }
  });

  it('is what the directive table says (one source of truth)', () => {
    expect([...csp.keys()]).toEqual(Object.keys(CSP_DIRECTIVES));
  });
});

describe('the built renderer page', () => {
  let html = '';
  beforeAll(() => {
    if (!existsSync(join(RENDERER, 'index.html'))) {
      console.log('built-page-csp: dist/renderer is missing, building the renderer (npm run build:renderer)');
      const build = spawnSync('npm', ['run', 'build:renderer', '--silent'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
      if (build.status !== 0) throw new Error(`renderer build failed: ${build.stderr || build.stdout}`);
    } else {
      console.log('built-page-csp: checking the existing dist/renderer/index.html');
    }
    html = readFileSync(join(RENDERER, 'index.html'), 'utf8');
  }, 200_000);

  it('has no inline scripts, inline handlers or javascript: URLs', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, 'every script has a src').toMatch(/\bsrc=/i);
      expect(body!.trim(), 'no inline script body').toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('loads nothing from outside the app', () => {
    const urls = [...html.matchAll(/\b(?:src|href)=["']([^"']+)["']/gi)].map((m) => m[1]!);
    for (const url of urls) expect(url, url).not.toMatch(/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i);
  });

  it('is served through app:// with the CSP, and so is every script and stylesheet it loads', async () => {
    const handle = createAppProtocolHandler(RENDERER);
    const page = await handle(new Request('app://rolodeck/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    const assets = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)=["']([^"']+)["']/gi)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await handle(new Request(new URL(asset, 'app://rolodeck/index.html').href));
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('content-security-policy'), asset).toBe(contentSecurityPolicy());
    }
  });
});
