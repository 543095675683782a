import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createMailer, invitationMessage, passwordResetMessage, smtpSettingsFrom } from './mailer';

describe('SMTP settings from the environment', () => {
  it('is off by default', async () => {
    expect(smtpSettingsFrom({})).toBeNull();
    expect(await createMailer(null)).toBeNull();
  });

  it('reads SMTP_URL, or host, port, user, password and TLS, with a default sender', () => {
    expect(smtpSettingsFrom({ SMTP_URL: 'smtps://u:p@mail.example.com:465' })).toEqual({
      transport: 'smtps://u:p@mail.example.com:465',
      from: 'Keel <no-reply@localhost>',
    });
    expect(
      smtpSettingsFrom({
        SMTP_HOST: 'mail.example.com',
        SMTP_PORT: '2525',
        SMTP_USER: 'keel',
        SMTP_PASS: 'secret',
        SMTP_SECURE: '1',
        SMTP_FROM: 'Keel <keel@example.com>',
      }),
    ).toEqual({
      transport: {
        host: 'mail.example.com',
        port: 2525,
        secure: true,
        auth: { user: 'keel', pass: 'secret' },
      },
      from: 'Keel <keel@example.com>',
    });
    expect(smtpSettingsFrom({ SMTP_HOST: 'mail.example.com' })?.transport).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
    });
  });
});

describe('messages', () => {
  const expiresAt = new Date(Date.UTC(2026, 0, 12, 9, 0, 0));

  it('builds the invitation with the link, the inviter and the expiry', () => {
    const message = invitationMessage({
      from: 'Keel <keel@example.com>',
      to: 'new@example.com',
      link: 'https://keel.example.com/auth/signup?email=new%40example.com&token=abc',
      invitedBy: 'Ada Admin',
      expiresAt,
    });
    expect(message.subject).toBe('Ada Admin invited you to Keel');
    expect(message.to).toBe('new@example.com');
    expect(message.text).toContain(
      'https://keel.example.com/auth/signup?email=new%40example.com&token=abc',
    );
    expect(message.text).toContain('Mon, 12 Jan 2026 09:00:00 GMT');
  });

  it('builds the password reset message and sends it through the transport', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof original>[0]) => {
      const info = await original(message);
      sent.push(String((info as { message: string }).message));
      return info;
    }) as typeof transport.sendMail;
    const mailer = await createMailer(
      { transport: 'smtp://unused', from: 'Keel <keel@example.com>' },
      transport,
    );
    await mailer?.send(
      passwordResetMessage({
        from: mailer.from,
        to: 'max@example.com',
        link: '/auth/reset-password?token=xyz',
        expiresAt,
      }),
    );
    expect(sent).toHaveLength(1);
    const json = JSON.parse(sent[0] as string) as { subject: string; text: string; to: unknown };
    expect(json.subject).toBe('Reset your Keel password');
    expect(json.text).toContain('/auth/reset-password?token=xyz');
  });
});
