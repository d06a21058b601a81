// The preload (sandboxed, context-isolated): exposes exactly one object, `window.rolodeck`, with
// `invoke` and `on`. It forwards by method name over one channel and hands listeners the payload
// only, never the IPC event, so the page never touches ipcRenderer or sees a channel name.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { RolodeckBridge } from './contract';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../main/electron/ipc-channels';

const bridge: RolodeckBridge = {
  invoke: (method, input) => ipcRenderer.invoke(INVOKE_CHANNEL, method, input),
  on: (event, listener) => {
    if (typeof listener !== 'function') throw new TypeError('listener must be a function');
    const forward = (_ipc: IpcRendererEvent, name: unknown, payload: unknown) => {
      if (name === event) listener(payload);
    };
    ipcRenderer.on(EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, forward);
    };
  },
};

contextBridge.exposeInMainWorld('rolodeck', bridge);
