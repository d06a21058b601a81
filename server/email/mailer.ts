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

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      const info = await transport.sendMail(email);
      return { messageId: String(info.messageId ?? '') };
    },
    close: () => transport.close(),
  };
}
