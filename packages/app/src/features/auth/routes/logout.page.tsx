import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Spinner } from '@keel/ui';
import { signOut } from '../auth.mutations';
import { AuthLayout } from '../components/AuthLayout';

/** `/auth/logout`: ends the session, forgets every cached answer, then shows login. */
export default function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    void signOut(queryClient).then(() => navigate('/auth/login', { replace: true }));
  }, [navigate, queryClient]);

  return (
    <AuthLayout title="Signing out">
      <Spinner label="Signing out" />
    </AuthLayout>
  );
}
