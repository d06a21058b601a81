// Everything a route needs, made once per running service: database, clock, email writer,
// mail transport and settings.
import type { ServiceDb } from './db/open';
import type { Mailer } from './email/mailer';
import type { EmailWriter } from './email/writer';

export interface ServiceContext {
  db: ServiceDb;
  now: () => Date;
  writer: EmailWriter;
  /** null: no SMTP configured; sent email is recorded as not delivered. */
  mailer: Mailer | null;
  mailFrom: string;
  senderName: string | null;
  /** How long a wizard confirmation token stays valid. */
  confirmationTtlMs: number;
}
