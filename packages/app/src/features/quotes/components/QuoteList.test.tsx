import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteQueryOptions, QuoteSummary } from '@keel/types';
import { QuoteList } from './QuoteList';
import type { QuoteListMode } from '../quote-lists';
import { json, renderRoutes, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { quoteOptionsFixture } from '../../../test/quotes';

const summary = (over: Partial<QuoteSummary> = {}): QuoteSummary => ({
  id: 12,
  number: 'Q-2026-0012',
  name: 'Website relaunch',
  client: 'Acme',
  metaTypeId: 2,
  owner: { id: 2, name: 'Pat Manager', initials: 'PM', color: '#336699' },
  status: 'sent',
  archived: false,
  isTemplate: false,
  quoteDate: '2026-03-01',
  validUntil: '2026-04-01',
  total: { amount: 1234500, currency: 'EUR' },
  lineCount: 3,
  currentRevision: 3,
  acceptedRevision: 2,
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...over,
});

const options = (canManage: boolean): QuoteQueryOptions =>
  quoteOptionsFixture(
    [
      { id: 1, pageTitle: 'Standard', icon: 'file' },
      { id: 2, pageTitle: 'Change request', icon: 'edit' },
    ],
    canManage,
  );

function renderList(mode: QuoteListMode, { canManage = true, url = '/quotes' } = {}) {
  const requests = stubFetch(({ method, url: path }) => {
    if (path === '/api/quotes/query/options') return json(200, options(canManage));
    if (method === 'POST' && path.startsWith('/api/quotes/query'))
      return json(200, { items: [summary()], total: 1, page: 1, pageSize: 25 });
    return json(404, { message: 'Not found' });
  });
  const router = renderRoutes([{ path: '*', element: <QuoteList mode={mode} /> }], url);
  return { requests, router };
}

const queries = (requests: SeenRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/quotes/query'));

afterEach(() => vi.unstubAllGlobals());

describe('QuoteList', () => {
  it('shows a quote row with its status as text, its money and revisions, linking to the quote', async () => {
    renderList({ kind: 'standard' });
    const row = (await screen.findByText('Website relaunch')).closest('[role="row"]')!;
    const cells = within(row as HTMLElement);
    expect(cells.getByRole('link', { name: 'Q-2026-0012' })).toHaveAttribute('href', '/quotes/12');
    expect(cells.getByText('Sent')).toBeInTheDocument();
    expect(cells.getByText('Change request')).toBeInTheDocument();
    expect(cells.getByText('Rev. 3 (accepted 2)')).toBeInTheDocument();
    expect(cells.getByText(/12,345\.00/)).toBeInTheDocument();
  });

  it('asks the API for one meta type on a type list, without a type column', async () => {
    const { requests } = renderList(
      { kind: 'type', metaTypeId: 2, title: 'Change requests' },
      { url: '/quotes/type-2' },
    );
    await screen.findByText('Website relaunch');
    expect(queries(requests)[0]!.url).toBe('/api/quotes/query?metaType=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Change requests' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Type' })).toBeNull();
  });

  it('asks the API for archived quotes on the archive, which offers no New quote', async () => {
    const archive = renderList({ kind: 'archive' });
    await screen.findByText('Website relaunch');
    expect(queries(archive.requests)[0]!.url).toBe('/api/quotes/query?archived=true');
    expect(screen.queryByRole('button', { name: 'New quote' })).toBeNull();
  });

  it('sends the chosen status chips in the body and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderList({ kind: 'mine' }, { url: '/quotes/my-quotes' });
    await screen.findByText('Website relaunch');
    expect(queries(requests)[0]!.body).toMatchObject({ mine: true, statuses: [] });
    await user.click(screen.getByRole('row', { name: 'Accepted' }));
    await vi.waitFor(() =>
      expect(queries(requests).at(-1)!.body).toMatchObject({ statuses: ['accepted'] }),
    );
    expect(router.state.location.search).toBe('?status=accepted');
    // The chosen chip says so in its text, not by colour alone.
    expect(screen.getByRole('row', { name: '✓ Accepted' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('offers New quote only to those who may manage quotes', async () => {
    renderList({ kind: 'standard' }, { canManage: false });
    await screen.findByText('Website relaunch');
    expect(screen.queryByRole('button', { name: 'New quote' })).toBeNull();
  });

  it('opens the new-quote dialog for a manager', async () => {
    const user = userEvent.setup();
    renderList({ kind: 'standard' });
    await user.click(await screen.findByRole('button', { name: 'New quote' }));
    expect(await screen.findByRole('dialog', { name: 'New quote' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });
});
