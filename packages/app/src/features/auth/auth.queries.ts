import { queryOptions } from '@tanstack/react-query';

export const authKeys = {
  all: ['auth'] as const,
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
};

/** An invitation of the signup page; the page explains an invalid or expired one. */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.invitation(token),
    // The API client and contract load with the call, not with the signup page.
    queryFn: async ({ signal }) => {
      const [{ apiRequest }, { authEndpoints }] = await Promise.all([
        import('../../lib/api'),
        import('@keel/types'),
      ]);
      return apiRequest(authEndpoints.checkInvitation, { params: { token }, signal });
    },
    enabled: token.length > 0,
    retry: false,
    meta: { errorPolicy: 'inline' },
  });
}
