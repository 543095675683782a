import { PROJECT_ROLE_TITLES, type ProjectMember, type ProjectRole } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import { insertNotifications } from '../notifications/notifications.service';
import { listMembers, removeMember, setMemberRole } from './project-members.repository';
import {
  findActiveUser,
  findProject,
  insertProjectMembers,
  touchProject,
} from './projects.repository';

/** Project members: who is on a project in which role; a project keeps its Manager. */

export async function projectMembers(
  deps: AppDeps,
  projectId: number,
  viewer: AuthUser,
): Promise<ProjectMember[]> {
  // Stakeholders do not learn the e-mail addresses of the firm's people.
  return (await listMembers(deps.knex, projectId)).map(({ userId, email, ...member }) => ({
    ...member,
    id: userId,
    email: viewer.external ? null : email,
  }));
}

export async function addMember(
  deps: AppDeps,
  viewer: AuthUser,
  projectId: number,
  input: { userId: number; role: ProjectRole },
): Promise<ProjectMember[]> {
  const target = await findActiveUser(deps.knex, input.userId);
  if (!target) throw ValidationError.field('userId', 'Choose an active user');
  if (target.external && input.role !== 'stakeholder')
    throw ValidationError.field('role', 'External users can only be Stakeholders');
  const members = await listMembers(deps.knex, projectId);
  if (members.some((m) => m.userId === input.userId))
    throw ValidationError.field('userId', 'This user is already a member');
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    await insertProjectMembers(trx, [{ projectId, userId: input.userId, role: input.role }], now);
    await touchProject(trx, projectId, now);
    const project = await findProject(trx, projectId, viewer.id);
    // Tell the new member where to find the project (the bell in the rail).
    if (project && input.userId !== viewer.id)
      await insertNotifications(
        trx,
        [
          {
            userId: input.userId,
            kind: 'projectMember',
            text: `${viewer.name} added you to ${project.code} ${project.name} as ${PROJECT_ROLE_TITLES[input.role]}`,
            link: `/projects/${projectId}`,
          },
        ],
        now,
      );
  });
  return projectMembers(deps, projectId, viewer);
}

/** The project manager and the last Manager cannot lose the Manager role. */
async function checkKeepsManager(
  deps: AppDeps,
  projectId: number,
  userId: number,
  field: string,
): Promise<void> {
  // One after the other: `deps.knex` may be a transaction (one statement at a time).
  const members = await listMembers(deps.knex, projectId);
  const project = await findProject(deps.knex, projectId, userId);
  const member = members.find((m) => m.userId === userId);
  if (!member) throw ValidationError.field('userId', 'This user is not a member');
  if (member.role !== 'manager') return;
  if (project?.manager?.id === userId)
    throw ValidationError.field(field, 'Choose another project manager first');
  if (members.filter((m) => m.role === 'manager').length <= 1)
    throw ValidationError.field(field, 'A project needs at least one Manager');
}

export async function changeMemberRole(
  deps: AppDeps,
  viewer: AuthUser,
  projectId: number,
  userId: number,
  role: ProjectRole,
): Promise<ProjectMember[]> {
  const target = await findActiveUser(deps.knex, userId);
  if (target?.external && role !== 'stakeholder')
    throw ValidationError.field('role', 'External users can only be Stakeholders');
  if (role !== 'manager') await checkKeepsManager(deps, projectId, userId, 'role');
  else if (!(await listMembers(deps.knex, projectId)).some((m) => m.userId === userId))
    throw ValidationError.field('userId', 'This user is not a member');
  await setMemberRole(deps.knex, projectId, userId, role);
  await touchProject(deps.knex, projectId, deps.clock());
  return projectMembers(deps, projectId, viewer);
}

export async function deleteMember(
  deps: AppDeps,
  viewer: AuthUser,
  projectId: number,
  userId: number,
): Promise<ProjectMember[]> {
  await checkKeepsManager(deps, projectId, userId, 'userId');
  await removeMember(deps.knex, projectId, userId);
  await touchProject(deps.knex, projectId, deps.clock());
  return projectMembers(deps, projectId, viewer);
}
