import type { CurrentUser, ProjectsBrowserColumns, UserSettings } from '@keel/types';
import type { Db } from '../../lib/db';
import { orNotFound } from '../../lib/errors';
import type { AppDeps } from '../../lib/deps';
import { toGlobalPermissions, type AuthUser } from '../auth';
import { listCustomFields } from '../custom-fields';
import {
  findCurrentUserFacts,
  findUserById,
  updateSettings,
  type UserRecord,
} from './users.repository';

/** The signed-in user's own record (404 when the account is gone). */
export async function ownRecord(db: Db, userId: number): Promise<UserRecord> {
  return orNotFound(await findUserById(db, userId), 'User not found');
}

/** What the current user and the profile both start with: who the user is. */
export function identityOf(
  record: Pick<UserRecord, 'id' | 'email' | 'name' | 'initials' | 'color'>,
) {
  return {
    id: record.id,
    email: record.email,
    name: record.name,
    initials: record.initials,
    color: record.color,
  };
}

/** `GET /api/users/current`: profile, global flags, teams and settings. */
export async function getCurrentUser(
  deps: AppDeps,
  user: Pick<AuthUser, 'id' | 'flags'>,
): Promise<CurrentUser> {
  const { record, teams, demoWorkspace } = orNotFound(
    await findCurrentUserFacts(deps.knex, user.id),
    'User not found',
  );
  return {
    ...identityOf(record),
    external: record.external,
    globalPermissions: toGlobalPermissions(user.flags),
    teams,
    settings: record.settings,
    demoWorkspace,
  };
}

type ViewListKey = 'tasksPageCustomViews' | 'tasksTableCustomViews';

/** Replaces one saved list of views whole (SPEC §7) and returns what was stored. */
export async function saveViewList<K extends ViewListKey>(
  deps: AppDeps,
  user: AuthUser,
  key: K,
  views: UserSettings[K],
): Promise<UserSettings[K]> {
  const settings = await updateSettings(deps.knex, user.id, { [key]: views }, deps.clock());
  return settings[key];
}

/**
 * Replaces the project browser's column choice whole. Ids of custom fields that do not exist
 * (deleted meanwhile, or never) are dropped rather than refused: a field an administrator
 * deletes while someone has the browser open must not make their next column change fail.
 * Returns what was stored, in the order sent.
 */
export async function saveProjectsBrowserColumns(
  deps: AppDeps,
  user: AuthUser,
  columns: ProjectsBrowserColumns,
): Promise<ProjectsBrowserColumns> {
  const existing =
    columns.customFieldIds.length > 0
      ? new Set((await listCustomFields(deps, columns.customFieldIds)).map((field) => field.id))
      : new Set<number>();
  const projectsBrowserColumns = {
    customFieldIds: columns.customFieldIds.filter((id) => existing.has(id)),
  };
  const settings = await updateSettings(
    deps.knex,
    user.id,
    { projectsBrowserColumns },
    deps.clock(),
  );
  return settings.projectsBrowserColumns;
}
