import { adminEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';

/** The password reset link's calls. Loaded on demand so the page does not wait for the API contract. */
export const passwordResetApi = {
  check: (token: string, signal?: AbortSignal) =>
    apiRequest(adminEndpoints.checkPasswordReset, { params: { token }, signal }),
  reset: (token: string, password: string) =>
    apiRequest(adminEndpoints.resetPassword, { body: { token, password } }),
};
