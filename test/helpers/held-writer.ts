// A stand-in for the model server behind the service's chat-completions writer, on 127.0.0.1:
// each request is held until the test releases it, so a prepare or refine stays in flight for
// exactly as long as the test needs (the only fake: it stands where a model server would be).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldWriter {
  /** Base URL for ChatCompletionsEmailWriter ({url}/chat/completions). */
  url: string;
  /** Resolves once `count` requests are waiting. */
  waiting(count?: number): Promise<void>;
  /** Answers every waiting request with this email. */
  release(email: { subject: string; body: string }): void;
  close(): Promise<void>;
}

export async function startHeldWriter(): Promise<HeldWriter> {
  const held: Array<(email: { subject: string; body: string }) => void> = [];
  const watchers: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      held.push((email) => {
        const content = JSON.stringify(email);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      });
      watchers.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    async waiting(count = 1) {
      while (held.length < count) await new Promise<void>((resolve) => watchers.push(resolve));
    },
    release(email) {
      held.splice(0).forEach((answer) => answer(email));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
