import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Stack, TextField } from '@keel/ui';
import { useLoginMutation } from '../auth.mutations';

const required = (label: string) => (value: string) =>
  value.trim().length > 0 || `${label} is required`;

export interface PasswordSignInFormProps {
  initialEmail: string;
  /** Where to go once signed in. */
  redirectUrl: string | null;
  /** Reports the failure of the last attempt (null again on a new attempt). */
  onError: (message: unknown) => void;
  autoFocus: boolean;
}

/** E-mail and password: the sign-in form of `/auth/login`. */
export function PasswordSignInForm({
  initialEmail,
  redirectUrl,
  onError,
  autoFocus,
}: PasswordSignInFormProps) {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');

  return (
    <Form
      aria-label="Sign in"
      onSubmit={() => {
        onError(null);
        login.mutate(
          { email: email.trim(), password },
          {
            onSuccess: () => navigate(redirectUrl ?? '/', { replace: true }),
            onError: (error) => onError(error),
          },
        );
      }}
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        autoFocus={autoFocus && email === ''}
        value={email}
        onChange={setEmail}
        rules={[required('Email')]}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus && email !== ''}
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
  );
}
