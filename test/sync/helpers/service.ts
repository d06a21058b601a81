// The real reference service on 127.0.0.1 for sync tests (one per test file), a fault proxy in
// front of it, and direct access to it (as "another user" editing concurrently, and to read
// what it holds when asserting).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertContact, type NewContact } from '../../../server/db/contacts';
import { openServiceDb } from '../../../server/db/open';
import { IDEMPOTENCY_RETENTION_MS } from '../../../server/http/idempotency';
import { createToken, startServer, type EmailWriter, type RunningServer } from '../../../server/index';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

/**
 * The service's own database, for what its API cannot say: the reference service has no
 * DELETE (another user's deletion is simulated here) and no task or sent-mail listing.
 */
export class ServiceDb {
  constructor(private readonly file: string) {}

  private with<T>(work: (db: Database.Database) => T): T {
    const db = new Database(this.file);
    try {
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
      return work(db);
    } finally {
      db.close();
    }
  }

  deleteContact(id: string): void {
    this.with((db) => db.prepare('DELETE FROM contacts WHERE id = ?').run(id));
  }

  /** Forgets every contact (between scenarios, so each pull stays small). */
  clearContacts(): void {
    this.with((db) => db.prepare('DELETE FROM contacts').run());
  }

  /** Forgets every email drafting session (as a service whose session store was reset). */
  forgetEmailSessions(): void {
    this.with((db) => {
      db.prepare('DELETE FROM email_session_events').run();
      db.prepare('DELETE FROM email_sessions').run();
    });
  }

  /** Forgets the Idempotency-Keys older than the service keeps them, as its hourly purge does (`now`: the clock it would read). */
  purgeExpiredKeys(now: number): void {
    const cutoff = new Date(now - IDEMPOTENCY_RETENTION_MS).toISOString();
    this.with((db) => db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff));
  }

  tasks(): { contact_id: string; title: string; type: string | null; description: string | null }[] {
    return this.with(
      (db) =>
        db.prepare('SELECT contact_id, title, type, description FROM tasks ORDER BY created_at').all() as { contact_id: string; title: string; type: string | null; description: string | null }[],
    );
  }

  /** When the service has each task with this title due (it keeps the date a task was made with). */
  taskDueDates(title: string): string[] {
    return this.with((db) => (db.prepare('SELECT due_date FROM tasks WHERE title = ? ORDER BY created_at').all(title) as { due_date: string }[]).map((t) => new Date(t.due_date).toISOString()));
  }

  /** The address each email with this subject went to, oldest first. */
  sentTo(subject: string): string[] {
    return this.with((db) => (db.prepare('SELECT to_address FROM email_messages WHERE subject = ? ORDER BY created_at').all(subject) as { to_address: string }[]).map((m) => m.to_address));
  }

  sentEmails(): { contact_id: string; subject: string; body: string }[] {
    return this.with((db) => db.prepare('SELECT contact_id, subject, body FROM email_messages ORDER BY created_at').all() as { contact_id: string; subject: string; body: string }[]);
  }
}

export interface TestService {
  server: RunningServer;
  proxy: FaultProxy;
  token: string;
  dir: string;
  /** Direct calls to the service (no faults). */
  api: ServiceApi;
  db: ServiceDb;
  close(): Promise<void>;
}

export class ServiceApi {
  constructor(
    readonly url: string,
    private readonly token: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  async ok(method: string, path: string, body?: unknown): Promise<any> {
    const answer = await this.call(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** Every contact the service holds (all pages). */
  async allContacts(): Promise<any[]> {
    const out: any[] = [];
    for (let page = 1; ; page++) {
      const body = await this.ok('GET', `/api/contacts?page=${page}`);
      const members = body['hydra:member'] as any[];
      out.push(...members);
      if (!members.length || out.length >= body['hydra:totalItems']) return out;
    }
  }

  async states(): Promise<{ id: string; name: string }[]> {
    const body = await this.ok('GET', '/api/pipeline_states');
    return (body['hydra:member'] ?? body.member ?? body) as { id: string; name: string }[];
  }
}

export async function startTestService(options: { demo?: boolean; writer?: EmailWriter; smtpUrl?: string } = {}): Promise<TestService> {
  const dir = mkdtempSync(join(tmpdir(), 'rolodeck-service-'));
  const token = await createToken(dir, 'sync-tests');
  const server = await startServer({ dataDir: dir, port: 0, demo: options.demo, writer: options.writer, smtpUrl: options.smtpUrl });
  const proxy = await startFaultProxy(server.url);
  return {
    server,
    proxy,
    token,
    dir,
    api: new ServiceApi(server.url, token),
    db: new ServiceDb(join(dir, 'service.sqlite')),
    close: async () => {
      await proxy.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Stores `count` contacts on the service in one transaction (faster than its API); answers their ids in order. */
export async function seedContacts(service: TestService, count: number, contact: (i: number) => NewContact): Promise<string[]> {
  const ids: string[] = [];
  const opened = await openServiceDb(service.dir);
  try {
    await opened.db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i++) ids.push(await insertContact(trx, contact(i), new Date()));
    });
  } finally {
    await opened.close();
  }
  return ids;
}
