import { authEndpoints, type LoginInput, type SignupInput } from '@keel/types';
import { apiRequest } from '../../lib/api';

/** The auth calls. Loaded on demand so the sign-in page does not wait for the API contract. */
export const authApi = {
  login: (input: LoginInput) => apiRequest(authEndpoints.login, { body: input }),
  signup: (input: SignupInput) => apiRequest(authEndpoints.signup, { body: input }),
  logout: () => apiRequest(authEndpoints.logout),
  checkInvitation: (token: string, signal?: AbortSignal) =>
    apiRequest(authEndpoints.checkInvitation, { params: { token }, signal }),
  signInOptions: (signal?: AbortSignal) => apiRequest(authEndpoints.signInOptions, { signal }),
};
