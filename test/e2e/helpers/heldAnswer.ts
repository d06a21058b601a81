// The window's connection to its core with the answer to one call held back until the test lets
// it go: what the window does while a call is in flight (the user goes elsewhere, types on).
import type { Page, WebSocketRoute } from '@playwright/test';

export interface HeldAnswer {
  /** Whether the call was made and its answer is being held. */
  held(): boolean;
  /** Hands the held answer to the window. */
  release(): void;
}

/** Holds the answer to the first call of `method` the page makes (call before the page opens). */
export async function holdAnswerTo(page: Page, method: string): Promise<HeldAnswer> {
  let holdId: number | null = null;
  let held: { client: WebSocketRoute; message: string } | null = null;
  await page.routeWebSocket(/\/api/, (client) => {
    const server = client.connectToServer();
    client.onMessage((message) => {
      const request = JSON.parse(String(message));
      if (request.method === method && holdId === null) holdId = request.id;
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
  };
}
