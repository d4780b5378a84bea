import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server took it: the envelope and the parsed message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on a free loopback port, for tests (no TLS, no login): every message it takes is
 * parsed with mailparser and kept in `received`. `url` is what SMTP_URL names; `close` stops it.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address), mail });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
