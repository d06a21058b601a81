// Talks to a running bridge the way the renderer does (WebSocket, token), to arrange data for a
// test quickly. The flows under test themselves always go through the UI.
import WebSocket from 'ws';
import type { Input, MethodName, Output } from '../../../preload/contract';
import type { RunningBridge } from './bridge';

export interface ApiClient {
  call<M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>>;
  close(): void;
}

export async function connectApi(bridge: RunningBridge): Promise<ApiClient> {
  const token = new URL(bridge.url).hash.replace(/^#token=/, '');
  const socket = new WebSocket(`ws://127.0.0.1:${bridge.port}/api?token=${encodeURIComponent(token)}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const waiting = new Map<number, (result: { ok: boolean; value?: unknown; error?: { message: string } }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (typeof message.id === 'number') waiting.get(message.id)?.(message.result);
  });
  return {
    call(method, input) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, (result) => {
          waiting.delete(id);
          if (result.ok) resolve(result.value as never);
          else reject(new Error(`${method} failed: ${JSON.stringify(result.error)}`));
        });
        socket.send(JSON.stringify({ id, method, input }));
      });
    },
    close: () => socket.close(),
  };
}

/** Creates contacts through the API and returns them (names in order). */
export async function seedContacts(bridge: RunningBridge, contacts: Input<'contacts.create'>[]): Promise<Output<'contacts.create'>[]> {
  const api = await connectApi(bridge);
  try {
    const created = [];
    for (const c of contacts) created.push(await api.call('contacts.create', c));
    return created;
  } finally {
    api.close();
  }
}
