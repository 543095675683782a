import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button, Form, Link, Spinner, Stack } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { passwordResetQueryOptions, useResetPasswordMutation } from '../password-reset';
import { AuthLayout, NewPasswordFields } from '../../auth';
import { useNewPassword } from '../../../lib/management/useNewPassword';

const TITLE = 'Choose a new password';
const INVALID_LINK =
  'This password reset link is invalid, used or expired. Ask an administrator for a new one.';

/**
 * `/auth/reset-password?token=` (the link an administrator issues on a
 * user's page): checks the token, then sets a new password, which ends every
 * session of that user.
 */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const newPassword = useNewPassword();
  const check = useQuery(passwordResetQueryOptions(token));
  const reset = useResetPasswordMutation(token);

  if (token === '' || (check.isError && isApiError(check.error) && check.error.status < 500)) {
    return (
      <AuthLayout title={TITLE} error={INVALID_LINK}>
        <Link href="/auth/login">Go to sign in</Link>
      </AuthLayout>
    );
  }
  if (check.isError) {
    return (
      <AuthLayout title={TITLE} error={errorMessageOf(check.error)}>
        <Link href={`/auth/reset-password?${search.toString()}`}>Try again</Link>
      </AuthLayout>
    );
  }
  if (!check.data) {
    return (
      <AuthLayout title={TITLE}>
        <Spinner label="Checking your link" />
      </AuthLayout>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed" lead="Sign in with your new password.">
        <Link href={`/auth/login?email=${encodeURIComponent(check.data.email)}`}>
          Go to sign in
        </Link>
      </AuthLayout>
    );
  }

  const fieldErrors = reset.isError ? fieldErrorsOf(reset.error) : {};
  const serverError =
    reset.isError && Object.keys(fieldErrors).length === 0 ? errorMessageOf(reset.error) : null;
  return (
    <AuthLayout
      title={TITLE}
      lead={`For ${check.data.email}. Every session of this account is signed out.`}
      error={serverError}
    >
      <Form
        aria-label={TITLE}
        serverErrors={fieldErrors}
        onSubmit={() => reset.mutate(newPassword.password)}
      >
        <NewPasswordFields
          name="password"
          label="New password"
          confirmLabel="Confirm new password"
          {...newPassword.fields}
          autoFocus
        />
        <Stack gap="small">
          <Button type="submit" variant="primary" isLoading={reset.isPending}>
            Set password
          </Button>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
