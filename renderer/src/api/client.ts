// The typed client over whichever transport this renderer runs on: the preload's
// `window.rolodeck` in Electron, or the WebSocket bridge in a browser.
import type { RolodeckApi, RolodeckBridge } from '../../../preload/contract';
import { createApi } from './createApi';
import { bridgeUrlFromLocation, createWsBridge, type ConnectionState } from './wsBridge';

/** What this module reads from the page's global object (typed here, so tests need no DOM). */
interface Host {
  rolodeck?: RolodeckBridge;
  location: { hostname: string; port: string; hash: string };
}

export interface Connection {
  api: RolodeckApi;
  /** Transport state; Electron's IPC is always open. */
  onState(listener: (state: ConnectionState) => void): () => void;
  initialState: ConnectionState;
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
  if (host.rolodeck) return { api: createApi(host.rolodeck), onState: () => () => {}, initialState: 'open' };
  const url = bridgeUrlFromLocation(host.location);
  if (!url) return { api: createApi(missingBridge()), onState: () => () => {}, initialState: 'refused' };
  const ws = createWsBridge(url);
  return { api: createApi(ws), onState: (l) => ws.onState(l), initialState: ws.state };
}
