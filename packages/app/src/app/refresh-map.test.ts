import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshMap } from './refresh-map';
import { taskTimelogsFilter, tasksKeys } from '../features/tasks/tasks.queries';
import { financesKeys } from '../features/finances/finances.queries';
import { milestonesKeys } from '../features/milestones/milestones.queries';
import { timelineKeys } from '../features/timeline/timeline.queries';
import { invoicesKeys } from '../features/invoices/invoices.queries';
import { timeMaterialKeys } from '../features/time-material/time-material.queries';
import { announce, installRefreshMap } from '../lib/refresh';

function clientWith(keys: readonly (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'fresh');
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, stale };
}

describe('announce', () => {
  beforeEach(() => installRefreshMap(() => Promise.resolve({ refreshMap })));

  it('refreshes what the map names for the event, and no more', async () => {
    const { queryClient, stale } = clientWith([
      tasksKeys.timelog(7, 1),
      tasksKeys.comments(7),
      financesKeys.project(3),
      milestonesKeys.project(3),
    ]);
    await announce(queryClient, { name: 'time entry written' });
    expect(stale(tasksKeys.timelog(7, 1))).toBe(true);
    expect(stale(financesKeys.project(3))).toBe(true);
    expect(stale(tasksKeys.comments(7))).toBe(false);
    expect(stale(milestonesKeys.project(3))).toBe(false);
  });

  it('passes the event on: a task write refreshes its own project’s milestones only', async () => {
    const { queryClient, stale } = clientWith([
      milestonesKeys.project(3),
      milestonesKeys.project(4),
    ]);
    await announce(queryClient, { name: 'task changed', projectId: 3 });
    expect(stale(milestonesKeys.project(3))).toBe(true);
    expect(stale(milestonesKeys.project(4))).toBe(false);
  });

  it('refreshes both ends’ dependency lists when a dependency changes', async () => {
    const { queryClient, stale } = clientWith([
      tasksKeys.dependencies(7),
      tasksKeys.dependencies(8),
      tasksKeys.comments(7),
      timelineKeys.gantt(3, null),
      timelineKeys.gantt(4, null),
    ]);
    await announce(queryClient, { name: 'task dependencies changed', projectId: 3 });
    expect(stale(tasksKeys.dependencies(7))).toBe(true);
    expect(stale(tasksKeys.dependencies(8))).toBe(true);
    expect(stale(timelineKeys.gantt(3, null))).toBe(true);
    expect(stale(tasksKeys.comments(7))).toBe(false);
    expect(stale(timelineKeys.gantt(4, null))).toBe(false);
  });

  it('refreshes the task pages, milestones and timeline of the project when the timeline moves tasks', async () => {
    const { queryClient, stale } = clientWith([
      tasksKeys.detail(7),
      tasksKeys.board(3),
      milestonesKeys.project(3),
      timelineKeys.gantt(3, 5),
      timelineKeys.gantt(4, null),
    ]);
    await announce(queryClient, { name: 'tasks rescheduled', projectId: 3 });
    expect(stale(tasksKeys.detail(7))).toBe(true);
    expect(stale(tasksKeys.board(3))).toBe(true);
    expect(stale(milestonesKeys.project(3))).toBe(true);
    expect(stale(timelineKeys.gantt(3, 5))).toBe(true);
    expect(stale(timelineKeys.gantt(4, null))).toBe(false);
  });

  it('refreshes the invoices and what an invoice locks in its own project when an invoice changes', async () => {
    const { queryClient, stale } = clientWith([
      invoicesKeys.detail(5),
      invoicesKeys.list({ page: 1 }),
      milestonesKeys.project(3),
      timeMaterialKeys.detail(3, 2),
      financesKeys.project(3),
      milestonesKeys.project(4),
      tasksKeys.comments(7),
    ]);
    await announce(queryClient, { name: 'invoice changed', projectId: 3 });
    expect(stale(invoicesKeys.detail(5))).toBe(true);
    expect(stale(invoicesKeys.list({ page: 1 }))).toBe(true);
    expect(stale(milestonesKeys.project(3))).toBe(true);
    expect(stale(timeMaterialKeys.detail(3, 2))).toBe(true);
    expect(stale(financesKeys.project(3))).toBe(true);
    expect(stale(milestonesKeys.project(4))).toBe(false);
    expect(stale(tasksKeys.comments(7))).toBe(false);
  });

  it('resolves only once the refreshed queries have answered again', async () => {
    const queryClient = new QueryClient();
    let answers = 0;
    const watching = new QueryObserver(queryClient, {
      queryKey: financesKeys.portfolio(),
      queryFn: () => new Promise((resolve) => setTimeout(() => resolve((answers += 1)), 20)),
      staleTime: Infinity,
    });
    const stop = watching.subscribe(() => undefined);
    await vi.waitFor(() => expect(answers).toBe(1));
    await announce(queryClient, {
      name: 'milestone changed',
      projectId: 3,
      renamedOrDeleted: false,
    });
    expect(answers).toBe(2);
    stop();
  });

  it('keeps the timelog filter to time logs', () => {
    expect(taskTimelogsFilter.queryKey).toEqual(tasksKeys.details());
  });

  it('refreshes the invoice client picker when a contact changes, not the invoices', async () => {
    const { queryClient, stale } = clientWith([
      invoicesKeys.clients({ page: 1, pageSize: 20, search: 'Acme' }),
      invoicesKeys.detail(5),
    ]);
    await announce(queryClient, { name: 'contact changed' });
    expect(stale(invoicesKeys.clients({ page: 1, pageSize: 20, search: 'Acme' }))).toBe(true);
    expect(stale(invoicesKeys.detail(5))).toBe(false);
  });
});
