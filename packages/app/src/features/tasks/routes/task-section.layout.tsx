import { Outlet, useLocation, useOutletContext } from 'react-router';
import { Tabs } from '@keel/ui';
import { TaskDrawerHost } from '../components/TaskDrawer';
import { type ProjectContextValue } from '../../projects';

/** The views of a project's tasks, as sub-tabs of its Tasks tab. */
const PROJECT_TASK_VIEWS = [
  { id: 'list', title: 'List' },
  { id: 'board', title: 'Board' },
  { id: 'stats', title: 'Stats' },
] as const;

/**
 * Layout of a section whose pages list tasks (`/tasks/*`, a project's
 * tasks): the pages, plus the one drawer that opens a task from any of
 * them with `?task=<id>`. The parent's outlet context (the project) passes
 * through untouched; inside a project the views (list, board, stats) are
 * offered as sub-tabs, the search string kept so filters survive a switch.
 */
export default function TaskSectionLayout() {
  const context = useOutletContext<ProjectContextValue | undefined>();
  const location = useLocation();
  const outlet = <Outlet context={context} />;
  if (!context?.project) {
    return (
      <>
        {outlet}
        <TaskDrawerHost />
      </>
    );
  }
  const base = `/projects/${context.project.id}/tasks`;
  const current = /\/tasks\/([^/?#]+)/.exec(location.pathname)?.[1] ?? 'list';
  return (
    <>
      <Tabs
        aria-label="Task views"
        selectedKey={current}
        items={PROJECT_TASK_VIEWS.map((view) => ({
          id: view.id,
          title: view.title,
          href: `${base}/${view.id}`,
          content: view.id === current ? outlet : null,
        }))}
      />
      <TaskDrawerHost />
    </>
  );
}
