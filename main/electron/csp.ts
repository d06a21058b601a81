// The Content-Security-Policy and companion headers put on every app:// response (pages,
// scripts, errors alike). The renderer talks to main over IPC, so it needs no network at all:
// no remote scripts, no eval, no plugins, no frames, no form posts.
import { PERMISSIONS_POLICY } from '../core/page-permissions';

export const CSP_DIRECTIVES: Readonly<Record<string, string>> = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'manifest-src': "'self'",
  'worker-src': "'self'",
  'media-src': "'none'",
  'object-src': "'none'",
  'frame-src': "'none'",
  'child-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
  'frame-ancestors': "'none'",
};

export function contentSecurityPolicy(directives: Readonly<Record<string, string>> = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Parses a CSP header back into directive → source list (used by tests and diagnostics). */
export function parseCsp(header: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) result.set(name.toLowerCase(), sources);
  }
  return result;
}

export function securityHeaders(): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cache-control': 'no-cache',
  };
}
