import type { Transporter } from 'nodemailer';

/**
 * Outgoing e-mail for invitation and password reset links. Off unless SMTP is
 * configured in the environment: `SMTP_URL` (e.g. `smtps://user:pass@host:465`)
 * or `SMTP_HOST` with optional `SMTP_PORT` (587), `SMTP_USER`, `SMTP_PASS`,
 * `SMTP_SECURE` (1 for implicit TLS); `SMTP_FROM` is the sender
 * (default `Keel <no-reply@localhost>`). The link is always shown to the
 * administrator too, so mail is a convenience, never the only way.
 */
export interface SmtpSettings {
  transport:
    string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The `Message-ID` header, `<unique@domain>` (nodemailer makes one up when absent). */
  messageId?: string;
  /** Extra headers, e.g. `Auto-Submitted`. */
  headers?: Record<string, string>;
}

export function smtpSettingsFrom(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const get = (name: string) => env[name]?.trim() || undefined;
  const from = get('SMTP_FROM') ?? 'Keel <no-reply@localhost>';
  const url = get('SMTP_URL');
  if (url) return { transport: url, from };
  const host = get('SMTP_HOST');
  if (!host) return null;
  const port = Number(get('SMTP_PORT') ?? 587);
  const user = get('SMTP_USER');
  const pass = get('SMTP_PASS');
  return {
    transport: {
      host,
      port: Number.isInteger(port) && port > 0 ? port : 587,
      secure: ['1', 'true', 'yes'].includes((get('SMTP_SECURE') ?? '').toLowerCase()),
      ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
    },
    from,
  };
}

export function invitationMessage(input: {
  from: string;
  to: string;
  link: string;
  invitedBy: string;
  expiresAt: Date;
}): MailMessage {
  return {
    from: input.from,
    to: input.to,
    subject: `${input.invitedBy} invited you to Keel`,
    text: [
      `${input.invitedBy} invited you to Keel.`,
      '',
      'Open this link to choose your name and password:',
      input.link,
      '',
      `The link works once and expires on ${input.expiresAt.toUTCString()}.`,
    ].join('\n'),
  };
}

export function passwordResetMessage(input: {
  from: string;
  to: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  return {
    from: input.from,
    to: input.to,
    subject: 'Reset your Keel password',
    text: [
      'An administrator issued a password reset link for your Keel account.',
      '',
      'Open this link to choose a new password:',
      input.link,
      '',
      `The link works once and expires on ${input.expiresAt.toUTCString()}.`,
      'If you did not expect this, you can ignore this message.',
    ].join('\n'),
  };
}

export interface Mailer {
  from: string;
  send(message: MailMessage): Promise<void>;
  /** Closes the transport's connections (a pooled transport keeps some open). */
  close(): void;
}

/** A mailer for these settings, or null when SMTP is not configured. */
export async function createMailer(
  settings: SmtpSettings | null,
  transporter?: Transporter,
): Promise<Mailer | null> {
  if (!settings) return null;
  // Loaded only when mail is configured, so a workspace without SMTP never touches it.
  const transport =
    transporter ?? (await import('nodemailer')).default.createTransport(settings.transport);
  return {
    from: settings.from,
    async send(message) {
      await transport.sendMail(message);
    },
    close() {
      transport.close();
    },
  };
}

let processMailer: Promise<Mailer | null> | null = null;

/** The mailer configured by this process's environment (created once). */
export function environmentMailer(): Promise<Mailer | null> {
  processMailer ??= createMailer(smtpSettingsFrom(process.env));
  return processMailer;
}
