// Starts the reference service for a test: a fresh temp data dir, a token, real HTTP on 127.0.0.1.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createToken, startServer, type RunningServer, type ServerOptions } from '../../server/index';
import { DB_FILE_NAME } from '../../server/db/open';
import { ServiceClient } from '../conformance/client';

export interface TestService {
  client: ServiceClient;
  server: RunningServer;
  dataDir: string;
  token: string;
  close(): Promise<void>;
}

export async function startTestService(options: Partial<ServerOptions> = {}): Promise<TestService> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rolodeck-server-test-'));
  const token = await createToken(dataDir, 'test');
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

const TABLES = [
  'contacts', 'contact_emails', 'contact_companies', 'companies', 'tasks', 'pipeline_states',
  'wizard_confirmations', 'email_sessions', 'email_session_events', 'email_messages', 'idempotency_keys', 'api_tokens',
];

/** Every table's rows, read straight from the database file: "nothing changed" means these are equal. */
export function databaseSnapshot(dataDir: string): Record<string, unknown[]> {
  const db = new Database(join(dataDir, DB_FILE_NAME), { readonly: true });
  try {
    const snapshot: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const rows = db.prepare(`SELECT * FROM ${table}`).all() as Array<Record<string, unknown>>;
      // last_used_at moves on authenticated reads; it is bookkeeping, not data.
      snapshot[table] = table === 'api_tokens' ? rows.map(({ last_used_at: _, ...r }) => r) : rows;
    }
    return snapshot;
  } finally {
    db.close();
  }
}

export function queryDatabase<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(dataDir, DB_FILE_NAME), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
