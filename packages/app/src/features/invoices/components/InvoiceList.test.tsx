import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@keel/types';
import { demoUsers } from '../../../test/demo-users';
import { json, renderRoutes, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { invoiceSummaryFixture } from '../../../test/invoices';
import { InvoiceList } from './InvoiceList';

const overdue = invoiceSummaryFixture();
const paid = invoiceSummaryFixture({
  id: 8,
  number: 'INV-2026-0008',
  status: 'paid',
  dueDate: '2026-01-10',
  paid: 119_000,
  outstanding: 0,
});
const draft = invoiceSummaryFixture({
  id: 9,
  number: null,
  status: 'draft',
  issueDate: null,
  dueDate: null,
  outstanding: 0,
});

function renderList(user: CurrentUser = demoUsers.finance, url = '/invoices') {
  const requests = stubFetch(({ url: path }) => {
    if (path.startsWith('/api/users/current')) return json(200, user);
    if (path.startsWith('/api/projects/query'))
      return json(200, {
        items: [{ id: 3, code: 'KEEL-003', name: 'Harbour app' }],
        total: 1,
        page: 1,
        pageSize: 500,
      });
    if (path.startsWith('/api/invoices'))
      return json(200, {
        items: [overdue, paid, draft],
        total: 3,
        page: 1,
        pageSize: 50,
        totals: [
          {
            currency: 'EUR',
            count: 3,
            net: 300_000,
            tax: 57_000,
            gross: 357_000,
            paid: 119_000,
            outstanding: 238_000,
          },
        ],
      });
    return json(404, { message: 'Not found' });
  });
  const router = renderRoutes([{ path: '*', element: <InvoiceList /> }], url);
  return { requests, router };
}

const listCalls = (requests: SeenRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/invoices'));

const rowOf = async (name: string) =>
  within((await screen.findByRole('link', { name })).closest('[role="row"]') as HTMLElement);

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceList', () => {
  it('marks an issued invoice past its due date with money outstanding as Overdue, in words', async () => {
    renderList();
    const late = await rowOf('INV-2026-0007');
    expect(late.getByText('Overdue')).toBeInTheDocument();
    // Gross and outstanding: nothing paid yet.
    expect(late.getAllByText('€1,190.00')).toHaveLength(2);
    const settled = await rowOf('INV-2026-0008');
    expect(settled.getByText('Paid')).toBeInTheDocument();
    expect(settled.queryByText('Overdue')).toBeNull();
    const drafted = await rowOf('Draft');
    expect(drafted.queryByText('Overdue')).toBeNull();
    expect((await rowOf('INV-2026-0007')).getByRole('link')).toHaveAttribute('href', '/invoices/7');
  });

  it('shows the sums per currency of every match: count, net, gross, paid and outstanding', async () => {
    renderList();
    const totals = await screen.findByRole('table', { name: 'Totals per currency' });
    const eur = within(within(totals).getByRole('rowheader', { name: 'EUR' }).closest('tr')!);
    expect(eur.getByText('3')).toBeInTheDocument();
    expect(eur.getByText('€3,000.00')).toBeInTheDocument();
    expect(eur.getByText('€3,570.00')).toBeInTheDocument();
    expect(eur.getByText('€1,190.00')).toBeInTheDocument();
    expect(eur.getByText('€2,380.00')).toBeInTheDocument();
  });

  it('asks the API for the chosen status and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderList();
    await screen.findByRole('link', { name: 'INV-2026-0007' });
    expect(listCalls(requests)[0]!.url).toBe('/api/invoices?page=1&pageSize=50');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    await vi.waitFor(() =>
      expect(listCalls(requests).at(-1)!.url).toBe('/api/invoices?page=1&pageSize=50&status=paid'),
    );
    expect(router.state.location.search).toBe('?status=paid');
  });

  it('reads the project filter from the URL', async () => {
    const { requests } = renderList(demoUsers.finance, '/invoices?projectId=3&status=bogus');
    await screen.findByRole('link', { name: 'INV-2026-0007' });
    expect(listCalls(requests)[0]!.url).toBe('/api/invoices?page=1&pageSize=50&projectId=3');
  });

  it('sorts by a column header on the server, keeping the sort in the URL', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderList();
    await screen.findByRole('link', { name: 'INV-2026-0007' });
    const table = within(screen.getByRole('grid', { name: 'Invoices' }));
    const gross = table.getByRole('columnheader', { name: /Gross/ });
    expect(gross).not.toHaveAttribute('aria-sort', 'ascending');
    await user.click(gross);
    await vi.waitFor(() =>
      expect(listCalls(requests).at(-1)!.url).toBe(
        '/api/invoices?page=1&pageSize=50&sort=total&direction=asc',
      ),
    );
    expect(router.state.location.search).toBe('?sort=total&direction=asc');
    expect(gross).toHaveAttribute('aria-sort', 'ascending');
    await user.click(gross);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=total&direction=desc'));
    expect(listCalls(requests).at(-1)!.url).toBe(
      '/api/invoices?page=1&pageSize=50&sort=total&direction=desc',
    );
  });

  it('reads the sort from the URL', async () => {
    const { requests } = renderList(demoUsers.finance, '/invoices?sort=dueDate&direction=desc');
    await screen.findByRole('link', { name: 'INV-2026-0007' });
    expect(listCalls(requests)[0]!.url).toBe(
      '/api/invoices?page=1&pageSize=50&sort=dueDate&direction=desc',
    );
    expect(screen.getByRole('columnheader', { name: /Due/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks for the newest first when the URL names a sort the API does not know', async () => {
    const { requests } = renderList(demoUsers.finance, '/invoices?sort=cost&direction=desc');
    await screen.findByRole('link', { name: 'INV-2026-0007' });
    expect(listCalls(requests)[0]!.url).toBe('/api/invoices?page=1&pageSize=50');
  });

  it('offers New invoice to those who manage invoices, opening the dialog on its project field', async () => {
    const user = userEvent.setup();
    renderList(demoUsers.finance);
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    expect(within(dialog).getByRole('button', { name: /Project/ })).toBeInTheDocument();
  });

  it('offers no New invoice to a project manager', async () => {
    renderList(demoUsers.pm);
    await screen.findByRole('link', { name: 'INV-2026-0007' });
    expect(screen.queryByRole('button', { name: 'New invoice' })).toBeNull();
  });
});
