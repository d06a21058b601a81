// Settings → "Test connection": success, or the exact reason it fails. The token is kept in
// the main process and never comes back through the API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttp, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSecretStore } from '../../main/core/secrets';
import { lanAddress } from '../helpers/lan';
import { startTestApp, type TestApp } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
let tls: Server;
let html: Server;
let certDir: string;
const portOf = (s: Server) => (s.address() as AddressInfo).port;
const listen = (s: Server) => new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));

beforeAll(async () => {
  service = await startTestService();
  app = await startTestApp();
  certDir = mkdtempSync(join(tmpdir(), 'rolodeck-cert-'));
  // A self-signed certificate, as a misconfigured or intercepted service would present.
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem')], { stdio: 'ignore' });
  tls = createHttps({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) }, (_q, r) => r.end('{}'));
  html = createHttp((_q, r) => r.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Welcome to nginx</body></html>'));
  await Promise.all([listen(tls), listen(html)]);
});
afterAll(async () => {
  await app?.close();
  await service?.close();
  tls?.close();
  html?.close();
  rmSync(certDir, { recursive: true, force: true });
});

describe('settings.testConnection', () => {
  it('answers ok for the service and a valid token', async () => {
    const result = await app.call('settings.testConnection', { serviceUrl: service.server.url, token: service.token });
    expect(result).toMatchObject({ ok: true, reason: 'ok' });
  });

  it('names each failure', async () => {
    const closed = createHttp();
    await listen(closed);
    const closedUrl = `http://127.0.0.1:${portOf(closed)}`;
    await new Promise((r) => closed.close(r));
    const cases = [
      [{ serviceUrl: closedUrl, token: 't' }, 'unreachable'],
      [{ serviceUrl: `https://127.0.0.1:${portOf(tls)}`, token: 't' }, 'tls'],
      [{ serviceUrl: service.server.url, token: 'wrong-token' }, 'unauthorized'],
      [{ serviceUrl: `http://127.0.0.1:${portOf(html)}`, token: 't' }, 'not_a_contact_service'],
      [{ serviceUrl: null, token: 't' }, 'not_configured'],
    ] as const;
    for (const [input, reason] of cases) {
      const result = await app.call('settings.testConnection', input);
      expect(result, reason).toMatchObject({ ok: false, reason });
      expect(result.message.length).toBeGreaterThan(10);
    }
    // https:// to a service that speaks plain http (a common slip): the handshake fails, and the
    // user is told it is a TLS problem, not that nothing answered.
    const plain = await app.call('settings.testConnection', { serviceUrl: `https://127.0.0.1:${portOf(html)}`, token: 't' });
    expect(plain).toMatchObject({ ok: false, reason: 'tls' });
    expect(plain.message).toBe(
      "A secure connection could not be made: TLS error talking to the service: the secure handshake failed (wrong version number, EPROTO). Check the address, or the service's certificate.",
    );
    // The address with /api on the end (the service's routes are under /api already): said so.
    const withApi = await app.call('settings.testConnection', { serviceUrl: `${service.server.url}/api`, token: service.token });
    expect(withApi).toMatchObject({ ok: false, reason: 'not_a_contact_service' });
    expect(withApi.message).toContain(`Enter the service's address without /api: ${service.server.url}`);
    // In words, the code last for whoever looks it up.
    expect((await app.call('settings.testConnection', { serviceUrl: closedUrl, token: 't' })).message).toBe(
      `Nothing answered at ${closedUrl}. The service is unreachable: nothing is listening at that address (ECONNREFUSED). Check the address and your connection.`,
    );
  });

  it('says what a 403, a redirect and a password prompt mean', async () => {
    // One address on this computer, answering as each case has it.
    let answer: (q: IncomingMessage, r: ServerResponse) => void = (_q, r) => r.end();
    const other = createHttp((q, r) => answer(q, r));
    await listen(other);
    const otherUrl = `http://127.0.0.1:${portOf(other)}`;
    const test = () => app.call('settings.testConnection', { serviceUrl: otherUrl, token: 'a-token-of-ours' });
    try {
      // The token is known but may not read contacts: the token's problem, not the address's.
      answer = (_q, r) => r.writeHead(403, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ title: 'Forbidden', detail: 'Access Denied.' }));
      const forbidden = await test();
      expect(forbidden).toMatchObject({ ok: false, reason: 'unauthorized' });
      expect(forbidden.message).toContain('The service does not let this token read its contacts');
      expect(forbidden.message).toContain('Access Denied.');

      // Moved, to another host or under a path: the address to enter is the base, which the form takes.
      for (const [status, location, expected] of [
        [301, (url: string) => `https://crm.example.com${url}`, 'https://crm.example.com'],
        [308, (url: string) => `/crm${url}`, `${otherUrl}/crm`],
        [302, (url: string) => `https://crm.example.com/tenant/${url.replace(/^\//, '')}`, 'https://crm.example.com/tenant'],
      ] as const) {
        answer = (q, r) => r.writeHead(status, { location: location(q.url!) }).end();
        const moved = await test();
        expect(moved, `${status}`).toMatchObject({ ok: false, reason: 'not_a_contact_service' });
        expect(moved.message).toContain(`Enter ${expected} as the service address.`);
        expect((await app.call('settings.set', { serviceUrl: expected })).serviceUrl).toBe(expected);
      }
      await app.call('settings.set', { serviceUrl: null });
      // Sent to a sign-in page: there is no address to give.
      answer = (_q, r) => r.writeHead(302, { location: '/login?next=%2Fapi%2Fcontacts' }).end();
      const login = await test();
      expect(login).toMatchObject({ ok: false, reason: 'not_a_contact_service' });
      expect(login.message).toContain(`redirects to /login?next=%2Fapi%2Fcontacts, which Rolodeck does not follow`);
      expect(login.message).not.toContain('Enter ');

      // A web server asking for a password is not a contact service; a 401 asking for a bearer
      // token, or for nothing in particular, is the token refused.
      answer = (_q, r) => r.writeHead(401, { 'www-authenticate': 'Basic realm="intranet"', 'content-type': 'text/html' }).end('<html>401 Authorization Required</html>');
      const basic = await test();
      expect(basic).toMatchObject({ ok: false, reason: 'not_a_contact_service' });
      expect(basic.message).toContain('it asks for a user name and password (HTTP 401, Basic sign-in), not an access token');
      for (const challenge of ['Bearer error="invalid_token"', 'Basic realm="x", Bearer realm="api"', null]) {
        answer = (_q, r) => r.writeHead(401, challenge ? { 'www-authenticate': challenge } : {}).end();
        expect(await test(), String(challenge)).toMatchObject({ ok: false, reason: 'unauthorized', message: 'The service refused the token (401). Create a new token and paste it here.' });
      }

      // Saved, the password prompt is no reason to ask for a new token: sync says what is wrong.
      answer = (_q, r) => r.writeHead(401, { 'www-authenticate': 'Basic realm="intranet"' }).end();
      await app.call('settings.set', { serviceUrl: otherUrl, token: 'a-token-of-ours' });
      const status = await app.call('sync.now', {});
      expect(status).toMatchObject({ authRequired: false });
      expect(status.lastError).toContain('asks for a user name and password');
    } finally {
      await app.call('settings.setToken', { token: null });
      await app.call('settings.set', { serviceUrl: null });
      await new Promise((r) => other.close(r));
    }
  });

  it('uses the saved address and token, and never returns the token', async () => {
    await app.call('settings.set', { serviceUrl: service.server.url });
    const settings = await app.call('settings.setToken', { token: service.token });
    expect(settings.hasToken).toBe(true);
    expect(JSON.stringify(settings)).not.toContain(service.token);
    expect(await app.call('settings.testConnection', {})).toMatchObject({ ok: true });
    expect((await app.call('settings.setToken', { token: null })).hasToken).toBe(false);
    expect(await app.call('settings.testConnection', {})).toMatchObject({ ok: false, reason: 'not_configured' });
  });

  it('sends the saved token only to the address it was saved for', async () => {
    // Another address on this computer that records every Authorization header it is sent.
    const seen: string[] = [];
    const other = createHttp((q, r) => {
      seen.push(String(q.headers.authorization ?? ''));
      r.writeHead(401).end();
    });
    await listen(other);
    const otherUrl = `http://127.0.0.1:${portOf(other)}`;
    try {
      await app.call('settings.set', { serviceUrl: service.server.url });
      await app.call('settings.setToken', { token: service.token });

      // Testing another address without typing its token sends nothing there.
      const test = await app.call('settings.testConnection', { serviceUrl: otherUrl });
      expect(test).toMatchObject({ ok: false, reason: 'not_configured' });
      expect(test.message).toContain('the saved token is only sent to');
      expect(seen).toEqual([]);
      // Another path on the same service keeps the token.
      expect((await app.call('settings.set', { serviceUrl: `${service.server.url}/` })).hasToken).toBe(true);

      // Moving the service to another origin forgets the token: sync cannot carry it there.
      const moved = await app.call('settings.set', { serviceUrl: otherUrl });
      expect(moved).toMatchObject({ serviceUrl: otherUrl, hasToken: false });
      const sync = await app.core.dispatch('sync.now', {});
      expect(sync).toMatchObject({ ok: false, error: { code: 'offline' } }); // not set up: no token
      expect(seen.some((h) => h.includes(service.token))).toBe(false);
    } finally {
      await app.call('settings.setToken', { token: null });
      await new Promise((r) => other.close(r));
    }
  });

  it('never hands the token to the window in an error, even from an address that echoes it', async () => {
    // Something on the token's origin that answers every request with the headers it was sent:
    // a debugging route, or a proxy's error page.
    const echo = createHttp((q, r) => {
      const lines = Object.entries(q.headers).map(([name, value]) => `${name}: ${String(value)}`);
      if (q.url?.startsWith('/debug')) r.writeHead(422, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ detail: lines.join('; ') }));
      else r.writeHead(400, { 'content-type': 'text/plain' }).end(lines.join('\n'));
    });
    await listen(echo);
    const echoUrl = `http://127.0.0.1:${portOf(echo)}`;
    const secret = 'echoed-secret-token-1234';
    try {
      await app.call('settings.set', { serviceUrl: echoUrl });
      await app.call('settings.setToken', { token: secret });
      const answers = [
        await app.call('settings.testConnection', {}),
        await app.call('settings.testConnection', { serviceUrl: `${echoUrl}/debug/headers` }),
        await app.call('sync.now', {}),
        await app.core.dispatch('wizard.prepare', { text: 'Echo Person <echo.person@example.com>' }),
      ];
      const seen = JSON.stringify(answers);
      expect(seen).toContain('authorization'); // the echo did reach the window, in the service's words
      expect(seen).toContain('[token]');
      expect(seen).not.toContain(secret);
    } finally {
      await app.call('settings.setToken', { token: null });
      await app.call('settings.set', { serviceUrl: null });
      await new Promise((r) => echo.close(r));
    }
  });

  it('never hands the first characters of the token to the window where a long answer is cut short', async () => {
    // An error page that is plain text is shown to its first 300 characters. This one echoes the
    // request's Authorization header after padding, so that the token runs across that cut.
    let pad = 0;
    const echo = createHttp((q, r) => r.writeHead(404, { 'content-type': 'text/plain' }).end(`${'x'.repeat(pad)} Authorization: ${q.headers.authorization}`));
    await listen(echo);
    const echoUrl = `http://127.0.0.1:${portOf(echo)}`;
    const secret = 'SECRET-0123456789abcdefghijklmnopqrstuvwxyz';
    try {
      await app.call('settings.set', { serviceUrl: echoUrl });
      await app.call('settings.setToken', { token: secret });
      // " Authorization: Bearer " is 23 characters: the token starts `before` characters short of the cut.
      for (const before of [1, 4, 10, 20]) {
        pad = 300 - 23 - before;
        const test = await app.call('settings.testConnection', {});
        const typed = await app.call('settings.testConnection', { serviceUrl: echoUrl, token: secret });
        const sync = await app.call('sync.now', {});
        for (const message of [test.message, typed.message, sync.lastError ?? '']) {
          expect(message, `${before}`).toContain('Authorization: Bearer ['); // the echo reached the window, the token taken out
          expect(message, `${before}`).not.toContain('Bearer S');
        }
      }
    } finally {
      await app.call('settings.setToken', { token: null });
      await app.call('settings.set', { serviceUrl: null });
      await new Promise((r) => echo.close(r));
    }
  });

  it('saves a token only once there is an address to bind it to', async () => {
    await app.call('settings.set', { serviceUrl: null });
    const refused = await app.core.dispatch('settings.setToken', { token: 'token-before-address' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_input', issues: [{ path: 'token' }] } });
    if (!refused.ok) expect(refused.error.message).toContain('Save the service address first');
    expect((await app.call('settings.get', {})).hasToken).toBe(false);
    // One kept by an earlier version without an address is not bound to whichever comes next.
    app.secrets.set('token-before-address');
    expect((await app.call('settings.set', { serviceUrl: service.server.url })).hasToken).toBe(false);
    await app.call('settings.set', { serviceUrl: null });
  });

  it('binds a token saved before the binding existed to the saved address', async () => {
    const other = createHttp((_q, r) => r.writeHead(401).end());
    await listen(other);
    try {
      await app.call('settings.set', { serviceUrl: service.server.url });
      await app.call('settings.setToken', { token: service.token });
      // As a store upgraded from before: the token is there, the record of its origin is not.
      app.core.store.sqlite.prepare("DELETE FROM settings WHERE key = 'tokenOrigin'").run();
      const moved = await app.call('settings.set', { serviceUrl: `http://127.0.0.1:${portOf(other)}` });
      expect(moved.hasToken).toBe(false);
    } finally {
      await app.call('settings.setToken', { token: null });
      await new Promise((r) => other.close(r));
    }
  });

  it('refuses addresses that would expose the token', async () => {
    const cases = [
      ['http://contacts.example.com', 'Use https://'],
      ['https://user:secret@contacts.example.com', 'Leave the user name and password out'],
      ['ftp://contacts.example.com', 'Must be an http:// or https:// address'],
      ['contacts.example.com', 'Must be an http:// or https:// address'],
      ['https://contacts.example.com/#/api', 'Leave out the part from ? or # on'],
      ['https://contacts.example.com/crm?tenant=1', 'Leave out the part from ? or # on'],
      ['https://contacts.example.com/?', 'Leave out the part from ? or # on'],
    ] as const;
    for (const [serviceUrl, message] of cases) {
      const result = await app.core.dispatch('settings.set', { serviceUrl });
      expect(result.ok, serviceUrl).toBe(false);
      if (result.ok) continue;
      expect(result.error.code, serviceUrl).toBe('invalid_input');
      expect(result.error.issues![0]!.message, serviceUrl).toContain(message);
    }
    for (const serviceUrl of ['https://contacts.example.com', 'http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787']) {
      expect((await app.call('settings.set', { serviceUrl })).serviceUrl).toBe(serviceUrl);
    }
    await app.call('settings.set', { serviceUrl: null });
  });

  it('does not use an http:// address to another computer saved before the https rule', async () => {
    // A listener on this computer's network address (not loopback), as a LAN service would be.
    const lan = lanAddress() ?? '192.0.2.1'; // none: a documentation address, where nothing listens
    const seen: string[] = [];
    const sniffer = createHttp((q, r) => {
      seen.push(`${q.method} ${q.url} ${q.headers.authorization ?? ''}`);
      r.writeHead(401).end();
    });
    await new Promise<void>((r) => sniffer.listen(0, '0.0.0.0', () => r()));
    const address = `http://${lan}:${portOf(sniffer)}`;
    try {
      // As a store from before the rule: the address was saved as it is, the token after it.
      app.core.store.sqlite.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('serviceUrl', ?)").run(JSON.stringify(address));
      await app.call('settings.setToken', { token: 'lan-token' });
      expect((await app.call('settings.get', {})).serviceUrl).toBe(address);

      const status = await app.call('sync.now', {});
      expect(status).toMatchObject({ configured: true, online: false, authRequired: false });
      expect(status.lastError).toMatch(/not used.*Use https:\/\/.*Change it in Settings/);
      const test = await app.call('settings.testConnection', {});
      expect(test).toMatchObject({ ok: false, reason: 'not_configured' });
      expect(test.message).toContain('Use https://');
      // A token typed for the test, the address field left empty (so the saved one): not sent either.
      const typed = await app.call('settings.testConnection', { token: 'typed-lan-token' });
      expect(typed).toMatchObject({ ok: false, reason: 'not_configured' });
      expect(typed.message).toContain('Use https://');
      const contact = await app.call('contacts.create', { name: 'Lan Contact', emails: ['lan@example.com'] });
      const refused = await app.core.dispatch('email.prepare', { contactId: contact.id, instruction: 'Say hello' });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.message).toContain('Use https://');
      expect((await app.call('wizard.prepare', { text: 'Lan Person <lan.person@example.com>' })).source).toBe('local');
      expect(seen).toEqual([]);

      // Saving an address that follows the rule puts sync back to work, without the error.
      const moved = await app.call('settings.set', { serviceUrl: service.server.url });
      expect(moved.hasToken).toBe(false);
      await app.call('settings.setToken', { token: service.token });
      expect(await app.call('sync.now', {})).toMatchObject({ online: true, lastError: null });
    } finally {
      await app.call('settings.setToken', { token: null });
      await new Promise((r) => sniffer.close(r));
    }
  });

  it('keeps the browser bridge’s token in a file only the user can read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rolodeck-secret-'));
    const store = new FileSecretStore(join(dir, 'service-token'));
    expect(store.get()).toBeNull();
    store.set('secret-value');
    expect(new FileSecretStore(join(dir, 'service-token')).get()).toBe('secret-value');
    expect(execFileSync('stat', ['-c', '%a', join(dir, 'service-token')]).toString().trim()).toBe('600');
    store.set(null);
    expect(store.get()).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});
