// Public entry points of the reference contact service. Other parts of Rolodeck (sync engine
// tests, UI tests, the CLI) start the service only through startServer() and createToken().
import { buildApp } from './app';
import { insertToken } from './auth/tokens';
import {
  CONFIRMATION_TTL_MS,
  DEFAULT_MAIL_FROM,
  llmFromEnv,
  mailFromEnv,
  pipelineStateNames,
  senderNameFromEnv,
  smtpUrlFromEnv,
} from './config';
import type { ServiceContext } from './context';
import { openServiceDb } from './db/open';
import { seedPipelineStates } from './db/pipeline-states';
import { seedDemo } from './demo/seed';
import { ChatCompletionsEmailWriter } from './email/chat-completions-writer';
import { createSmtpMailer } from './email/mailer';
import { TemplateEmailWriter } from './email/template-writer';
import type { EmailWriter } from './email/writer';
import type { FastifyInstance } from 'fastify';

export type { EmailWriter } from './email/writer';
export { TemplateEmailWriter } from './email/template-writer';
export { ChatCompletionsEmailWriter } from './email/chat-completions-writer';
export { deleteContact, setServiceFields } from './admin';

export interface ServerOptions {
  /** Directory of the service database (created if missing). */
  dataDir: string;
  /** Port on 127.0.0.1; 0 picks a free one. Default 0. */
  port?: number;
  /** SMTP URL for sending email (default: env ROLODECK_SMTP_URL; none → recorded, not delivered). */
  smtpUrl?: string;
  /** From address of sent email (default: env ROLODECK_MAIL_FROM, else "Rolodeck <rolodeck@localhost>"). */
  mailFrom?: string;
  /** Seed a few hundred demo contacts into an empty database. */
  demo?: boolean;
  /** Clock (tests move it to expire wizard tokens). */
  now?: () => Date;
  /** Email writer (default: chat-completions when ROLODECK_LLM_URL + ROLODECK_LLM_MODEL are set, else template). */
  writer?: EmailWriter;
  /** Pipeline state names seeded at first start (default: env ROLODECK_PIPELINE_STATES, else DEFAULT_PIPELINE_STATES). */
  pipelineStates?: readonly string[];
  /** Wizard confirmation token lifetime (default 30 minutes). */
  confirmationTtlMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** The Fastify app, for in-process inject() (benchmarks and tests). */
  app: FastifyInstance;
}

function defaultWriter(): EmailWriter {
  const llm = llmFromEnv();
  return llm ? new ChatCompletionsEmailWriter(llm) : new TemplateEmailWriter();
}

export interface Service {
  app: FastifyInstance;
  ctx: ServiceContext;
  close(): Promise<void>;
}

/** Opens the database, seeds, and builds the app without listening. */
export async function createService(options: ServerOptions): Promise<Service> {
  const opened = await openServiceDb(options.dataDir);
  try {
    const now = options.now ?? (() => new Date());
    await seedPipelineStates(opened.db, pipelineStateNames(options.pipelineStates));
    if (options.demo) await seedDemo(opened.db, { now: now() });
    const smtpUrl = options.smtpUrl ?? smtpUrlFromEnv();
    const ctx: ServiceContext = {
      db: opened.db,
      now,
      writer: options.writer ?? defaultWriter(),
      mailer: smtpUrl ? createSmtpMailer(smtpUrl) : null,
      mailFrom: options.mailFrom ?? mailFromEnv() ?? DEFAULT_MAIL_FROM,
      senderName: senderNameFromEnv() ?? null,
      confirmationTtlMs: options.confirmationTtlMs ?? CONFIRMATION_TTL_MS,
    };
    const app = buildApp(ctx);
    let closed = false;
    return {
      app,
      ctx,
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        ctx.mailer?.close();
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const service = await createService(options);
  try {
    await service.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    await service.close();
    throw error;
  }
  const address = service.app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return { url: `http://127.0.0.1:${port}`, port, close: service.close, app: service.app };
}

/** Creates an API token in the service database of `dataDir`; returns the secret (shown once). */
export async function createToken(dataDir: string, name = 'default'): Promise<string> {
  const opened = await openServiceDb(dataDir);
  try {
    return (await insertToken(opened.db, name, new Date())).token;
  } finally {
    await opened.close();
  }
}
