// The browser transport: a RolodeckBridge over the loopback WebSocket (`/api?token=…`).
// Calls made while the socket is down wait for the reconnect; calls in flight when it drops
// fail with code "offline" (the core may or may not have applied them).
import type { EventName, Result, RolodeckBridge, TokenRefusedClose } from '../../../preload/contract';

/** 'refused': the page's token is not this start's (opened from an earlier start); no reconnecting helps. */
export type ConnectionState = 'connecting' | 'open' | 'closed' | 'refused';

const TOKEN_REFUSED_CLOSE: TokenRefusedClose = 4401;

export const TOKEN_REFUSED_MESSAGE =
  'This page is from an earlier start of Rolodeck, whose access token no longer works. Open the address Rolodeck printed when it last started (it ends with #token=…).';

interface Pending {
  resolve: (result: Result<unknown>) => void;
  message: string;
  sent: boolean;
}

export interface WsBridge extends RolodeckBridge {
  readonly state: ConnectionState;
  onState(listener: (state: ConnectionState) => void): () => void;
  close(): void;
}

export function createWsBridge(url: string, socketFactory: (url: string) => WebSocket = (u) => new WebSocket(u)): WsBridge {
  let socket: WebSocket | null = null;
  let state: ConnectionState = 'connecting';
  let nextId = 1;
  let retryDelay = 250;
  let closedByUser = false;
  let refused = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const stateListeners = new Set<(state: ConnectionState) => void>();

  const setState = (next: ConnectionState) => {
    state = next;
    for (const l of stateListeners) l(next);
  };

  const flush = () => {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    for (const p of pending.values()) {
      if (!p.sent) {
        socket.send(p.message);
        p.sent = true;
      }
    }
  };

  const connect = () => {
    setState('connecting');
    const ws = socketFactory(url);
    socket = ws;
    ws.addEventListener('open', () => {
      retryDelay = 250;
      setState('open');
      flush();
    });
    ws.addEventListener('message', (event) => {
      let message: { id?: number; result?: Result<unknown>; event?: string; payload?: unknown };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.event) {
        for (const l of listeners.get(message.event) ?? []) l(message.payload);
        return;
      }
      if (typeof message.id === 'number' && message.result) {
        const p = pending.get(message.id);
        if (p) {
          pending.delete(message.id);
          p.resolve(message.result);
        }
      }
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      socket = null;
      if (event.code === TOKEN_REFUSED_CLOSE) {
        // Every call, sent or waiting, gets the reason, and none is made: the page must be reopened.
        for (const [id, p] of pending) {
          pending.delete(id);
          p.resolve({ ok: false, error: { code: 'unauthorized', message: TOKEN_REFUSED_MESSAGE } });
        }
        refused = true;
        setState('refused');
        return;
      }
      for (const [id, p] of pending) {
        if (p.sent) {
          pending.delete(id);
          p.resolve({ ok: false, error: { code: 'offline', message: 'The connection to Rolodeck was lost. Check the result and try again.' } });
        }
      }
      setState('closed');
      if (closedByUser) return;
      retryTimer = setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 5000);
    });
  };

  connect();

  return {
    get state() {
      return state;
    },
    invoke(method, input) {
      if (refused) return Promise.resolve({ ok: false, error: { code: 'unauthorized', message: TOKEN_REFUSED_MESSAGE } });
      const id = nextId++;
      return new Promise<Result<unknown>>((resolve) => {
        pending.set(id, { resolve, message: JSON.stringify({ id, method, input: input ?? {} }), sent: false });
        flush();
      });
    },
    on(event: EventName, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close() {
      closedByUser = true;
      if (retryTimer) clearTimeout(retryTimer);
      socket?.close();
    },
  };
}

/** The WebSocket URL for the page the renderer was served from, token from `#token=…`. */
export function bridgeUrlFromLocation(loc: { hostname: string; port: string; hash: string }): string | null {
  const token = new URLSearchParams(loc.hash.replace(/^#/, '')).get('token');
  if (!token) return null;
  const host = loc.hostname === 'localhost' ? '127.0.0.1' : loc.hostname;
  return `ws://${host}:${loc.port}/api?token=${encodeURIComponent(token)}`;
}
