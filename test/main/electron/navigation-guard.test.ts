// What the window may navigate to, what opens in the browser, and what the session may fetch.
import { describe, expect, it } from 'vitest';
import { isAppUrl } from '../../../main/electron/app-origin';
import { checkExternalUrl, decideNavigation, isAllowedRendererRequest } from '../../../main/electron/navigation-guard';
import { isPermissionAllowed } from '../../../main/electron/permissions';

describe('our origin', () => {
  it.each([
    ['app://rolodeck/index.html', true],
    ['app://rolodeck/assets/x.js?v=1#a', true],
    ['app://rolodeck', true],
    ['app://other/index.html', false],
    ['app://rolodeck.evil.com/', false],
    ['app://user:pw@rolodeck/', false],
    ['https://rolodeck/', false],
    ['file:///etc/passwd', false],
    ['', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => expect(isAppUrl(url)).toBe(expected));
});

describe('external links', () => {
  it('opens plain https links to public hosts, normalized', () => {
    expect(checkExternalUrl('https://www.example.com/path?q=1')).toEqual({ ok: true, url: 'https://www.example.com/path?q=1' });
    expect(checkExternalUrl('https://EXAMPLE.com')).toEqual({ ok: true, url: 'https://example.com/' });
    expect(checkExternalUrl('https://93.184.216.34/')).toMatchObject({ ok: true });
  });

  it('opens a contact\'s plain http website, and an email address in the mail program with nothing but the address', () => {
    expect(checkExternalUrl('http://example.com/about')).toEqual({ ok: true, url: 'http://example.com/about' });
    expect(checkExternalUrl('mailto:ada@example.com')).toEqual({ ok: true, url: 'mailto:ada@example.com' });
  });

  it.each([
    ['file:///etc/passwd', 'only web'],
    ['javascript:alert(1)', 'only web'],
    ['smb://host/share', 'only web'],
    ['http://localhost:8080/', 'public host'],
    ['http://192.168.1.1/', 'local or private'],
    ['mailto:ada@example.com?attach=/etc/passwd', 'address only'],
    ['mailto:ada@example.com?body=hello', 'address only'],
    ['mailto:ada@example.com,eve@example.com', 'one email address'],
    ['mailto:?to=eve@example.com', 'address only'],
    ['mailto:not-an-address', 'one email address'],
    ['ms-msdt:/id PCWDiagnostic', 'whitespace'],
    ['https://user:secret@example.com/', 'credentials'],
    ['https://localhost/', 'public host'],
    ['https://intranet/', 'public host'],
    ['https://printer.local/', 'local host name'],
    ['https://127.0.0.1/', 'local or private'],
    ['https://10.0.0.8/', 'local or private'],
    ['https://192.168.1.1/admin', 'local or private'],
    ['https://[::1]/', 'local or private'],
    ['https://172.16.5.4/', 'local or private'],
    ['https://169.254.169.254/latest/meta-data', 'local or private'],
    ['https://100.64.0.1/', 'local or private'],
    ['https://[fd00::1]/', 'local or private'],
    ['https://[::ffff:127.0.0.1]/', 'local or private'],
    ['https://[::7f00:1]/', 'local or private'],
    ['https://[64:ff9b::7f00:1]/', 'local or private'],
    // Spellings of 127.0.0.1 that the URL parser normalizes: judged after parsing, not before.
    ['https://0x7f000001/', 'local or private'],
    ['https://127.1/', 'local or private'],
    ['https://2130706433/', 'local or private'],
    ['https://foo.localhost./', 'local host name'],
    ['https://example.com/\nx', 'whitespace'],
    [' https://example.com/', 'whitespace'],
    [`https://example.com/${'a'.repeat(3000)}`, 'too long'],
    ['', 'not a URL'],
  ])('refuses %s', (url, reason) => {
    const result = checkExternalUrl(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('refuses anything that is not a string', () => {
    expect(checkExternalUrl(undefined).ok).toBe(false);
    expect(checkExternalUrl({ href: 'https://example.com' }).ok).toBe(false);
  });
});

describe('navigation and new windows', () => {
  it('never navigates the app window; a good link goes to the browser', () => {
    expect(decideNavigation('https://example.com/a')).toEqual({ action: 'deny-and-open-externally', url: 'https://example.com/a' });
    expect(decideNavigation('http://example.com/a')).toEqual({ action: 'deny-and-open-externally', url: 'http://example.com/a' });
    expect(decideNavigation('mailto:ada@example.com')).toEqual({ action: 'deny-and-open-externally', url: 'mailto:ada@example.com' });
    expect(decideNavigation('mailto:ada@example.com?attach=%2Fetc%2Fpasswd')).toEqual({ action: 'deny' });
    expect(decideNavigation('app://rolodeck/other.html')).toEqual({ action: 'deny' });
    expect(decideNavigation('file:///home/user/.ssh/id_rsa')).toEqual({ action: 'deny' });
    expect(decideNavigation('about:blank')).toEqual({ action: 'deny' });
  });
});

describe('renderer network requests', () => {
  it('only our scheme and Chromium-internal data/blob/devtools URLs', () => {
    expect(isAllowedRendererRequest('app://rolodeck/assets/index.js')).toBe(true);
    expect(isAllowedRendererRequest('data:image/png;base64,AAAA')).toBe(true);
    expect(isAllowedRendererRequest('devtools://devtools/bundled/inspector.html')).toBe(true);
    expect(isAllowedRendererRequest('https://cdn.example.com/x.js')).toBe(false);
    expect(isAllowedRendererRequest('http://127.0.0.1:8080/api')).toBe(false);
    expect(isAllowedRendererRequest('ws://127.0.0.1:1/')).toBe(false);
    expect(isAllowedRendererRequest('file:///etc/passwd')).toBe(false);
  });
});

describe('web permissions', () => {
  it('are denied by default, for every origin', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown']) {
      expect(isPermissionAllowed(permission, 'app://rolodeck/index.html')).toBe(false);
    }
  });
  it('plain-text clipboard writes only from our own page', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://rolodeck')).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://example.com')).toBe(false);
    expect(isPermissionAllowed('clipboard-sanitized-write', null)).toBe(false);
  });
});
