import { randomBytes } from 'node:crypto';
import type { MailOutboxSettings } from '../../config';

/**
 * What the e-mail of an in-app notification says, and the arithmetic of the
 * outbox's retries. Pure: the outbox repository and worker use them.
 */

/** How the app's database writes notification e-mails (set by `createApp` when SMTP is configured). */
export interface MailOutboxOptions {
  /** The public origin (`PUBLIC_URL`): links in mails are absolute with it, else paths. */
  publicUrl: string | null;
  /** The right-hand side of every `Message-ID` (`<random@domain>`). */
  messageIdDomain: string;
}

const SUBJECT_MAX = 200;

/** A notification's e-mail: its text as the subject (one line, cut) and the body with the link. */
export function notificationMail(
  notification: { text: string; link: string | null },
  publicUrl: string | null,
): { subject: string; text: string } {
  const line = notification.text.replace(/\s+/g, ' ').trim();
  const subject = line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
  const link = absoluteLink(notification.link, publicUrl);
  const text = [
    notification.text,
    ...(link ? ['', `Open it in Keel: ${link}`] : []),
    '',
    '--',
    'Keel sends this e-mail for a notification in your bell.',
  ].join('\n');
  return { subject: `Keel: ${subject}`, text };
}

/** `/projects/4` as `https://keel.example.com/projects/4` when the public origin is known. */
export function absoluteLink(link: string | null, publicUrl: string | null): string | null {
  if (!link) return null;
  if (publicUrl && link.startsWith('/') && !link.startsWith('//')) return `${publicUrl}${link}`;
  return link;
}

/** A new `Message-ID`: 128 random bits at the workspace's domain. Stored, so every attempt reuses it. */
export function newMessageId(domain: string): string {
  return `<keel-${randomBytes(16).toString('hex')}@${domain}>`;
}

/**
 * The domain `Message-ID`s name: the public URL's host, else the sender's
 * (`SMTP_FROM`), else `localhost`.
 */
export function messageIdDomain(publicUrl: string | null, from: string | null): string {
  if (publicUrl) return new URL(publicUrl).hostname;
  const domain = from?.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1];
  return domain && domain.length > 0 ? domain.toLowerCase() : 'localhost';
}

/**
 * How long to wait after the `attempt`-th failed send: `retryMinMs` doubling
 * with every attempt up to `retryMaxMs`, then a random part of it taken off
 * (equal jitter: between half and all of it), so mails that failed together
 * do not all come back together.
 */
export function retryDelayMs(
  attempt: number,
  settings: Pick<MailOutboxSettings, 'retryMinMs' | 'retryMaxMs'>,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const full = Math.min(settings.retryMaxMs, settings.retryMinMs * 2 ** exponent);
  return Math.round(full / 2 + random() * (full / 2));
}
