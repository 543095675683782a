import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskDependency } from '@keel/types';
import { taskFixture } from '../../../test/tasks';
import { json, renderWithQueries, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { TaskDependencies } from './TaskDependencies';

const AT = '2026-01-05T09:00:00.000Z';
const ref = (id: number, name: string) => ({ id, name, startDate: null, dueDate: null });
const DESIGN = ref(40, 'Design the schema');
const TASK = ref(41, 'Build the API');
const DOCS = ref(42, 'Write the docs');
const REVIEW = ref(43, 'Review the design');

const dependency = (
  id: number,
  predecessor: typeof TASK,
  successor: typeof TASK,
  patch: Partial<TaskDependency> = {},
): TaskDependency => ({
  id,
  predecessorId: predecessor.id,
  successorId: successor.id,
  predecessor,
  successor,
  type: 'FS',
  lagDays: 0,
  version: 2,
  createdAt: AT,
  ...patch,
});

const LINKED = [
  dependency(1, DESIGN, TASK, { lagDays: 2 }),
  dependency(2, TASK, DOCS, { type: 'SS', lagDays: -1 }),
];

/** The API as the section sees it; `onWrite` answers the POST and DELETE. */
function stubApi(
  onWrite: (request: SeenRequest) => Response = () => json(500, {}),
  managedProjectIds = [7],
) {
  let list = LINKED;
  return stubFetch((request) => {
    if (request.url === '/api/tasks/41/dependencies' && request.method === 'GET')
      return json(200, list);
    if (request.url === '/api/tasks/query' && request.method === 'POST')
      return json(200, {
        items: [DESIGN, TASK, DOCS, REVIEW].map((t) =>
          taskFixture({ id: t.id, projectId: 7, name: t.name }),
        ),
        total: 4,
        groups: [],
        managedProjectIds,
      });
    const answer = onWrite(request);
    if (answer.ok && request.method === 'POST')
      list = [...list, dependency(3, REVIEW, TASK, { type: 'FF', lagDays: 3 })];
    return answer;
  });
}

function renderSection(canEdit: boolean) {
  renderWithQueries(
    <TaskDependencies
      task={{ id: 41, projectId: 7 }}
      canEdit={canEdit}
      hrefOf={(id) => `/tasks/${id}`}
      headingLevel={2}
    />,
  );
}

async function chooseReview() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('combobox', { name: /Predecessor/ }), 'Rev');
  // Only the tasks not linked yet are offered (not this one, not its ends).
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Review the design')]);
  await user.click(options[0]!);
  return user;
}

describe('TaskDependencies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists predecessors and successors with their type in words and their lag, read-only without edit rights', async () => {
    stubApi();
    renderSection(false);
    const before = await screen.findByRole('list', { name: 'Predecessors' });
    expect(within(before).getByRole('link', { name: 'Design the schema' })).toHaveAttribute(
      'href',
      '/tasks/40',
    );
    expect(before).toHaveTextContent('Finish to start, lag of 2 working days');
    const after = screen.getByRole('list', { name: 'Successors' });
    expect(within(after).getByRole('link', { name: 'Write the docs' })).toBeInTheDocument();
    expect(after).toHaveTextContent('Start to start, lead of 1 working day');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a dependency' })).not.toBeInTheDocument();
  });

  it('adds a predecessor found by search, with its type and lag', async () => {
    const requests = stubApi(() => json(201, dependency(3, REVIEW, TASK, { type: 'FF' })));
    renderSection(true);
    await screen.findByRole('list', { name: 'Predecessors' });
    const user = await chooseReview();
    await user.click(screen.getByRole('button', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: /Finish to finish/ }));
    const lag = screen.getByRole('textbox', { name: /Lag/ });
    await user.clear(lag);
    await user.type(lag, '3');
    await user.click(screen.getByRole('button', { name: 'Add predecessor' }));
    expect(
      await within(screen.getByRole('list', { name: 'Predecessors' })).findByRole('link', {
        name: 'Review the design',
      }),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/dependencies'));
    expect(post?.body).toEqual({ predecessorId: 43, type: 'FF', lagDays: 3 });
    expect(post?.url).toBe('/api/tasks/41/dependencies');
  });

  it('adds a successor on the other task, this task its predecessor, when the user may edit every task of the project', async () => {
    const refusal = 'Adding it would make a cycle';
    let answer = json(409, { message: refusal, errors: { predecessorId: refusal } });
    const requests = stubApi(() => answer);
    renderSection(true);
    await screen.findByRole('list', { name: 'Predecessors' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /A successor/ }));
    await user.type(screen.getByRole('combobox', { name: /Successor/ }), 'Rev');
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Add successor' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    answer = json(201, dependency(3, TASK, REVIEW));
    await user.click(screen.getByRole('button', { name: 'Add successor' }));
    await vi.waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'POST' && r.url.endsWith('/dependencies')),
      ).toHaveLength(2),
    );
    const post = requests.filter((r) => r.method === 'POST' && r.url.endsWith('/dependencies'))[1];
    expect(post?.url).toBe('/api/tasks/43/dependencies');
    expect(post?.body).toEqual({ predecessorId: 41, type: 'FS', lagDays: 0 });
  });

  it('offers only a predecessor to who may not edit every task of the project', async () => {
    stubApi(undefined, []);
    renderSection(true);
    await screen.findByRole('list', { name: 'Predecessors' });
    await chooseReview();
    expect(screen.queryByRole('radio', { name: /A successor/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add predecessor' })).toBeInTheDocument();
  });

  it("shows the server's refusal (a cycle) next to the task field", async () => {
    const refusal = 'Adding it would make a cycle: Review the design already waits on this task';
    stubApi(() => json(409, { message: refusal, errors: { predecessorId: refusal } }));
    renderSection(true);
    await screen.findByRole('list', { name: 'Predecessors' });
    const user = await chooseReview();
    await user.click(screen.getByRole('button', { name: 'Add predecessor' }));
    const field = screen.getByRole('combobox', { name: /Predecessor/ });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a dependency with the version it read', async () => {
    const requests = stubApi(() => json(200, { ok: true }));
    renderSection(true);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove the dependency on Write the docs' }),
    );
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(
      '/api/tasks/41/dependencies/2?version=2',
    );
  });
});
