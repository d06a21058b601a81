// The user can stop the service reading the wizard's text (a service may put a model behind its
// prepare, and the app waits up to 90 s for it). The prepare answers at once that it was
// stopped, finds no card, and the app stays online; a read under another id goes on.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { connectedApp } from './helpers/connected-app';

const env = connectedApp();
const STOPPED = { code: 'stopped', message: 'Stopped. Nothing was changed.' };
const SLOW_MS = 3_000;
const SIGNATURE = 'Ada Lovelace\nAnalyst, Engines Ltd\nada@engines.example';

/** The service's prepare held SLOW_MS by the proxy, as a slow model would hold it. */
function slowPrepare() {
  env.service.proxy.setPlan(({ path }) => (path === '/api/contacts/prepare' ? { kind: 'delay', ms: SLOW_MS } : { kind: 'pass' }));
}

async function reachedProxy(count: number) {
  const prepares = () => env.service.proxy.log.filter((r) => r.path === '/api/contacts/prepare').length;
  for (let i = 0; i < 200 && prepares() < count; i++) await new Promise((r) => setTimeout(r, 10));
  expect(prepares()).toBe(count);
}

afterEach(async () => {
  await env.service.proxy.settled();
  env.service.proxy.setPlan(() => ({ kind: 'pass' }));
});

it('a read stopped while the service reads answers "stopped" at once, and the app stays online', async () => {
  await env.app.drain();
  slowPrepare();
  const readId = randomUUID();
  const reading = env.app.core.dispatch('wizard.prepare', { text: SIGNATURE, readId });
  await reachedProxy(1);

  expect(await env.app.call('wizard.stopReading', { readId })).toEqual({ stopped: true });
  expect(await reading).toEqual({ ok: false, error: STOPPED });
  // The answer did not wait for the service: the proxy has not even handed it the request yet.
  expect(env.service.proxy.log.filter((r) => r.path === '/api/contacts/prepare').at(-1)).toMatchObject({ forwarded: false });

  await env.service.proxy.settled();
  expect(await env.app.call('sync.status', {})).toMatchObject({ online: true, lastError: null });
  expect(await env.app.call('contacts.list', { query: 'Ada Lovelace' })).toMatchObject({ total: 0 });
});

it('a stop names its own read: another read goes on, and a stop with nothing in flight stops nothing', async () => {
  expect(await env.app.call('wizard.stopReading', { readId: randomUUID() })).toEqual({ stopped: false });

  slowPrepare();
  const mine = env.app.call('wizard.prepare', { text: SIGNATURE, readId: randomUUID() });
  await reachedProxy(2);
  expect(await env.app.call('wizard.stopReading', { readId: randomUUID() })).toEqual({ stopped: false });
  const prepared = await mine;
  expect(prepared).toMatchObject({ source: 'service', drafts: [{ contact: { name: 'Ada Lovelace', emails: ['ada@engines.example'] } }] });
  expect(prepared.drafts[0]!.confirmationToken).toEqual(expect.any(String));
});

it('a stop takes a read id and nothing else', async () => {
  for (const input of [{}, { readId: 'not-an-id' }, { readId: randomUUID(), text: 'x' }]) {
    const answer = await env.app.core.dispatch('wizard.stopReading', input);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input', message: expect.stringMatching(/^Invalid input for wizard.stopReading: /) } });
  }
  const answer = await env.app.core.dispatch('wizard.prepare', { text: SIGNATURE, readId: 'not-an-id' });
  expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
});
