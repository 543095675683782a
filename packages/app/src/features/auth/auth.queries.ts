import { queryOptions } from '@tanstack/react-query';

export const authKeys = {
  all: ['auth'] as const,
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
};

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
