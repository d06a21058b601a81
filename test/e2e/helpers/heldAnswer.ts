// The window's connection to its core with the answer to one call held back until the test lets
// it go: what the window does while a call is in flight (the user goes elsewhere, types on).
import type { Page, WebSocketRoute } from '@playwright/test';

export interface HeldAnswer {
  /** Whether the call was made and its answer is being held. */
  held(): boolean;
  /** Hands the held answer to the window. */
  release(): void;
  /** Answers the held call with a refusal instead (a store that could not be written). */
  refuse(message?: string): void;
  /** How many times the page made the call: a press while busy must not make it again. */
  calls(): number;
}

/**
 * Holds the answer to the first call of `method` the page makes (call before the page opens).
 * `reachesCore: false`: that call is not passed on at all (nothing changes in the store, as when
 * the store refused it), to be answered with `refuse()`.
 */
export async function holdAnswerTo(page: Page, method: string, options: { reachesCore?: boolean } = {}): Promise<HeldAnswer> {
  let holdId: number | null = null;
  let held: { client: WebSocketRoute; message: string } | null = null;
  let calls = 0;
  await page.routeWebSocket(/\/api/, (client) => {
    const server = client.connectToServer();
    client.onMessage((message) => {
      const request = JSON.parse(String(message));
      if (request.method === method) calls += 1;
      if (request.method === method && holdId === null) {
        holdId = request.id;
        if (options.reachesCore === false) {
          held = { client, message: '' };
          return;
        }
      }
      server.send(message);
    });
    server.onMessage((message) => {
      if (holdId !== null && held === null && JSON.parse(String(message)).id === holdId) held = { client, message: String(message) };
      else client.send(message);
    });
  });
  return {
    held: () => held !== null,
    release: () => held!.client.send(held!.message),
    refuse: (message = 'The store could not be written: disk full.') =>
      held!.client.send(JSON.stringify({ id: holdId, result: { ok: false, error: { code: 'store_failed', message } } })),
    calls: () => calls,
  };
}
