// The IPC binding (one of the two files that import electron): one invoke channel that checks
// the sender, then hands method + input to the core's dispatch; one event channel that carries
// core events and app commands to the app windows.
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import type { EventBus } from '../core/events';
import { isAppUrl } from './app-origin';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from './ipc-channels';
import { guardedInvoke, type SenderInfo } from './sender-check';

export interface IpcBinding {
  /** Sends an event (core or app command) to every app window. */
  broadcast(event: string, payload: unknown): void;
  /** Sends an event to one window (e.g. a menu command to the focused one). */
  send(contents: WebContents, event: string, payload: unknown): void;
  dispose(): void;
}

function senderInfo(event: IpcMainInvokeEvent): SenderInfo {
  const frame = event.senderFrame;
  const main = event.sender.mainFrame;
  return {
    webContentsId: event.sender.id,
    frameUrl: frame ? frame.url : null,
    isMainFrame: frame !== null && frame.parent === null && frame.processId === main.processId && frame.routingId === main.routingId,
  };
}

export function bindIpc(options: {
  dispatch: (method: unknown, input: unknown) => Promise<unknown>;
  events: EventBus;
  /** The app windows' web contents: the only trusted senders and the only event receivers. */
  windows: () => WebContents[];
}): IpcBinding {
  ipcMain.handle(INVOKE_CHANNEL, (event, method: unknown, input: unknown) => {
    const trusted = new Set(options.windows().map((contents) => contents.id));
    return guardedInvoke(senderInfo(event), trusted, options.dispatch, method, input);
  });
  // Only to a page showing our origin: events carry the user's data.
  const send = (contents: WebContents, name: string, payload: unknown) => {
    if (!contents.isDestroyed() && isAppUrl(contents.getURL())) contents.send(EVENT_CHANNEL, name, payload);
  };
  const broadcast = (name: string, payload: unknown) => {
    for (const contents of options.windows()) send(contents, name, payload);
  };
  const unsubscribe = options.events.subscribe((name, payload) => broadcast(name, payload));
  return {
    broadcast,
    send,
    dispose: () => {
      unsubscribe();
      ipcMain.removeHandler(INVOKE_CHANNEL);
    },
  };
}
