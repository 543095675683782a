import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginInput, SignupInput } from '@keel/types';
import { sessionKeys } from '../../lib/session/session.keys';

const loadAuthApi = () => import('./auth.api').then((m) => m.authApi);

/** A new session: nothing cached for the previous one may leak into it. */
function startSession(queryClient: QueryClient, user: CurrentUser) {
  queryClient.clear();
  queryClient.setQueryData(sessionKeys.current(), user);
}

/** Signs in; the form shows failures itself (wrong password, 429 lock-out). */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => (await loadAuthApi()).login(input),
    meta: { errorPolicy: 'inline' },
    onSuccess: (user) => startSession(queryClient, user),
  });
}

/** Accepts an invitation and signs in; field errors show on the form. */
export function useSignupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupInput) => (await loadAuthApi()).signup(input),
    meta: { errorPolicy: 'inline' },
    onSuccess: (user) => startSession(queryClient, user),
  });
}

/** Ends the session whatever the server says, and forgets every cached answer. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await (await loadAuthApi()).logout();
  } catch (error) {
    console.error('Sign-out request failed', error);
  }
  await queryClient.cancelQueries();
  queryClient.clear();
  queryClient.setQueryData(sessionKeys.current(), null);
}
