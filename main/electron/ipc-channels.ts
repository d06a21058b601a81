// The two IPC channels. Only main (ipc.ts) and the preload know these names; the renderer sees
// `window.rolodeck.invoke(method, input)` and `window.rolodeck.on(event, listener)` only.
export const INVOKE_CHANNEL = 'rolodeck:invoke';
export const EVENT_CHANNEL = 'rolodeck:event';
