import type { GlobalPermissionFlag, ProjectPermissionFlag } from '@keel/types';

/**
 * What a route requires, declared once per route in `routes.ts`. The route
 * registrar enforces it before the handler runs; the authorization matrix
 * test derives the expected status of every route for every demo account
 * from it.
 */
export type Permission =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'anyOf'; flags: readonly GlobalPermissionFlag[] }
  | { kind: 'project'; flag: ProjectPermissionFlag; param: string };

/** Anyone, signed in or not. */
export const publicAccess: Permission = { kind: 'public' };
/** Any signed-in user. */
export const signedIn: Permission = { kind: 'signedIn' };
/** A signed-in user holding at least one of these global flags. */
export function anyOf(...flags: [GlobalPermissionFlag, ...GlobalPermissionFlag[]]): Permission {
  return { kind: 'anyOf', flags };
}
/** A signed-in user whose permissions on the project named by the route param include `flag`. */
export function project(flag: ProjectPermissionFlag, param = 'projectId'): Permission {
  return { kind: 'project', flag, param };
}

export function describePermission(permission: Permission): string {
  switch (permission.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return 'signed in';
    case 'anyOf':
      return `any of: ${permission.flags.join(', ')}`;
    case 'project':
      return `project permission ${permission.flag} on {${permission.param}}`;
  }
}
