// The typed client over whichever transport this renderer runs on: the preload's
// `window.rolodeck` in Electron, or the WebSocket bridge in a browser.
import type { RolodeckApi, RolodeckBridge } from '../../../preload/contract';
import { createApi } from './createApi';
import { bridgeUrl, createWsBridge, tokenInHash, type ConnectionState } from './wsBridge';

/** What this module reads from the page's global object (typed here, so tests need no DOM). */
export interface Host {
  rolodeck?: RolodeckBridge;
  location: { hostname: string; port: string; hash: string; pathname: string; search: string };
  history?: { replaceState(data: unknown, unused: string, url: string): void };
  sessionStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

const TOKEN_KEY = 'rolodeck.bridgeToken';

/**
 * The bridge's token. It comes in the address Rolodeck printed (`#token=…`); kept for this tab
 * (a reload goes on working), it is taken out of the address bar, so the browser's history, a
 * bookmark or a shared screen does not carry it. Where the tab cannot keep it, it stays in the
 * address, as before.
 */
export function pageToken(host: Host): string | null {
  const fromAddress = tokenInHash(host.location.hash);
  try {
    if (!fromAddress) return host.sessionStorage?.getItem(TOKEN_KEY) ?? null;
    if (host.sessionStorage && host.history) {
      host.sessionStorage.setItem(TOKEN_KEY, fromAddress);
      host.history.replaceState(null, '', `${host.location.pathname}${host.location.search}`);
    }
  } catch {
    // Storage refused (private mode, full): the token stays where it came from.
  }
  return fromAddress;
}

export interface Connection {
  api: RolodeckApi;
  /** Transport state; Electron's IPC is always open. */
  onState(listener: (state: ConnectionState) => void): () => void;
  initialState: ConnectionState;
  /** The desktop app (the preload's bridge): it saves exports itself and says how that ended. */
  desktop: boolean;
}

/** A bridge that answers every call with an explanation (no transport available). */
function missingBridge(): RolodeckBridge {
  return {
    invoke: async () => ({
      ok: false,
      error: { code: 'unauthorized', message: 'This page was opened without its access token. Open the full address Rolodeck printed (it ends with #token=…).' },
    }),
    on: () => () => {},
  };
}

export function connect(host: Host = globalThis as unknown as Host): Connection {
  if (host.rolodeck) return { api: createApi(host.rolodeck), onState: () => () => {}, initialState: 'open', desktop: true };
  const token = pageToken(host);
  if (!token) return { api: createApi(missingBridge()), onState: () => () => {}, initialState: 'refused', desktop: false };
  const ws = createWsBridge(bridgeUrl(host.location, token));
  return { api: createApi(ws), onState: (l) => ws.onState(l), initialState: ws.state, desktop: false };
}
