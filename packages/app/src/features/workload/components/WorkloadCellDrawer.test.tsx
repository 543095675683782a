import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@keel/types';
import { buildRows } from '../workload-grid';
import { cellBody, parseWorkloadState } from '../workload-url';
import { result } from '../workload.fixtures';
import { WorkloadCellDrawer } from './WorkloadCellDrawer';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';

const max = { id: 3, name: 'Max Member', initials: 'MM', color: '#333333' };
const pat = { id: 4, name: 'Pat Manager', initials: 'PM', color: '#333333' };
const task: Task = {
  id: 3,
  projectId: 1,
  project: { id: 1, code: 'KEEL-001', name: 'Harbour Bank' },
  parentId: null,
  name: 'Task 3',
  description: '',
  status: 'inProgress',
  assignee: max,
  assigneeTeam: { id: 1, name: 'Delivery' },
  domain: null,
  milestone: null,
  startDate: '2026-11-23',
  dueDate: '2026-11-27',
  fixedStart: false,
  workEstimation: 900,
  priority: 'normal',
  labels: [],
  index: 'a0',
  subtaskCount: 0,
  following: false,
  version: 6,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The drawer over a fetch that answers the task's reads and its assignee write with `write`. */
function renderDrawer(write: () => Response, permissions = { changeAssignee: true, update: true }) {
  const writes: { url: string; body: unknown }[] = [];
  const workloadReads: unknown[] = [];
  stubFetch(({ method, url, body }) => {
    // The drawer's own read of the row and period, with the tasks.
    if (url.startsWith('/api/tasks/workload')) {
      workloadReads.push(body);
      return json(200, result);
    }
    if (method !== 'GET') {
      writes.push({ url, body });
      return write();
    }
    if (url.startsWith('/api/tasks/3/permissions'))
      return json(200, {
        read: true,
        delete: false,
        changeStatus: true,
        comment: true,
        attach: true,
        manageTodos: true,
        logTime: true,
        ...permissions,
      });
    if (url.startsWith('/api/tasks/assignee-candidates'))
      return json(200, [
        { user: max, teams: [] },
        { user: pat, teams: [] },
      ]);
    if (url.startsWith('/api/tasks/3')) return json(200, task);
    return json(404, { message: 'Not found' });
  });
  const row = buildRows(result)[1]!;
  renderWithQueries(
    <WorkloadCellDrawer
      row={row}
      period={result.periods[0]!}
      cell={row.cells[0]!}
      body={cellBody(parseWorkloadState(new URLSearchParams(''), '2026-11-26'), 3)}
      onClose={vi.fn()}
    />,
  );
  return { writes, workloadReads };
}

afterEach(() => vi.unstubAllGlobals());

/** Picks an assignee once the candidates are in (the list says "Loading..." before). */
async function chooseAssignee(user: ReturnType<typeof userEvent.setup>, name: string) {
  const assignee = await screen.findByRole('combobox', { name: 'Assignee' });
  await waitFor(() =>
    expect(
      vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('assignee-candidates')),
    ).toBe(true),
  );
  // Focus opens the whole list (typing over the name would first clear, i.e. unassign).
  await user.click(assignee);
  await user.click(
    await screen.findByRole('option', { name: new RegExp(name), hidden: true }, { timeout: 5000 }),
  );
}

describe('the workload cell drawer', () => {
  it('asks for the cell’s tasks and lists them with project, allocation, remaining work and dates', async () => {
    const { workloadReads } = renderDrawer(() => json(200, task));
    await screen.findByRole('link', { name: 'Task 3' });
    expect(workloadReads[0]).toMatchObject({
      filters: [{ filterName: 'user', intArrayValue: [3] }],
      includeTasks: true,
    });
    const dialog = screen.getByRole('dialog', { name: /Max Member, week of/ });
    expect(dialog.textContent).toContain('KEEL-001 Harbour Bank');
    expect(dialog.textContent).toContain('10 h');
    expect(dialog.textContent).toContain('10 h of 15 h');
    expect(screen.getByRole('link', { name: 'Task 3' }).getAttribute('href')).toBe('/tasks/3');
  }, 30_000);

  it('reassigns with the task’s version and team; a 409 says someone else changed it first and offers a reload', async () => {
    const user = userEvent.setup();
    const { writes } = renderDrawer(() => json(409, { message: 'Changed by someone else' }));
    await user.click(await screen.findByRole('button', { name: 'Reassign or reschedule Task 3' }));
    await chooseAssignee(user, 'Pat Manager');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: '/api/tasks/3/assignee',
      body: { assigneeId: 4, assigneeTeamId: 1, version: 6 },
    });
    expect(await screen.findByText(/changed by someone else/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reload', hidden: true })).toBeTruthy();
  }, 30_000);

  it('offers no controls the task’s permissions refuse', async () => {
    const user = userEvent.setup();
    renderDrawer(() => json(200, task), { changeAssignee: false, update: false });
    await user.click(await screen.findByRole('button', { name: 'Reassign or reschedule Task 3' }));
    expect(await screen.findByText('You may not reassign or reschedule this task.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
  }, 30_000);
});
