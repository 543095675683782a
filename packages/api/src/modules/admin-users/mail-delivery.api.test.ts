import net from 'node:net';
import type { IssuedLink } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * With SMTP configured (here: a minimal SMTP server in the test), invitation
 * and password reset links are e-mailed as well as returned. Its own test
 * file, because the mailer is read from the environment once per process.
 */
let server: TestServer;
let smtp: net.Server;
const received: string[] = [];

function startSmtp(): Promise<number> {
  smtp = net.createServer((socket) => {
    let data = false;
    let message = '';
    let pending = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      if (data) {
        const end = pending.indexOf('\r\n.\r\n');
        if (end === -1) return;
        message += pending.slice(0, end);
        pending = pending.slice(end + 5);
        data = false;
        received.push(message);
        message = '';
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (!data && (newline = pending.indexOf('\r\n')) !== -1) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.address() as net.AddressInfo).port)),
  );
}

beforeAll(async () => {
  const port = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.SMTP_FROM = 'Keel <keel@example.com>';
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.SMTP_FROM;
  await server?.close();
  await new Promise((resolve) => smtp?.close(resolve));
});

describe('e-mail delivery', () => {
  it('sends the invitation link to the invitee', async () => {
    const admin = await server.login('admin');
    const invited = await server.request<IssuedLink>('POST', '/api/admin/invitations', {
      cookie: admin,
      body: { email: 'mailed@example.com', name: 'Mae Mailed' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.emailSent).toBe(true);
    const message = received.at(-1) ?? '';
    expect(message).toMatch(/^To: mailed@example.com/m);
    expect(message).toMatch(/^Subject: Ada Admin invited you to Keel/m);
    const token = new URL(invited.body.url, 'http://x').searchParams.get('token') as string;
    // The link in the mail is the one returned (quoted-printable may wrap long lines).
    expect(message.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(token);
  });

  it('sends password reset links too', async () => {
    const admin = await server.login('admin');
    const member = (
      await server.knex('users').where({ email: 'member@example.com' }).first<{ id: number }>('id')
    ).id;
    const reset = await server.request<IssuedLink>(
      'POST',
      `/api/admin/users/${member}/password-reset`,
      { cookie: admin },
    );
    expect(reset.body.emailSent).toBe(true);
    expect(received.at(-1)).toMatch(/^Subject: Reset your Keel password/m);
  });
});
