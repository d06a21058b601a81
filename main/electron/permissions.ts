// Web permissions the renderer may have: none, except writing plain text to the clipboard
// ("Copy email address") from our own page. Notifications come from the main process (native
// Notification), so the page never needs the notifications permission.
import { isAppUrl } from './app-origin';

const allowedFromApp: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/** For session.setPermissionRequestHandler and setPermissionCheckHandler alike. */
export function isPermissionAllowed(permission: string, requestingUrl: string | null | undefined): boolean {
  return allowedFromApp.has(permission) && isAppUrl(requestingUrl ?? '');
}
