import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Link, Spinner, Stack, TextField } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { invitationQueryOptions } from '../auth.queries';
import { useSignupMutation } from '../auth.mutations';
import { AuthLayout } from '../components/AuthLayout';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useNewPassword } from '../../../lib/management/useNewPassword';

const INVALID_INVITATION =
  'This invitation link is invalid or has expired. Ask the person who invited you for a new one.';

/** `/auth/signup?email=&token=` (SPEC §2): accept an invitation and set a password. */
export default function SignupPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token') ?? '';
  const invitation = useQuery(invitationQueryOptions(token));
  const signup = useSignupMutation();
  const [name, setName] = useState<string | null>(null);
  const newPassword = useNewPassword();

  if (
    token === '' ||
    (invitation.isError && isApiError(invitation.error) && invitation.error.status < 500)
  ) {
    return (
      <AuthLayout title="Create your account" error={INVALID_INVITATION}>
        <Link href="/auth/login">Go to sign in</Link>
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    return (
      <AuthLayout title="Create your account" error={errorMessageOf(invitation.error)}>
        <Link href={`/auth/signup?${search.toString()}`}>Try again</Link>
      </AuthLayout>
    );
  }
  if (!invitation.data) {
    return (
      <AuthLayout title="Create your account">
        <Spinner label="Checking your invitation" />
      </AuthLayout>
    );
  }

  const email = invitation.data.email;
  const shownName = name ?? invitation.data.name ?? '';
  const serverError =
    signup.isError && Object.keys(fieldErrorsOf(signup.error)).length === 0
      ? errorMessageOf(signup.error)
      : null;

  return (
    <AuthLayout
      title="Create your account"
      lead={`You were invited as ${email}. Choose your name and a password.`}
      error={serverError}
    >
      <Form
        aria-label="Create your account"
        serverErrors={signup.isError ? fieldErrorsOf(signup.error) : undefined}
        onSubmit={() =>
          signup.mutate(
            { email, token, name: shownName.trim(), password: newPassword.password },
            { onSuccess: () => navigate('/', { replace: true }) },
          )
        }
      >
        <TextField label="Email" name="email" type="email" value={email} isReadOnly />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          autoFocus
          value={shownName}
          onChange={setName}
          rules={[(v) => v.trim().length > 0 || 'Name is required']}
        />
        <NewPasswordFields
          name="password"
          label="Password"
          confirmLabel="Confirm password"
          {...newPassword.fields}
        />
        <Stack gap="small">
          <Button type="submit" variant="primary" isLoading={signup.isPending}>
            Create account
          </Button>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
