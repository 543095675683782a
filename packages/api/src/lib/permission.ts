import type { GlobalPermissionFlag, ProjectPermissionFlag, TaskPermissionFlag } from '@keel/types';

/**
 * What a route requires, declared once per route in `routes.ts`. The route
 * registrar enforces it before the handler runs; the authorization matrix
 * test derives the expected status of every route for every demo account
 * from it.
 */
export type Permission =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'internal' }
  | { kind: 'anyOf'; flags: readonly GlobalPermissionFlag[] }
  | { kind: 'project'; flag: ProjectPermissionFlag; param: string }
  | { kind: 'task'; flag: TaskPermissionFlag; param: string };

/** Anyone, signed in or not. */
export const publicAccess: Permission = { kind: 'public' };
/** Any signed-in user. */
export const signedIn: Permission = { kind: 'signedIn' };
/**
 * Any signed-in internal user (not an external stakeholder): what everyone on
 * the staff does for themselves, such as keeping their own timesheet.
 */
export const internal: Permission = { kind: 'internal' };
/** A signed-in user holding at least one of these global flags. */
export function anyOf(...flags: [GlobalPermissionFlag, ...GlobalPermissionFlag[]]): Permission {
  return { kind: 'anyOf', flags };
}
/** A signed-in user whose permissions on the project named by the route param include `flag`. */
export function project(flag: ProjectPermissionFlag, param = 'projectId'): Permission {
  return { kind: 'project', flag, param };
}

/**
 * A signed-in user with a task reading flag whose permissions on the task
 * named by the route param include `flag` (`GET /api/tasks/{taskId}/permissions`).
 * A task that does not exist (never created, deleted, or of a deleted
 * project) is 404 for a user with a task reading flag; one the user may not
 * see, or any task for a user without such a flag, is 403.
 */
export function task(flag: TaskPermissionFlag, param = 'taskId'): Permission {
  return { kind: 'task', flag, param };
}

export function describePermission(permission: Permission): string {
  switch (permission.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return 'signed in';
    case 'internal':
      return 'signed in, internal users only';
    case 'anyOf':
      return `any of: ${permission.flags.join(', ')}`;
    case 'project':
      return `project permission ${permission.flag} on {${permission.param}}`;
    case 'task':
      return `task permission ${permission.flag} on {${permission.param}}`;
  }
}
