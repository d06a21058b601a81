// An SMTP server that accepts the connection and then says nothing: delivery gives up after the
// mailer's own timeouts (not nodemailer's minutes) with words that say which server hung.
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSmtpMailer, SMTP_TIMEOUTS } from '../../server/email/mailer';

const email = { from: 'Rolodeck <rolodeck@localhost>', to: 'ada@example.com', subject: 'Hello', text: 'Hi' };

async function silentServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket)); // never greets
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const close = () => {
    for (const s of sockets) s.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { port, close };
}

describe('SMTP delivery to a server that hangs', () => {
  it('waits seconds, not minutes, by default', () => {
    expect(SMTP_TIMEOUTS.connectionTimeout).toBeLessThanOrEqual(30_000);
    expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(30_000);
    expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThanOrEqual(60_000);
  });

  it('gives up on a server that never greets, naming it', async () => {
    const { port, close } = await silentServer();
    const mailer = createSmtpMailer(`smtp://user:secret-pw@127.0.0.1:${port}`, { connectionTimeout: 2_000, greetingTimeout: 300, socketTimeout: 2_000 });
    try {
      const error = (await mailer.send(email).then(() => null, (e: Error) => e))!;
      expect(error).not.toBeNull();
      expect(error.message).toMatch(new RegExp(`^The SMTP server 127\\.0\\.0\\.1:${port} did not greet in time`));
      expect(error.message).not.toContain('secret-pw');
    } finally {
      mailer.close();
      await close();
    }
  });
});
