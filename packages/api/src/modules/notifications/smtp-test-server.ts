import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server saw it (accepted or refused). */
export interface ReceivedMail {
  messageId: string;
  to: string[];
  subject: string;
  raw: string;
  accepted: boolean;
}

export interface TestSmtpServer {
  url: string;
  /** Every DATA the server answered, in order. */
  received: ReceivedMail[];
  /** The accepted ones. */
  accepted(): ReceivedMail[];
  /** Answers the next `count` messages with a temporary failure (451). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

function header(raw: string, name: string): string {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, for
 * the tests of the e-mail outbox: nodemailer talks SMTP to it as to any mail
 * server. Plain SMTP, no authentication.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const refuse = refusals > 0;
        if (refuse) refusals -= 1;
        received.push({
          messageId: header(raw, 'Message-ID'),
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'Subject'),
          raw,
          accepted: !refuse,
        });
        if (refuse)
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accepted: () => received.filter((m) => m.accepted),
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
