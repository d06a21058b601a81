// What the conformance suite runs against: the deployment named by CONTACT_SERVICE_URL and
// CONTACT_SERVICE_TOKEN, or else the reference server started in-process on 127.0.0.1
// (port 0, a fresh temp data dir) for the duration of one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createToken, startServer } from '../../server/index';
import { ServiceClient } from './client';

export interface Target {
  client: ServiceClient;
  /** True against the in-process reference server (tests of reference-only details may use it). */
  isReference: boolean;
  close(): Promise<void>;
}

export async function connectTarget(): Promise<Target> {
  const url = process.env.CONTACT_SERVICE_URL;
  if (url) {
    const token = process.env.CONTACT_SERVICE_TOKEN;
    if (!token) throw new Error('CONTACT_SERVICE_URL is set but CONTACT_SERVICE_TOKEN is not');
    return { client: new ServiceClient(url.replace(/\/+$/, ''), token), isReference: false, close: async () => {} };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rolodeck-conformance-'));
  const token = await createToken(dataDir, 'conformance');
  const server = await startServer({ dataDir, port: 0 });
  return {
    client: new ServiceClient(server.url, token),
    isReference: true,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
