import { SSO_ERROR_REASONS, type SsoErrorReason } from '@keel/types';

/** What the single sign-on error page says for each reason the API gives. */
const TEXTS: Record<SsoErrorReason, { title: string; message: string }> = {
  state: {
    title: 'This sign-in has expired',
    message:
      'This sign-in was already used, took too long, or was started in another browser. Start again from the sign-in page.',
  },
  provider: {
    title: 'The sign-in provider did not sign you in',
    message:
      'The sign-in provider refused or could not finish the sign-in. Try again; if it keeps failing, ask an administrator.',
  },
  email_unverified: {
    title: 'Your e-mail address is not verified',
    message:
      'Your sign-in provider did not confirm your e-mail address, so Keel cannot tell which account is yours. Verify your e-mail address with the provider, or ask an administrator.',
  },
  no_account: {
    title: 'No Keel account for this e-mail',
    message: 'No Keel account uses this e-mail; ask an administrator to invite you.',
  },
  disabled: {
    title: 'Your account is disabled',
    message: 'Your Keel account is disabled. Ask an administrator to enable it again.',
  },
  not_configured: {
    title: 'Single sign-on is not set up',
    message:
      'Single sign-on is not set up for this workspace. Sign in with your password, or ask an administrator.',
  },
  failed: {
    title: 'Signing in did not work',
    message:
      'Something went wrong on our side. Try again in a moment; if it keeps failing, tell an administrator.',
  },
};

export function ssoErrorText(reason: string | null): { title: string; message: string } {
  return (SSO_ERROR_REASONS as readonly string[]).includes(reason ?? '')
    ? TEXTS[reason as SsoErrorReason]
    : TEXTS.failed;
}
