import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Stack, TextField } from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { useLoginMutation } from '../auth.mutations';
import { AuthLayout } from '../components/AuthLayout';
import { safeRedirectUrl } from '../redirect-url';

const required = (label: string) => (value: string) =>
  value.trim().length > 0 || `${label} is required`;

/** `/auth/login` (SPEC §2): query `redirectUrl`, `error` and `email`. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const redirectUrl = safeRedirectUrl(search.get('redirectUrl'));
  const error = login.isError ? errorMessageOf(login.error) : search.get('error');

  return (
    <AuthLayout title="Sign in" lead="Welcome back. Sign in to continue." error={error}>
      <Form
        aria-label="Sign in"
        onSubmit={() =>
          login.mutate(
            { email: email.trim(), password },
            { onSuccess: () => navigate(redirectUrl ?? '/', { replace: true }) },
          )
        }
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus={email === ''}
          value={email}
          onChange={setEmail}
          rules={[required('Email')]}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus={email !== ''}
          value={password}
          onChange={setPassword}
          rules={[required('Password')]}
        />
        <Stack gap="small">
          <Button type="submit" variant="primary" isLoading={login.isPending}>
            Sign in
          </Button>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
