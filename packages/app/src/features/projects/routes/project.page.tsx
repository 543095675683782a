import { useQueries } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { Skeleton, Tabs } from '@keel/ui';
import { projectPermissionsQueryOptions, projectQueryOptions } from '../projects.queries';
import { ProjectHeader } from '../components/ProjectHeader';
import { allowedTabs, tabOfPath } from '../project-tabs';
import type { ProjectContextValue } from '../project-context';
import * as styles from '../projects.css';

/**
 * The project context (`/projects/{id}/*`): the project and the user's
 * permissions on it load before any tab renders; the header names the
 * project and offers the tabs the user may open. A 403 (invisible project)
 * goes to /unauthorized through the app's error policy.
 */
export default function ProjectPage() {
  const projectId = Number(useParams().projectId);
  const location = useLocation();
  const [project, permissions] = useQueries({
    queries: [projectQueryOptions(projectId), projectPermissionsQueryOptions(projectId)],
  });

  if (!project.data || !permissions.data) {
    return (
      <div className={styles.projectPage}>
        <Skeleton height={28} width="40%" label="Loading the project" />
        <Skeleton height={16} lines={3} isDecorative />
      </div>
    );
  }

  const tabs = allowedTabs(permissions.data);
  const current = tabOfPath(location.pathname);
  if (current !== null && !tabs.some((tab) => tab.id === current)) {
    return <Navigate to="/unauthorized" replace />;
  }
  const context: ProjectContextValue = { project: project.data, permissions: permissions.data };
  const base = `/projects/${projectId}`;

  return (
    <div className={styles.projectPage}>
      <ProjectHeader project={project.data} />
      <Tabs
        aria-label="Project sections"
        selectedKey={current ?? 'overview'}
        items={tabs.map((tab) => ({
          id: tab.id,
          title: tab.title,
          href: `${base}/${tab.id}`,
          content:
            tab.id === (current ?? 'overview') ? (
              <div className={styles.tabBody}>
                <Outlet context={context} />
              </div>
            ) : null,
        }))}
      />
    </div>
  );
}
