import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminUsersKeys } from './admin-users.keys';

const loadPasswordResetApi = () => import('./password-reset.api').then((m) => m.passwordResetApi);

/** Checks a password reset link; the page explains an invalid, used or expired one. */
export function passwordResetQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminUsersKeys.passwordReset(token),
    queryFn: async ({ signal }) => (await loadPasswordResetApi()).check(token, signal),
    enabled: token !== '',
    retry: false,
    meta: { errorPolicy: 'inline' },
  });
}

/** Sets a new password with a reset link (ends every session of that user); the page shows failures. */
export function useResetPasswordMutation(token: string) {
  return useMutation({
    mutationFn: async (password: string) => (await loadPasswordResetApi()).reset(token, password),
    meta: { errorPolicy: 'inline' },
  });
}
