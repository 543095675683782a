import type { AppDeps } from '../../lib/deps';
import { environmentMailer, type MailMessage } from './mailer';

/**
 * The links an administrator issues (an invitation, a password reset): where
 * they point, and mailing them when SMTP is configured.
 */

/** Where the app's pages live: PUBLIC_URL when configured, else a path on the app's own origin. */
export function appLink(deps: AppDeps, path: string, params: Record<string, string>): string {
  const base = deps.config.publicUrl?.replace(/\/+$/, '') ?? '';
  return `${base}${path}?${new URLSearchParams(params).toString()}`;
}

/** Sends when SMTP is configured; a failure is logged and reported as "not sent", never fatal. */
export async function trySend(
  deps: AppDeps,
  build: (from: string) => MailMessage,
): Promise<boolean> {
  const mailer = await environmentMailer();
  if (!mailer) return false;
  try {
    await mailer.send(build(mailer.from));
    return true;
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not send e-mail');
    return false;
  }
}
