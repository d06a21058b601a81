// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiError, issuesByPath } from '../../renderer/src/api/ApiError';
import { createApi } from '../../renderer/src/api/createApi';
import { TOKEN_REFUSED_MESSAGE, bridgeUrlFromLocation, createWsBridge } from '../../renderer/src/api/wsBridge';
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
    expect(bridgeUrlFromLocation({ hostname: '127.0.0.1', port: '4321', hash: '#token=abc-_1' })).toBe('ws://127.0.0.1:4321/api?token=abc-_1');
    expect(bridgeUrlFromLocation({ hostname: 'localhost', port: '4321', hash: '#token=x' })).toBe('ws://127.0.0.1:4321/api?token=x');
    expect(bridgeUrlFromLocation({ hostname: '127.0.0.1', port: '4321', hash: '' })).toBeNull();
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
