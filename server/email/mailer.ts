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

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(transportUrl(smtpUrl));
  return {
    async send(email) {
      const info = await transport.sendMail(email);
      return { messageId: String(info.messageId ?? '') };
    },
    close: () => transport.close(),
  };
}
