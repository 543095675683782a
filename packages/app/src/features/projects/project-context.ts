import { useOutletContext } from 'react-router';
import type { Project, ProjectPermissions } from '@keel/types';

/** What the project layout hands to each tab: the loaded project and the user's flags on it. */
export interface ProjectContextValue {
  project: Project;
  permissions: ProjectPermissions;
}

export function useProjectContext(): ProjectContextValue {
  return useOutletContext<ProjectContextValue>();
}
