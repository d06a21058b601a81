// A token pasted with a line break, a tab, a space or an invisible character inside it is no
// token: every request would fail in Node before it left (ERR_INVALID_CHAR), and the app said
// the service was unreachable for good. The token field refuses it, saying what is wrong; one
// saved before that rule asks for a new token instead of reading as a lost connection.
import { createServer as createHttp } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
beforeAll(async () => {
  service = await startTestService();
  app = await startTestApp({ serviceUrl: service.server.url, token: service.token });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

const issueOf = (result: Awaited<ReturnType<TestApp['core']['dispatch']>>) => {
  expect(result.ok).toBe(false);
  if (result.ok) return null;
  expect(result.error.code).toBe('invalid_input');
  return result.error.issues?.find((i) => i.path === 'token')?.message ?? null;
};

describe('a token with characters no token has', () => {
  const half = (t: string) => t.slice(0, 10);
  const rest = (t: string) => t.slice(10);
  const cases = (t: string) =>
    [
      [`${half(t)}\n${rest(t)}`, 'a line break'],
      [`${half(t)}\r\n${rest(t)}`, 'a line break'],
      [`${half(t)}\t${rest(t)}`, 'a space or a tab'],
      [`${half(t)} ${rest(t)}`, 'a space or a tab'],
      [`${half(t)}\u00a0${rest(t)}`, 'a space or a tab'],
      [`${t}\u200b`, 'an invisible character in it (U+200B'],
      [`\ufeff${t}x\u2060`, 'an invisible character in it (U+2060'],
      [`${half(t)}é${rest(t)}`, 'has “é” in it'],
    ] as const;

  it('is refused on the token field, saying what is wrong, and the saved token stays', async () => {
    for (const [token, problem] of cases(service.token)) {
      const message = issueOf(await app.core.dispatch('settings.setToken', { token }));
      expect(message, JSON.stringify(token)).toContain(problem);
      expect(message).toContain('letters, digits and punctuation');
    }
    expect((await app.call('settings.get', {})).hasToken).toBe(true);
    expect(await app.call('sync.now', {})).toMatchObject({ online: true, authRequired: false, lastError: null });
  });

  it('is refused by Test connection before anything is sent', async () => {
    const seen: string[] = [];
    const recorder = createHttp((q, r) => {
      seen.push(`${q.method} ${q.url}`);
      r.writeHead(401).end();
    });
    await new Promise<void>((r) => recorder.listen(0, '127.0.0.1', () => r()));
    try {
      const serviceUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
      for (const [token, problem] of cases('typed-token-0123456789')) {
        expect(issueOf(await app.core.dispatch('settings.testConnection', { serviceUrl, token })), JSON.stringify(token)).toContain(problem);
      }
      expect(seen).toEqual([]);
    } finally {
      await new Promise((r) => recorder.close(r));
    }
  });

  it('spaces around a token are no part of it', async () => {
    await app.call('settings.setToken', { token: `  ${service.token}\n` });
    expect(await app.call('settings.testConnection', {})).toMatchObject({ ok: true });
  });

  it('one saved before the rule: sync pauses for a new token, and nothing waiting is given up', async () => {
    const c = await app.call('contacts.create', { name: 'Ed Mail', emails: ['ed.mail@example.com'] });
    await app.drain();
    // As a store from before the token field refused it: saved with a zero-width space.
    app.secrets.set(`${service.token}\u200b`);
    const draft = await app.call('email.save', { contactId: c.id, to: 'ed.mail@example.com', subject: 'Hi', body: 'Hello' });
    await app.call('email.send', { draftId: draft.id });
    await app.call('contacts.update', { id: c.id, patch: { company: 'X Co' } });

    const status = await app.call('sync.now', {});
    expect(status).toMatchObject({ authRequired: true, pending: 2 });
    expect(status.lastError).toContain('The saved access token cannot be sent');
    expect(status.lastError).not.toContain('connection lost');
    // The email is waiting to go, not "needs attention" as one that may have gone out.
    const [sent] = await app.call('email.drafts', { contactId: c.id });
    expect(sent!.status).toBe('queued');
    const test = await app.call('settings.testConnection', {});
    expect(test).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(test.message).toContain('Paste the token again');

    // Pasted again as it should be: everything waiting goes out.
    await app.call('settings.setToken', { token: service.token });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, needsAttention: 0, authRequired: false, lastError: null });
    expect((await app.call('email.drafts', { contactId: c.id }))[0]!.status).toBe('sent');
  });
});
