import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateFromQuoteOptions, Quote } from '@keel/types';
import { projectsKeys } from '../../projects/projects.queries';
import { quotesKeys } from '../quotes.queries';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import { CreateProjectFromQuoteButton } from './CreateProjectFromQuote';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** Two sections; `withHours: false` makes every line expenses only (no tasks). */
function preview(withHours: boolean): CreateFromQuoteOptions {
  return {
    quote: {
      id: 7,
      number: 'Q-2026-0007',
      name: 'Shop relaunch',
      client: 'Harbour Ltd',
      status: 'accepted',
      acceptedRevision: 1,
    },
    project: {
      name: 'Shop relaunch',
      client: 'Harbour Ltd',
      code: 'KEEL-010',
      currency: 'EUR',
      billingType: 'fixedPrice',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    },
    plan: {
      budget: eur(714_150),
      budgetMinutes: withHours ? 4_320 : 0,
      milestones: [
        {
          section: 'Discovery',
          name: 'Discovery',
          amount: eur(175_425),
          minutes: withHours ? 960 : 0,
          dueDate: null,
        },
        {
          section: 'Build',
          name: 'Build',
          amount: eur(538_725),
          minutes: withHours ? 3_360 : 0,
          dueDate: null,
        },
      ],
      tasks: withHours
        ? [
            {
              lineKey: 'a',
              section: 'Discovery',
              name: 'User research',
              role: 'Designer',
              estimateMinutes: 960,
            },
            {
              lineKey: 'b',
              section: 'Build',
              name: 'Shop front',
              role: 'Developer',
              estimateMinutes: 3_360,
            },
          ]
        : [],
      roleRates: withHours
        ? [
            { role: 'Designer', hourlyRate: eur(8_000), minutes: 960 },
            { role: 'Developer', hourlyRate: eur(8_500), minutes: 3_360 },
          ]
        : [],
    },
    people: [
      { id: 2, name: 'Pat Manager', initials: 'PM', color: '#336699' },
      { id: 3, name: 'Max Member', initials: 'MM', color: '#993366' },
    ],
    existingProjects: [],
  };
}

const quote = { id: 7, acceptedRevision: 1, isTemplate: false } as Quote;

/**
 * As the quote page does: the button only while the quote has no project.
 * The create refreshes the quote (every quote query), so the button and its
 * dialog unmount once the project exists.
 */
function QuotePage({ hasProject }: { hasProject: () => boolean }) {
  const state = useQuery({
    queryKey: quotesKeys.detail(7),
    queryFn: () => Promise.resolve({ project: hasProject() }),
  });
  // Another query the create refreshes, slower to answer (the project lists, in the app):
  // the quote's answer, and the unmount, come before the mutation settles.
  useQuery({
    queryKey: projectsKeys.lists(),
    queryFn: () => new Promise((resolve) => setTimeout(() => resolve(hasProject()), 100)),
  });
  if (!state.data) return null;
  return state.data.project ? (
    <p>Project created</p>
  ) : (
    <CreateProjectFromQuoteButton quote={quote} />
  );
}

function renderButton(withHours: boolean) {
  let created = false;
  const requests = stubFetch(({ method, url }) => {
    if (url === '/api/projects/create-from-quote/7/options') return json(200, preview(withHours));
    if (method === 'POST' && url === '/api/projects/create-from-quote/7') {
      created = true;
      return json(201, {
        project: { id: 42, code: 'KEEL-010', name: 'Shop relaunch' },
        revision: 1,
        milestoneCount: 2,
        taskCount: withHours ? 2 : 0,
        contractId: null,
      });
    }
    return json(404, { message: 'Not found' });
  });
  const router = renderRoutes(
    [
      { path: '/quotes/7', element: <QuotePage hasProject={() => created} /> },
      { path: '/projects/:id/overview', element: <p>Project page</p> },
    ],
    '/quotes/7',
  );
  return { requests, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('CreateProjectFromQuoteButton', () => {
  it('previews an expenses-only revision with its milestones and says no tasks are created', async () => {
    const user = userEvent.setup();
    renderButton(false);
    await user.click(await screen.findByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Create project from Q-2026-0007, revision 1',
    });
    expect(within(dialog).getByText('No line has hours, so no tasks are created.')).toBeVisible();
    // The milestones' table only: no empty task table with headers and no rows.
    expect(within(dialog).getAllByRole('table')).toHaveLength(1);
    expect(within(dialog).getByRole('rowheader', { name: 'Build' })).toBeInTheDocument();
  });

  it('sends the spread due dates, then opens the new project though the quote page drops the button', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderButton(true);
    await user.click(await screen.findByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Create project from Q-2026-0007, revision 1',
    });
    expect(within(dialog).getAllByRole('table')).toHaveLength(2);
    expect(within(dialog).getByRole('rowheader', { name: 'Shop front' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects/42/overview'));
    const post = requests.find((r) => r.method === 'POST')!;
    // 30 days from 1 March: the first section halfway (day 15), the last on the end date.
    expect(post.body).toMatchObject({
      name: 'Shop relaunch',
      code: 'KEEL-010',
      billingType: 'fixedPrice',
      managerId: null,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      milestoneDueDates: { Discovery: '2026-03-16', Build: '2026-03-31' },
      resources: [],
    });
  });
});
