import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../test/fetch-stub';
import { publicReportFixture } from '../features/reports/reports.fixtures';
import {
  BrowserRouter,
  Link,
  Outlet,
  replace,
  useLocation,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from './public-router';

// The public build resolves `react-router` to ./public-router (vite.config.ts):
// here the public entry runs on it, as in the built public.html.
vi.mock('react-router', async () => await import('./public-router'));
const { PublicApp } = await import('./PublicApp');

function Page() {
  const { projectId } = useParams();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const layout = useOutletContext<string>();
  return (
    <div>
      <p>
        project {projectId} page {params.get('page') ?? '1'} at {pathname}
        {search} in {layout}
      </p>
      <button
        type="button"
        onClick={() =>
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('page', '2');
            return next;
          })
        }
      >
        Next page
      </button>
      <Link to="/public/projects/9/time-material?stakeholderToken=t">Other project</Link>
    </div>
  );
}

function Layout() {
  return (
    <main>
      <Outlet context="the layout" />
    </main>
  );
}

const ROUTES: RouteObject[] = [
  {
    Component: Layout,
    children: [{ path: 'public/projects/:projectId/time-material', Component: Page }],
  },
  { path: '*', element: <p>no page here</p> },
];

function Routes() {
  return useRoutes(ROUTES);
}

function open(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => {
  vi.unstubAllGlobals();
  open('/');
  document.title = '';
  document.documentElement.removeAttribute('data-print-mode');
});

describe('The public entry’s router', () => {
  it('matches a path with its params, search and the layout’s outlet context', () => {
    open('/public/projects/3/time-material?stakeholderToken=t');
    render(<Routes />);
    expect(
      screen.getByText(
        'project 3 page 1 at /public/projects/3/time-material?stakeholderToken=t in the layout',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('renders the catch-all route for any other path', () => {
    open('/projects/3/time-material');
    render(<Routes />);
    expect(screen.getByText('no page here')).toBeInTheDocument();
  });

  it('sets search params and follows links in the history, and goes back on popstate', async () => {
    const user = userEvent.setup();
    open('/public/projects/3/time-material?stakeholderToken=t');
    render(<Routes />);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(window.location.search).toBe('?stakeholderToken=t&page=2');
    expect(screen.getByText(/^project 3 page 2 at/)).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Other project' });
    expect(link).toHaveAttribute('href', '/public/projects/9/time-material?stakeholderToken=t');
    await user.click(link);
    expect(window.location.pathname).toBe('/public/projects/9/time-material');
    expect(screen.getByText(/^project 9 page 1 at/)).toBeInTheDocument();

    act(() => {
      window.history.back();
    });
    await vi.waitFor(() => expect(screen.getByText(/^project 3 page 2 at/)).toBeInTheDocument());
  });

  it('answers `replace` with a redirect, as react-router’s loaders throw it', () => {
    const answer = replace('/not-found');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/not-found');
  });

  it('runs the public entry: a report viewer with its params, title and layout', async () => {
    const requests = stubFetch(() => json(200, publicReportFixture()));
    open('/reports/status/viewer/tok_abc');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <PublicApp />
        </BrowserRouter>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Status report/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/public/reports/tok_abc']);
    expect(document.title).toBe('Status Report - Keel');
    expect(document.documentElement).toHaveAttribute('data-print-mode', '');
  });

  it('leaves a malformed id for the app’s /not-found', async () => {
    const requests = stubFetch(() => json(404, { message: 'Not found' }));
    const left: string[] = [];
    open('/public/projects/abc/time-material?stakeholderToken=x');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PublicApp leaveFor={(path) => left.push(path)} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(left).toEqual(['/not-found']), { timeout: 10_000 });
    expect(requests).toEqual([]);
  });
});
