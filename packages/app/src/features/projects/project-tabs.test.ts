import { PROJECT_PERMISSION_FLAGS, type ProjectPermissions } from '@keel/types';
import { allowedTabs, tabOfPath } from './project-tabs';

const none = Object.fromEntries(
  PROJECT_PERMISSION_FLAGS.map((f) => [f, false]),
) as ProjectPermissions;

describe('project tabs', () => {
  it('offers a stakeholder-like reader only the tabs their flags open', () => {
    const reader = { ...none, readProject: true, readReports: true, readMilestones: true };
    // The risk register too: the API gives them the items shared with stakeholders.
    expect(allowedTabs(reader).map((t) => t.id)).toEqual([
      'overview',
      'milestones',
      'reports',
      'risks',
    ]);
  });

  it('offers settings to anyone who may change the project, its members or its settings', () => {
    expect(allowedTabs({ ...none, manageMembers: true }).map((t) => t.id)).toEqual(['settings']);
    expect(allowedTabs({ ...none, updateProject: true }).map((t) => t.id)).toEqual(['settings']);
  });

  it('reads the tab from a project path', () => {
    expect(tabOfPath('/projects/3/tasks/board')).toBe('tasks');
    expect(tabOfPath('/projects/3/time-material/resources/2/timesheet')).toBe('time-material');
    expect(tabOfPath('/projects/3')).toBeNull();
    expect(tabOfPath('/projects/browser')).toBeNull();
  });
});
