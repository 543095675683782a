import { defineEndpoint } from '../endpoint';
import { OkSchema } from '../common/common.schemas';
import {
  ChangePasswordInputSchema,
  ProfileSchema,
  ProfileUpdateInputSchema,
  ThemeInputSchema,
} from './profile.schemas';

export const profileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/users/current/profile',
    summary: "The signed-in user's editable profile",
    tag: 'profile',
    response: ProfileSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/users/current/profile',
    summary: 'Change own name, initials, colour (and theme) (409 on a stale version)',
    tag: 'profile',
    body: ProfileUpdateInputSchema,
    response: ProfileSchema,
  }),
  setTheme: defineEndpoint({
    method: 'PUT',
    path: '/api/users/current/settings/theme',
    summary: 'Store the theme preference (light, dark or system)',
    tag: 'profile',
    body: ThemeInputSchema,
    response: ThemeInputSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/users/current/password',
    summary: 'Change own password (current one required); ends every other session',
    tag: 'profile',
    // A password is a browser's sign-in: an API token may not change it.
    sessionOnly: true,
    body: ChangePasswordInputSchema,
    response: OkSchema,
  }),
} as const;
