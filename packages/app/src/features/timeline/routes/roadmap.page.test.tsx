import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterDefinition, Roadmap } from '@keel/types';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import RoadmapPage from './roadmap.page';

/** The page's first answer: a loaded machine (the whole suite on two cores) takes over the default second. */
const FIRST_RENDER = { timeout: 10_000 };

const DEFINITIONS: FilterDefinition[] = [
  {
    name: 'status',
    subject: 'Status',
    multiple: true,
    items: [
      { title: 'Active', value: 1 },
      { title: 'On hold', value: 2 },
    ],
    defaultItem: null,
  },
  {
    name: 'archived',
    subject: 'Archived',
    multiple: false,
    items: [
      { title: 'Hide archived', value: 0 },
      { title: 'Only archived', value: 1 },
    ],
    defaultItem: { title: 'Hide archived', value: 0 },
  },
];

const ROADMAP: Roadmap = {
  projects: [
    {
      id: 1,
      code: 'KEEL-001',
      name: 'Keel platform',
      startDate: '2026-01-05',
      endDate: '2026-06-30',
      rag: 'amber',
      milestones: [{ id: 9, name: 'Beta launch', dueDate: '2026-03-31', status: 'planned' }],
    },
    {
      id: 2,
      code: 'KEEL-002',
      name: 'Harbour intranet',
      startDate: null,
      endDate: null,
      rag: 'green',
      milestones: [],
    },
  ],
};

function renderPage(url: string) {
  const requests = stubFetch(({ url: path }) => {
    if (path === '/api/projects/query/options') return json(200, DEFINITIONS);
    if (path.startsWith('/api/projects/timeline')) return json(200, ROADMAP);
    return json(404, { message: 'Not found' });
  });
  const router = renderRoutes([{ path: '/projects/roadmap', element: <RoadmapPage /> }], url);
  return { requests, router };
}

describe('RoadmapPage', () => {
  // jsdom lays nothing out: give the bars' scrolling box a screen's size, as a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the range and the browser filters the server defines, leaving a stale one out', async () => {
    const { requests } = renderPage(
      '/projects/roadmap?search=keel&status=1,2&archived=7&from=2026-01-01&to=2026-06-30',
    );
    await screen.findByRole('list', { name: 'Projects' }, FIRST_RENDER);
    const asked = new URL(
      requests.find((r) => r.url.startsWith('/api/projects/timeline'))!.url,
      'http://x',
    );
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      search: 'keel',
      status: '1,2',
    });
  });

  it('shows each project as a row linking to its timeline, its RAG in words, its bar and milestones', async () => {
    renderPage('/projects/roadmap?from=2026-01-01&to=2026-06-30');
    const rows = within(
      await screen.findByRole('list', { name: 'Projects' }, FIRST_RENDER),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const keel = within(rows[0]!);
    expect(keel.getByRole('link', { name: /^KEEL-001 Keel platform/ })).toHaveAttribute(
      'href',
      '/projects/1/timeline',
    );
    expect(keel.getByText('Amber')).toBeInTheDocument();
    expect(keel.getByRole('img', { name: /KEEL-001 bar/ })).toBeInTheDocument();
    expect(
      keel.getByRole('img', { name: /Milestone Beta launch, .*, planned/ }),
    ).toBeInTheDocument();
    // Without dates: a row, no bar.
    expect(within(rows[1]!).queryByRole('img', { name: /bar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browser' })).toHaveAttribute(
      'href',
      '/projects/browser',
    );
  });

  it('shows the same data as a table, and moves the range a step later', async () => {
    const { router } = renderPage(
      '/projects/roadmap?status=1&from=2026-01-01&to=2026-03-31&view=table',
    );
    const table = await screen.findByRole('table', { name: 'Roadmap as a table' }, FIRST_RENDER);
    expect(within(table).getByRole('link', { name: 'KEEL-001 Keel platform' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Beta launch');
    expect(table).toHaveTextContent('(planned)');
    expect(screen.getByRole('link', { name: 'Filters in the browser' })).toHaveAttribute(
      'href',
      '/projects/browser?status=1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    const next = new URLSearchParams(router.state.location.search);
    expect(next.get('from')).toBe('2026-04-01');
    expect(next.get('to')).toBe('2026-06-30');
    expect(next.get('status')).toBe('1');
    expect(next.get('view')).toBe('table');
  });
});
