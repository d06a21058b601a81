// What the conformance suite runs against: the deployment named by CONTACT_SERVICE_URL and
// CONTACT_SERVICE_TOKEN, or else the reference server started in-process on 127.0.0.1
// (port 0, a fresh temp data dir) for the duration of one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createToken, startServer, type RunningServer, type ServerOptions } from '../../server/index';
import { ServiceClient } from './client';

export interface Target {
  client: ServiceClient;
  close(): Promise<void>;
}

export async function connectTarget(): Promise<Target> {
  const url = process.env.CONTACT_SERVICE_URL;
  if (url) {
    const token = process.env.CONTACT_SERVICE_TOKEN;
    if (!token) throw new Error('CONTACT_SERVICE_URL is set but CONTACT_SERVICE_TOKEN is not');
    return { client: new ServiceClient(url.replace(/\/+$/, ''), token), close: async () => {} };
  }
  const { client, close } = await startReferenceService({}, 'conformance');
  return { client, close };
}

/** The target for one test file: connected before its tests, closed after. Use `.api` inside tests. */
export function useTarget(): { readonly api: ServiceClient } {
  let target: Target | undefined;
  beforeAll(async () => {
    target = await connectTarget();
  });
  afterAll(() => target?.close());
  return {
    get api() {
      if (!target) throw new Error('The conformance target is not connected yet (use it inside tests or hooks)');
      return target.client;
    },
  };
}

export interface ReferenceService {
  client: ServiceClient;
  server: RunningServer;
  dataDir: string;
  token: string;
  /** Stops the server and deletes its data folder. */
  close(): Promise<void>;
}

/** The reference server on 127.0.0.1 (port 0) with a fresh temp data folder (unless given) and a token. */
export async function startReferenceService(options: Partial<ServerOptions> = {}, tokenName = 'test'): Promise<ReferenceService> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rolodeck-service-test-'));
  const token = await createToken(dataDir, tokenName);
  const server = await startServer({ port: 0, ...options, dataDir });
  return {
    client: new ServiceClient(server.url, token),
    server,
    dataDir,
    token,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
