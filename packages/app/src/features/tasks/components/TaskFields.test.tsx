import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROJECT_PERMISSION_FLAGS,
  TASK_PERMISSION_FLAGS,
  type ProjectPermissions,
  type TaskPermissions,
} from '@keel/types';
import { taskFixture } from '../../../test/tasks';
import { TaskFields, type SaveField } from './TaskFields';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';

const PAT = { id: 2, name: 'Pat Manager', initials: 'PM', color: '#335577' };
const FIN = { id: 4, name: 'Fin Ance', initials: 'FA', color: '#775533' };
const ADDED = '2026-11-01T09:00:00.000Z';

const TASK = taskFixture({
  id: 31,
  projectId: 7,
  project: { id: 7, code: 'KEEL-004', name: 'Harbour intranet' },
  name: 'Draft the sitemap',
  version: 3,
  createdAt: ADDED,
  updatedAt: ADDED,
});

const TASK_RIGHTS = Object.fromEntries(
  TASK_PERMISSION_FLAGS.map((flag) => [flag, flag === 'changeAssignee']),
) as TaskPermissions;

function projectRights(manageMembers: boolean): ProjectPermissions {
  return Object.fromEntries(
    PROJECT_PERMISSION_FLAGS.map((flag) => [
      flag,
      flag === 'manageMembers' ? manageMembers : flag.startsWith('read'),
    ]),
  ) as ProjectPermissions;
}

/** The task's fields with Fin Ance suggested but outside the project's team (Pat manages it). */
function renderFields(manageMembers: boolean) {
  const requests = stubFetch(({ method, url }) => {
    if (url.startsWith('/api/tasks/assignee-candidates'))
      return json(200, [
        { user: PAT, teams: [] },
        { user: FIN, teams: [{ id: 3, name: 'Finance' }] },
      ]);
    if (url.startsWith('/api/tasks/manual-assignee-suggestions'))
      return json(200, [
        {
          user: FIN,
          score: 0.9,
          inProjectTeam: false,
          recentHours: 0,
          openEstimatedMinutes: 0,
          reason: 'No open work',
        },
      ]);
    if (url === '/api/projects/7/members' && method === 'GET')
      return json(200, [
        { ...PAT, email: 'pm@example.com', external: false, role: 'manager', addedAt: ADDED },
      ]);
    if (url === '/api/projects/7/permissions') return json(200, projectRights(manageMembers));
    if (url === '/api/projects/7/members' && method === 'POST')
      return json(201, [
        { ...PAT, email: 'pm@example.com', external: false, role: 'manager', addedAt: ADDED },
        { ...FIN, email: 'finance@example.com', external: false, role: 'member', addedAt: ADDED },
      ]);
    return json(404, { message: 'Not found' });
  });
  const save = vi.fn<SaveField>();
  renderWithQueries(<TaskFields task={TASK} permissions={TASK_RIGHTS} save={save} errors={{}} />);
  return { requests, save };
}

async function assignFinFromTheSuggestions() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Suggested assignees' }));
  // The team and the right to change it must be known before the choice is judged.
  await screen.findByRole('list', { name: 'Suggested assignees' });
  await vi.waitFor(() =>
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['/api/projects/7/members', '/api/projects/7/permissions']),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Assign Fin Ance' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('TaskFields: assigning someone outside the project team', () => {
  it('offers whoever manages the members to add them as Member, then assigns', async () => {
    const { requests, save } = renderFields(true);
    const user = await assignFinFromTheSuggestions();
    const dialog = await screen.findByRole('alertdialog', { name: 'Add to the project team?' });
    expect(dialog).toHaveTextContent(
      "Fin Ance is not in this project's team. Add Fin Ance to the project team as Member and assign?",
    );
    expect(save).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Add and assign' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/api/projects/7/members',
      body: { userId: FIN.id, role: 'member' },
    });
    expect(save.mock.calls[0]?.[0]).toEqual({
      taskId: TASK.id,
      field: 'assignee',
      body: { assigneeId: FIN.id, assigneeTeamId: null, version: TASK.version },
    });
  });

  it('tells anyone else who can add them, and assigns nothing', async () => {
    const { requests, save } = renderFields(false);
    await assignFinFromTheSuggestions();
    const dialog = await screen.findByRole('alertdialog', { name: 'Not in the project team' });
    expect(dialog).toHaveTextContent(
      "Fin Ance is not in this project's team, so the task stays as it is. Only someone who may manage the project's members can add them (the project's manager Pat Manager).",
    );
    expect(save).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
