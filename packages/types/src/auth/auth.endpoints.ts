import { defineEndpoint } from '../endpoint';
import { OkSchema } from '../common/common.schemas';
import { CurrentUserSchema } from '../users/users.schemas';
import {
  InvitationCheckSchema,
  InvitationTokenParamsSchema,
  LoginInputSchema,
  SignInOptionsSchema,
  SignupInputSchema,
} from './auth.schemas';

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in; sets the session cookie (a new session id every time)',
    tag: 'auth',
    public: true,
    // A session is started with a password, never from an API token.
    sessionOnly: true,
    body: LoginInputSchema,
    response: CurrentUserSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out; deletes the session',
    tag: 'auth',
    public: true,
    response: OkSchema,
  }),
  checkInvitation: defineEndpoint({
    method: 'GET',
    path: '/api/auth/invitations/{token}',
    summary: 'Check an invitation token and return its email',
    tag: 'auth',
    public: true,
    params: InvitationTokenParamsSchema,
    response: InvitationCheckSchema,
  }),
  signup: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Accept an invitation: set name and password, activate the user and sign in',
    tag: 'auth',
    public: true,
    // A session is started with a password, never from an API token.
    sessionOnly: true,
    body: SignupInputSchema,
    response: CurrentUserSchema,
    status: 201,
  }),
  signInOptions: defineEndpoint({
    method: 'GET',
    path: '/api/auth/sign-in-options',
    summary:
      'What the sign-in page offers: OpenID Connect ("Sign in with …") and whether password sign-in is on',
    tag: 'auth',
    public: true,
    response: SignInOptionsSchema,
  }),
} as const;
