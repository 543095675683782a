import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokensEndpoints, type ApiToken, type ApiTokenCreateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { apiTokenKeys } from './api-tokens.queries';

/** Creates a token; the answer carries the secret, shown once by the caller. */
export function useCreateApiTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenCreateInput) => apiRequest(apiTokensEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
    meta: { errorPolicy: 'inline' },
  });
}

export function useRevokeApiTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiToken) =>
      apiRequest(apiTokensEndpoints.revoke, { params: { tokenId: token.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
