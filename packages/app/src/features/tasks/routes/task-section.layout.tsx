import { Outlet, useOutletContext } from 'react-router';
import { TaskDrawerHost } from '../components/TaskDrawer';

/**
 * Layout of a section whose pages list tasks (`/tasks/*`, a project's
 * tasks): the pages, plus the one drawer that opens a task from any of
 * them with `?task=<id>`. The parent's outlet context (the project) passes
 * through untouched.
 */
export default function TaskSectionLayout() {
  return (
    <>
      <Outlet context={useOutletContext()} />
      <TaskDrawerHost />
    </>
  );
}
