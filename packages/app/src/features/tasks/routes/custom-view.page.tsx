import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '@keel/ui';
import { TaskListView } from '../components/TaskListView';
import { useCustomViewActions } from '../components/useCustomViewActions';
import { currentUserQueryOptions } from '../../../lib/session';

/**
 * `/tasks/all/view/{customViewId}`: a saved view, with its filters, grouping
 * and project column (the loader sent unknown views to not-found). Filters
 * chosen on the page narrow the view further without changing it; Edit
 * changes the saved view.
 */
export default function CustomViewPage() {
  const id = useParams().customViewId;
  const user = useQuery(currentUserQueryOptions()).data;
  const views = user?.settings.tasksPageCustomViews ?? [];
  const view = views.find((v) => v.id === id);
  const { dialogs, onEditCustomView } = useCustomViewActions(views);
  if (!view) return null;
  return (
    <>
      <TaskListView
        // A saved change of the view starts the list again from the new view.
        key={JSON.stringify(view)}
        title={view.name}
        layout="page"
        fixedFilters={view.filters}
        defaultGroupBy={view.groupBy}
        showProjectName={view.showProjectName}
        emptyTitle="No tasks in this view"
        emptyDescription="Tasks matching the view’s filters appear here. Edit the view to change them."
        actions={
          <Button icon="edit" onPress={() => onEditCustomView(view.id)}>
            Edit view
          </Button>
        }
      />
      {dialogs}
    </>
  );
}
