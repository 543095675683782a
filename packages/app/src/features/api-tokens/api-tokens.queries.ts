import { apiTokensEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  own: () => [...apiTokenKeys.all, 'own'] as const,
};

/** The signed-in user's tokens (never their secrets). */
export function ownApiTokensQueryOptions() {
  return endpointQueryOptions(apiTokenKeys.own(), apiTokensEndpoints.list);
}
