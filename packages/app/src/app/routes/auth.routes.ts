import { replace, type RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page } from './route-helpers';

/** `/auth`: sign in, sign up (invitations), sign out and the password reset link; outside the shell. */
export function authRoutes(g: Loaders): RouteObject {
  return {
    path: 'auth',
    children: [
      { index: true, loader: () => replace('/auth/login') },
      {
        path: 'login',
        loader: g.leaveLoginIfSignedIn,
        handle: { title: 'Sign in' } satisfies RouteHandle,
        lazy: page(() => import('../../features/auth/routes/login.page')),
      },
      {
        path: 'signup',
        handle: { title: 'Create your account' } satisfies RouteHandle,
        lazy: page(() => import('../../features/auth/routes/signup.page')),
      },
      {
        path: 'logout',
        handle: { title: 'Signing out' } satisfies RouteHandle,
        lazy: page(() => import('../../features/auth/routes/logout.page')),
      },
      {
        // Where a refused single sign-on lands (the API's /api/auth/oidc/callback).
        path: 'sso-error',
        handle: { title: 'Single sign-on' } satisfies RouteHandle,
        lazy: page(() => import('../../features/auth/routes/sso-error.page')),
      },
      {
        // The password reset link an administrator issues from a user's page.
        path: 'reset-password',
        handle: { title: 'Choose a new password' } satisfies RouteHandle,
        lazy: page(() => import('../../features/admin-users/routes/reset-password.page')),
      },
    ],
  };
}
