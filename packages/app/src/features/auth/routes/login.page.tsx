import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Text } from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { signInOptionsQueryOptions } from '../auth.queries';
import { AuthLayout } from '../components/AuthLayout';
import * as styles from '../components/AuthLayout.css';
import { PasswordSignInForm } from '../components/PasswordSignInForm';
import { safeRedirectUrl } from '../redirect-url';

/** The address that starts OpenID Connect sign-in, coming back to `redirectUrl`. */
export function ssoStartUrl(redirectUrl: string | null): string {
  const query = redirectUrl ? `?${new URLSearchParams({ returnTo: redirectUrl })}` : '';
  return `/api/auth/oidc/start${query}`;
}

/**
 * `/auth/login` (SPEC §2): query `redirectUrl`, `error` and `email`. With
 * single sign-on configured, "Sign in with …" comes first; with password
 * sign-in off (`PASSWORD_LOGIN=0`) the password form is folded into an
 * "Administrator sign-in" disclosure for the break-glass administrator.
 */
export default function LoginPage() {
  const [search] = useSearchParams();
  const options = useQuery(signInOptionsQueryOptions());
  const [failure, setFailure] = useState<unknown>(null);
  const redirectUrl = safeRedirectUrl(search.get('redirectUrl'));
  const error = failure ? errorMessageOf(failure) : search.get('error');
  const sso = options.data?.sso ?? null;
  const passwordLogin = options.data?.passwordLogin ?? true;

  const form = (
    <PasswordSignInForm
      initialEmail={search.get('email') ?? ''}
      redirectUrl={redirectUrl}
      onError={setFailure}
      autoFocus={passwordLogin}
    />
  );

  return (
    <AuthLayout title="Sign in" lead="Welcome back. Sign in to continue." error={error}>
      {sso && (
        <a className={styles.ssoLink} href={ssoStartUrl(redirectUrl)}>
          Sign in with {sso.buttonLabel}
        </a>
      )}
      {sso && passwordLogin && (
        <Text as="p" tone="muted" size="small">
          Or sign in with your e-mail and password:
        </Text>
      )}
      {passwordLogin ? (
        form
      ) : (
        <details className={styles.disclosure}>
          <summary className={styles.disclosureSummary}>Administrator sign-in</summary>
          <Text as="p" tone="muted" size="small">
            Password sign-in is turned off for this workspace; only the designated administrator may
            use it.
          </Text>
          {form}
        </details>
      )}
    </AuthLayout>
  );
}
