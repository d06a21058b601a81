// The browser transport: a RolodeckBridge over the loopback WebSocket (`/api?token=…`).
// Calls made while the socket is down wait a few seconds for the reconnect (an app restart), then
// fail unsent; calls in flight when it drops fail at once with code "offline", saying that the
// core may or may not have applied them. Either way a form stops "Saving…" and keeps its text.
import type { EventName, Result, RolodeckBridge, TokenRefusedClose } from '../../../preload/contract';

/** 'refused': the page's token is not this start's (opened from an earlier start); no reconnecting helps. */
export type ConnectionState = 'connecting' | 'open' | 'closed' | 'refused';

const TOKEN_REFUSED_CLOSE: TokenRefusedClose = 4401;

export const TOKEN_REFUSED_MESSAGE =
  'This page is from an earlier start of Rolodeck, whose access token no longer works. Open the address Rolodeck printed when it last started (it ends with #token=…).';

/** How long a call made while Rolodeck cannot be reached waits for it to come back before it fails, unsent. */
export const UNSENT_WAIT_MS = 5_000;
/** Reconnect attempts while calls wait come this often at most, so a restart is found within the wait. */
const RETRY_WHILE_WAITING_MS = 500;
const MAX_RETRY_MS = 5_000;

/** Sent, then the connection dropped before the answer: it may have been applied. */
export const LOST_MESSAGE =
  'Rolodeck did not answer: the connection to it was lost. What you typed is still here; check whether it was saved once it reconnects.';
/** Never sent: nothing was applied. (Reads fail with it too, and are made again on reconnecting.) */
export const NOT_SENT_MESSAGE = 'Rolodeck cannot be reached (it may be restarting), so this was not sent to it and nothing changed. Try again once it reconnects.';

interface Pending {
  resolve: (result: Result<unknown>) => void;
  message: string;
  sent: boolean;
  /** Fails the call if it is still unsent after UNSENT_WAIT_MS. */
  giveUp: ReturnType<typeof setTimeout> | null;
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

  const settle = (id: number, result: Result<unknown>) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (p.giveUp) clearTimeout(p.giveUp);
    p.resolve(result);
  };

  const flush = () => {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    for (const p of pending.values()) {
      if (!p.sent) {
        socket.send(p.message);
        p.sent = true;
        if (p.giveUp) clearTimeout(p.giveUp);
        p.giveUp = null;
      }
    }
  };

  const reconnectIn = (delay: number) => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
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
      if (typeof message.id === 'number' && message.result) settle(message.id, message.result);
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      socket = null;
      if (event.code === TOKEN_REFUSED_CLOSE) {
        // Every call, sent or waiting, gets the reason, and none is made: the page must be reopened.
        for (const id of [...pending.keys()]) settle(id, { ok: false, error: { code: 'unauthorized', message: TOKEN_REFUSED_MESSAGE } });
        refused = true;
        setState('refused');
        return;
      }
      for (const [id, p] of [...pending]) if (p.sent) settle(id, { ok: false, error: { code: 'offline', message: LOST_MESSAGE } });
      setState('closed');
      if (closedByUser) return;
      reconnectIn(pending.size ? Math.min(retryDelay, RETRY_WHILE_WAITING_MS) : retryDelay);
      retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
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
        // Not sent for that long (Rolodeck stopped, or a socket that never opens): it fails,
        // instead of leaving a form on "Saving…" for ever.
        const giveUp = setTimeout(() => settle(id, { ok: false, error: { code: 'offline', message: NOT_SENT_MESSAGE } }), UNSENT_WAIT_MS);
        pending.set(id, { resolve, message: JSON.stringify({ id, method, input: input ?? {} }), sent: false, giveUp });
        flush();
        // Waiting out a long pause between attempts, the call asks for one now.
        if (state === 'closed' && !closedByUser) {
          retryDelay = 250;
          reconnectIn(0);
        }
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

/** The token in a page address's `#token=…`, or null. */
export function tokenInHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

/** The WebSocket URL for the page the renderer was served from, with the bridge's token. */
export function bridgeUrl(loc: { hostname: string; port: string }, token: string): string {
  const host = loc.hostname === 'localhost' ? '127.0.0.1' : loc.hostname;
  return `ws://${host}:${loc.port}/api?token=${encodeURIComponent(token)}`;
}
