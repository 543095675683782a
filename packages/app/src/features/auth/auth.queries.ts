import { queryOptions } from '@tanstack/react-query';

export const authKeys = {
  all: ['auth'] as const,
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
  signInOptions: () => [...authKeys.all, 'sign-in-options'] as const,
};

/**
 * What the sign-in page offers ("Sign in with …", the password form): fixed
 * while the server runs, so read once. The page shows the password form
 * until it is known, and when it cannot be read.
 */
export function signInOptionsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.signInOptions(),
    queryFn: async ({ signal }) => (await import('./auth.api')).authApi.signInOptions(signal),
    staleTime: Infinity,
    retry: false,
    meta: { errorPolicy: 'inline' },
  });
}

/** An invitation of the signup page; the page explains an invalid or expired one. */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.invitation(token),
    queryFn: async ({ signal }) =>
      (await import('./auth.api')).authApi.checkInvitation(token, signal),
    enabled: token.length > 0,
    retry: false,
    meta: { errorPolicy: 'inline' },
  });
}
