// Delivers a sent email over SMTP with nodemailer. Only built when an SMTP URL is configured.
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): void;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The URL nodemailer gets. A user name on smtp:// to another computer adds requireTLS: without
 * it nodemailer upgrades with STARTTLS only when the server offers it, and otherwise sends the
 * password in the clear. A URL that says requireTLS itself is left as it is.
 */
export function transportUrl(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // Not echoed: it may hold a password.
    throw new Error('The SMTP URL is not a URL: write it as smtp://user:password@host:587 or smtps://user:password@host:465.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('The SMTP URL must start with smtp:// or smtps://.');
  if (url.protocol !== 'smtp:' || !url.username || LOOPBACK_HOST.test(url.hostname) || url.searchParams.has('requireTLS')) return smtpUrl;
  url.searchParams.set('requireTLS', 'true');
  return url.toString();
}

/**
 * How long delivery waits for an SMTP server, in ms. nodemailer's own defaults (2 minutes to
 * connect, 10 minutes of silence) would hold a send, and the client waiting on it, for minutes
 * on a hung server. Query parameters of the URL (e.g. ?socketTimeout=…) still win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ECONNECTION', 'ESOCKET']);

/** A timeout in plain words, naming the server (never the URL: it may hold a password). */
function clearError(error: unknown, smtpUrl: string): unknown {
  const code = (error as { code?: string }).code;
  const message = (error as Error).message ?? '';
  if (!code || !TIMEOUT_CODES.has(code) || !/timeout|timed out|never received/i.test(message)) return error;
  const { hostname, port } = new URL(smtpUrl);
  const stage = /greeting/i.test(message) ? 'did not greet' : /connection timeout/i.test(message) ? 'could not be reached' : 'stopped answering';
  return Object.assign(new Error(`The SMTP server ${hostname}${port ? `:${port}` : ''} ${stage} in time (${message}).`), { code });
}

export function createSmtpMailer(smtpUrl: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({ ...timeouts, url: transportUrl(smtpUrl) });
  return {
    async send(email) {
      try {
        const info = await transport.sendMail(email);
        return { messageId: String(info.messageId ?? '') };
      } catch (error) {
        throw clearError(error, smtpUrl);
      }
    },
    close: () => transport.close(),
  };
}
