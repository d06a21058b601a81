// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiError, issuesByPath } from '../../renderer/src/api/ApiError';
import { createApi } from '../../renderer/src/api/createApi';
import { pageToken, type Host } from '../../renderer/src/api/client';
import { LOST_MESSAGE, NOT_SENT_MESSAGE, TOKEN_REFUSED_MESSAGE, UNSENT_WAIT_MS, bridgeUrl, createWsBridge, tokenInHash } from '../../renderer/src/api/wsBridge';
import { TOKEN_REFUSED_CLOSE } from '../../preload/contract';

/** A stand-in socket the test drives by hand. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  /** Closed by the bridge for a token that is not this start's. */
  refuse() {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code: TOKEN_REFUSED_CLOSE }));
  }
  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

const factory = (url: string) => new FakeSocket(url) as unknown as WebSocket;

describe('the WebSocket bridge', () => {
  it('reads the token from the page address', () => {
    expect(tokenInHash('#token=abc-_1')).toBe('abc-_1');
    expect(tokenInHash('')).toBeNull();
    expect(tokenInHash('#token=')).toBeNull();
    expect(bridgeUrl({ hostname: '127.0.0.1', port: '4321' }, 'abc-_1')).toBe('ws://127.0.0.1:4321/api?token=abc-_1');
    expect(bridgeUrl({ hostname: 'localhost', port: '4321' }, 'x')).toBe('ws://127.0.0.1:4321/api?token=x');
  });

  it('keeps the token for the tab and takes it out of the address bar', () => {
    const stored = new Map<string, string>();
    const replaced: string[] = [];
    const host = (hash: string): Host => ({
      location: { hostname: '127.0.0.1', port: '4321', hash, pathname: '/', search: '' },
      history: { replaceState: (_d, _u, url) => replaced.push(url) },
      sessionStorage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
    });
    expect(pageToken(host('#token=first'))).toBe('first');
    expect(replaced).toEqual(['/']); // no #token=… left in the address, its history or a bookmark
    expect(pageToken(host(''))).toBe('first'); // a reload of the tab
    expect(pageToken(host('#token=second'))).toBe('second'); // the address of a later start
    expect(pageToken(host(''))).toBe('second');
    // A tab that cannot keep it leaves it in the address.
    const refusing: Host = { ...host('#token=third'), sessionStorage: { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } } };
    replaced.length = 0;
    expect(pageToken(refusing)).toBe('third');
    expect(replaced).toEqual([]);
  });

  it('queues calls until the socket opens and matches answers by id', async () => {
    FakeSocket.instances = [];
    const bridge = createWsBridge('ws://x/api?token=t', factory);
    const socket = FakeSocket.instances[0]!;
    const answer = bridge.invoke('contacts.list', { query: 'ada' });
    expect(socket.sent).toEqual([]);
    socket.open();
    const request = JSON.parse(socket.sent[0]!);
    expect(request).toMatchObject({ method: 'contacts.list', input: { query: 'ada' } });
    socket.receive({ id: request.id, result: { ok: true, value: { items: [], total: 0 } } });
    await expect(answer).resolves.toEqual({ ok: true, value: { items: [], total: 0 } });
    bridge.close();
  });

  it('delivers pushed events to listeners', () => {
    FakeSocket.instances = [];
    const bridge = createWsBridge('ws://x/api?token=t', factory);
    const listener = vi.fn();
    bridge.on('data.changed', listener);
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.receive({ event: 'data.changed', payload: { entities: ['contacts'] } });
    expect(listener).toHaveBeenCalledWith({ entities: ['contacts'] });
    bridge.close();
  });

  it('fails calls in flight when the connection drops, then reconnects', async () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    const bridge = createWsBridge('ws://x/api?token=t', factory);
    FakeSocket.instances[0]!.open();
    const answer = bridge.invoke('settings.get', {});
    FakeSocket.instances[0]!.close();
    await expect(answer).resolves.toMatchObject({ ok: false, error: { code: 'offline' } });
    expect(bridge.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(300);
    expect(FakeSocket.instances).toHaveLength(2);
    bridge.close();
    vi.useRealTimers();
  });

  it('a call sent before the connection dropped fails at once, saying it may have been applied', async () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    const bridge = createWsBridge('ws://x/api?token=t', factory);
    FakeSocket.instances[0]!.open();
    const save = bridge.invoke('contacts.update', { id: 'c1', patch: { company: 'Harvard' } });
    expect(FakeSocket.instances[0]!.sent).toHaveLength(1);
    FakeSocket.instances[0]!.close();
    await expect(save).resolves.toEqual({ ok: false, error: { code: 'offline', message: LOST_MESSAGE } });
    expect(LOST_MESSAGE).toMatch(/What you typed is still here; check whether it was saved/);
    bridge.close();
    vi.useRealTimers();
  });

  it('a call made while disconnected waits a little for the reconnect, and is sent once it comes', async () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    const bridge = createWsBridge('ws://x/api?token=t', factory);
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.close();
    const save = bridge.invoke('contacts.update', { id: 'c1', patch: { company: 'Harvard' } });
    // The call asks for an attempt now rather than after the pause between attempts.
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.close(); // still restarting
    await vi.advanceTimersByTimeAsync(UNSENT_WAIT_MS / 2);
    const socket = FakeSocket.instances.at(-1)!;
    expect(FakeSocket.instances.length).toBeGreaterThan(2);
    socket.open();
    const request = JSON.parse(socket.sent[0]!);
    expect(request).toMatchObject({ method: 'contacts.update' });
    await vi.advanceTimersByTimeAsync(UNSENT_WAIT_MS); // sent: no longer given up on
    socket.receive({ id: request.id, result: { ok: true, value: { id: 'c1' } } });
    await expect(save).resolves.toEqual({ ok: true, value: { id: 'c1' } });
    bridge.close();
    vi.useRealTimers();
  });

  it('a call made while Rolodeck stays out of reach fails unsent after a few seconds, and is never sent later', async () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    const bridge = createWsBridge('ws://x/api?token=t', factory);
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.close();
    let settled: unknown = null;
    void bridge.invoke('contacts.update', { id: 'c1', patch: { company: 'Harvard' } }).then((r) => (settled = r));
    // Every attempt is refused (the bridge is stopped).
    for (let waited = 0; waited < UNSENT_WAIT_MS - 100; waited += 100) {
      const last = FakeSocket.instances.at(-1)!;
      if (last.readyState === 0) last.close();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toEqual({ ok: false, error: { code: 'offline', message: NOT_SENT_MESSAGE } });
    expect(NOT_SENT_MESSAGE).toMatch(/not sent to it and nothing changed/);
    // Back later: nothing is sent behind the user's back.
    await vi.advanceTimersByTimeAsync(10_000);
    const socket = FakeSocket.instances.at(-1)!;
    socket.open();
    expect(FakeSocket.instances.flatMap((s) => s.sent)).toEqual([]);
    bridge.close();
    vi.useRealTimers();
  });

  it('a call waiting on a socket that never opens fails unsent', async () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    const bridge = createWsBridge('ws://x/api?token=t', factory);
    const answer = bridge.invoke('contacts.list', {});
    await vi.advanceTimersByTimeAsync(UNSENT_WAIT_MS);
    await expect(answer).resolves.toEqual({ ok: false, error: { code: 'offline', message: NOT_SENT_MESSAGE } });
    bridge.close();
    vi.useRealTimers();
  });

  it('a token refused (a page from an earlier start) fails every call with the reason, now and later, and stops reconnecting', async () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    const bridge = createWsBridge('ws://x/api?token=old', factory);
    const states: string[] = [];
    bridge.onState((s) => states.push(s));
    FakeSocket.instances[0]!.open();
    const sent = bridge.invoke('contacts.create', { name: 'Typed' });
    FakeSocket.instances[0]!.refuse();
    const refused = { ok: false, error: { code: 'unauthorized', message: TOKEN_REFUSED_MESSAGE } };
    await expect(sent).resolves.toEqual(refused);
    await expect(bridge.invoke('contacts.list', {})).resolves.toEqual(refused);
    expect(bridge.state).toBe('refused');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(states).toEqual(['open', 'refused']);
    bridge.close();
    vi.useRealTimers();
  });
});

describe('the typed client', () => {
  it('throws an ApiError that keeps the code and the field issues', async () => {
    const api = createApi({
      invoke: async () => ({ ok: false, error: { code: 'invalid_input', message: 'Invalid', issues: [{ path: 'patch.emails.0', message: 'Not a valid email address' }] } }),
      on: () => () => {},
    });
    const error = await api.invoke('contacts.update', { id: 'x', patch: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_input');
    expect(issuesByPath(error, 'patch.')).toEqual({ 'emails.0': 'Not a valid email address' });
  });
});
