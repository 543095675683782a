import type { ProjectPermissions } from '@keel/types';

/** One tab of the project context (SPEC §2) and the project flag it needs. */
export interface ProjectTab {
  id: string;
  title: string;
  allowed: (p: ProjectPermissions) => boolean;
}

export const PROJECT_TABS: readonly ProjectTab[] = [
  { id: 'overview', title: 'Overview', allowed: (p) => p.readProject },
  { id: 'discussion', title: 'Discussion', allowed: (p) => p.readDiscussion },
  { id: 'financials', title: 'Financials', allowed: (p) => p.readFinancials },
  { id: 'tasks', title: 'Tasks', allowed: (p) => p.readTasks },
  { id: 'timeline', title: 'Timeline', allowed: (p) => p.readTasks },
  { id: 'milestones', title: 'Milestones', allowed: (p) => p.readMilestones },
  { id: 'time-material', title: 'Time & Material', allowed: (p) => p.readTimeMaterial },
  { id: 'scopes', title: 'Scopes', allowed: (p) => p.readScope },
  { id: 'lessons', title: 'Lessons', allowed: (p) => p.readLessons },
  { id: 'reports', title: 'Reports', allowed: (p) => p.readReports },
  // The register opens with readProject: a stakeholder reads the items shared with them.
  { id: 'risks', title: 'Risks & Issues', allowed: (p) => p.readRisks || p.readProject },
  {
    id: 'settings',
    title: 'Settings',
    allowed: (p) => p.updateProject || p.manageSettings || p.manageMembers,
  },
];

/** The tabs this user may open, in order. */
export function allowedTabs(permissions: ProjectPermissions): ProjectTab[] {
  return PROJECT_TABS.filter((tab) => tab.allowed(permissions));
}

/** The tab a project path points at: `/projects/3/tasks/board` -> `tasks`. */
export function tabOfPath(path: string): string | null {
  const match = /^\/projects\/\d+\/([^/?#]+)/.exec(path);
  return match?.[1] ?? null;
}
