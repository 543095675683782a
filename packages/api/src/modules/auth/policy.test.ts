import { PROJECT_PERMISSION_FLAGS, type GlobalPermissionFlag } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_FLAGS } from '@keel/types';
import {
  hasAnyFlag,
  projectPermissionsFor,
  seesFirmWideProjectOptions,
  toGlobalPermissions,
  type AuthUser,
} from './policy';

function user(flags: readonly GlobalPermissionFlag[], external = false): AuthUser {
  return { id: 1, email: 'u@example.com', name: 'U', external, flags: new Set(flags) };
}

const granted = (p: Record<string, boolean>) => Object.keys(p).filter((k) => p[k]);

describe('global flags', () => {
  it('maps held flags to true in the canonical order', () => {
    expect(toGlobalPermissions(new Set(['readQuotes', 'readSomeProjects']))).toEqual({
      readSomeProjects: true,
      readQuotes: true,
    });
  });

  it('allows when any one of the flags is held', () => {
    expect(hasAnyFlag(user(['readQuotes']), ['readSomeProjects', 'readQuotes'])).toBe(true);
    expect(hasAnyFlag(user(['readTeams']), ['readSomeProjects', 'readQuotes'])).toBe(false);
  });
});

describe('project permissions', () => {
  const pm = user(BUILT_IN_ROLE_FLAGS['Project Manager']);
  const finance = user(BUILT_IN_ROLE_FLAGS.Finance);
  const admin = user(BUILT_IN_ROLE_FLAGS.Administrator);
  const stakeholder = user(BUILT_IN_ROLE_FLAGS.Stakeholder, true);
  const member = user(BUILT_IN_ROLE_FLAGS['Team Member']);

  it('gives a project manager everything on a project they manage, nothing on others', () => {
    expect(granted(projectPermissionsFor(pm, 'manager'))).toEqual([...PROJECT_PERMISSION_FLAGS]);
    expect(granted(projectPermissionsFor(pm, null))).toEqual([]);
  });

  it('gives manageAllProjects everything everywhere', () => {
    expect(granted(projectPermissionsFor(admin, null))).toEqual([...PROJECT_PERMISSION_FLAGS]);
  });

  it('lets readAllProjects read every project, with figures when finance flags are held, but not change it', () => {
    const p = projectPermissionsFor(finance, null);
    expect(p.readProject && p.readTasks && p.readFinancials).toBe(true);
    expect(p.updateProject || p.manageMembers || p.createTasks).toBe(false);
  });

  it('keeps stakeholders to overview, milestones, reports and RAG: no money, no discussion', () => {
    const p = projectPermissionsFor(stakeholder, 'stakeholder');
    expect(granted(p).sort()).toEqual([
      'readMilestones',
      'readProject',
      'readRag',
      'readReports',
      'readTimeMaterial',
    ]);
  });

  it('treats an external user as a stakeholder whatever their membership row says', () => {
    expect(projectPermissionsFor(stakeholder, 'manager')).toEqual(
      projectPermissionsFor(stakeholder, 'stakeholder'),
    );
  });

  it('lets a member work on tasks but not manage the project or see figures', () => {
    const p = projectPermissionsFor(member, 'member');
    expect(p.readTasks && p.createTasks && p.postDiscussion).toBe(true);
    expect(p.updateProject || p.manageMembers || p.readFinancials || p.updateAnyTask).toBe(false);
  });

  it('lets a viewer read but not write', () => {
    const p = projectPermissionsFor(member, 'viewer');
    expect(p.readProject && p.readTasks).toBe(true);
    expect(p.createTasks || p.postDiscussion || p.manageRisks).toBe(false);
  });
});

describe('project form options', () => {
  it('are firm-wide only for internal users who may create projects', () => {
    expect(seesFirmWideProjectOptions(user(BUILT_IN_ROLE_FLAGS['Project Manager']))).toBe(true);
    expect(seesFirmWideProjectOptions(user(BUILT_IN_ROLE_FLAGS.Administrator))).toBe(true);
    expect(seesFirmWideProjectOptions(user(BUILT_IN_ROLE_FLAGS.Finance))).toBe(false);
    expect(seesFirmWideProjectOptions(user(BUILT_IN_ROLE_FLAGS.Stakeholder, true))).toBe(false);
    expect(seesFirmWideProjectOptions(user(['createProjects'], true))).toBe(false);
  });
});
