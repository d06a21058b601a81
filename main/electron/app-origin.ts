// Where the renderer lives: a privileged custom scheme, never file://. One host, so "our origin"
// is a single string every guard (navigation, IPC sender, permissions, requests) compares with.
export const APP_SCHEME = 'app';
export const APP_HOST = 'rolodeck';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const START_URL = `${APP_ORIGIN}/index.html`;

/** Parses a URL, or null when it is not one (guards treat unparsable input as hostile). */
export function parseUrl(url: unknown): URL | null {
  if (typeof url !== 'string' || url.length > 8192) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True for app://rolodeck/… exactly: not another host, not credentials, not a look-alike. */
export function isAppUrl(url: unknown): boolean {
  const parsed = parseUrl(url);
  return (
    parsed !== null &&
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
