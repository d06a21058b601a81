// Every IPC call is checked for who sent it before anything looks at its input: it must come
// from the top frame of one of our windows, showing our app:// origin. A frame that navigated
// away, a sub-frame, or some other web contents gets nothing.
import { isAppUrl } from './app-origin';

/** What ipc.ts reads off an IpcMainInvokeEvent (plain data, so this runs under Node). */
export interface SenderInfo {
  /** Id of the sending WebContents. */
  webContentsId: number;
  /** URL of the sending frame, or null when the frame is gone (navigated or destroyed). */
  frameUrl: string | null;
  /** True when the sending frame is its WebContents' main frame. */
  isMainFrame: boolean;
}

export type SenderVerdict = { ok: true } | { ok: false; reason: string };

export function checkSender(sender: SenderInfo, trustedWebContentsIds: ReadonlySet<number>): SenderVerdict {
  if (!trustedWebContentsIds.has(sender.webContentsId)) return { ok: false, reason: 'not one of the app windows' };
  if (sender.frameUrl === null) return { ok: false, reason: 'the sending frame is gone' };
  if (!sender.isMainFrame) return { ok: false, reason: 'not the main frame' };
  if (!isAppUrl(sender.frameUrl)) return { ok: false, reason: 'not the app origin' };
  return { ok: true };
}

export class UntrustedSenderError extends Error {
  constructor(reason: string) {
    super(`IPC call refused: ${reason}`);
    this.name = 'UntrustedSenderError';
  }
}

/**
 * The IPC handler's body: sender first, then the core's dispatch (which validates method and
 * input against the contract). An untrusted caller gets a rejected promise, not a Result, so it
 * learns nothing about the API.
 */
export async function guardedInvoke<R>(
  sender: SenderInfo,
  trustedWebContentsIds: ReadonlySet<number>,
  dispatch: (method: unknown, input: unknown) => Promise<R>,
  method: unknown,
  input: unknown,
): Promise<R> {
  const verdict = checkSender(sender, trustedWebContentsIds);
  if (!verdict.ok) throw new UntrustedSenderError(verdict.reason);
  return dispatch(method, input);
}
