// The reference contact service, started in the test process on 127.0.0.1 with its own data
// folder and a fresh token; it can be stopped and started again on the same port (an outage).
import { createToken, startServer, type EmailWriter, type RunningServer } from '../../../server/index';
import { expect, type Page } from '@playwright/test';
import { tempDataDir } from './bridge';
import { connectService, contactOption, createContact, openApp, syncNow, type NewContact } from './ui';

export interface TestService {
  url: string;
  token: string;
  dataDir: string;
  /** A request to the service as another client would make it (JSON in, JSON out). */
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startService(options: { demo?: boolean; pipelineStates?: string[]; writer?: EmailWriter } = {}): Promise<TestService> {
  const temp = tempDataDir('rolodeck-service-');
  const token = await createToken(temp.dir, 'e2e');
  let server: RunningServer | null = await startServer({ dataDir: temp.dir, port: 0, demo: options.demo, pipelineStates: options.pipelineStates, writer: options.writer });
  const port = server.port;
  const url = server.url;
  return {
    url,
    token,
    dataDir: temp.dir,
    async request(method, path, body) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
    },
    async stop() {
      await server?.close();
      server = null;
    },
    async start() {
      if (!server) server = await startServer({ dataDir: temp.dir, port, writer: options.writer });
    },
    async dispose() {
      await server?.close();
      server = null;
      temp.cleanup();
    },
  };
}

/** A contact on the service found by exact email, or null. */
export async function remoteContactByEmail(service: TestService, email: string): Promise<Record<string, unknown> | null> {
  const { body } = await service.request<{ 'hydra:member': Record<string, unknown>[] }>('GET', `/api/contacts?email=${encodeURIComponent(email)}`);
  return body['hydra:member'][0] ?? null;
}

/**
 * A contact made in the app and synced to the service, then chosen in Contacts: where a test of
 * what a teammate does to it meanwhile starts. Answers its id on the service.
 */
export async function openSyncedContact(page: Page, bridgeUrl: string, service: TestService, contact: NewContact & { email: string }): Promise<string> {
  await openApp(page, bridgeUrl);
  await createContact(page, contact);
  await connectService(page, service);
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, contact.email))?.id).toBeTruthy();
  const id = (await remoteContactByEmail(service, contact.email))!.id as string;
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, contact.name).click();
  return id;
}
