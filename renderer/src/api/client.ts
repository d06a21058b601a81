// The typed client over whichever transport this renderer runs on: the preload's
// `window.rolodeck` in Electron, or the WebSocket bridge in a browser.
import type { RolodeckApi, RolodeckBridge } from '../../../preload/contract';
import { createApi } from './createApi';
import { bridgeUrlFromLocation, createWsBridge, type ConnectionState } from './wsBridge';

declare global {
  interface Window {
    rolodeck?: RolodeckBridge;
  }
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

export function connect(win: Window = window): Connection {
  if (win.rolodeck) return { api: createApi(win.rolodeck), onState: () => () => {}, initialState: 'open' };
  const url = bridgeUrlFromLocation(win.location);
  if (!url) return { api: createApi(missingBridge()), onState: () => () => {}, initialState: 'closed' };
  const ws = createWsBridge(url);
  return { api: createApi(ws), onState: (l) => ws.onState(l), initialState: ws.state };
}
