import { screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, ProjectInvoiceFigures } from '@keel/types';
import { useSession } from '../../../lib/session';
import { demoUsers } from '../../../test/demo-users';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { ProjectInvoicing } from './ProjectInvoicing';

const FIGURES: ProjectInvoiceFigures = {
  projectId: 3,
  currency: 'EUR',
  months: [
    { month: '2025-01', invoiced: 119_000, paid: 40_000, outstanding: 79_000 },
    { month: '2025-02', invoiced: 0, paid: 0, outstanding: 79_000 },
    { month: '2025-03', invoiced: 50_000, paid: 0, outstanding: 129_000 },
    { month: '2025-04', invoiced: -50_000, paid: 20_000, outstanding: 59_000 },
  ],
  totals: { invoiced: 119_000, paid: 60_000, outstanding: 59_000 },
  otherCurrencies: [],
};

const FIGURES_URL = '/api/projects/3/invoice-figures';

/** Who is signed in, once known: the component decides on the same session. */
function SignedIn() {
  const { user } = useSession();
  return user ? <p>Signed in as {user.name}</p> : null;
}

function renderInvoicing(user: CurrentUser, figures: ProjectInvoiceFigures = FIGURES) {
  const requests = stubFetch(({ url }) => {
    if (url.startsWith('/api/users/current')) return json(200, user);
    if (url === FIGURES_URL) return json(200, figures);
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(
    <>
      <SignedIn />
      <ProjectInvoicing projectId={3} />
    </>,
  );
  return requests;
}

const cellsOf = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (cell) => cell.textContent,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ProjectInvoicing', () => {
  it('shows invoiced, paid and outstanding per month in the project currency, with the totals', async () => {
    const requests = renderInvoicing(demoUsers.finance);
    const table = await screen.findByRole('table', { name: 'Invoicing by month' });
    expect(screen.getByRole('heading', { name: 'Invoicing' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Invoiced', 'Paid', 'Outstanding']);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['Jan 2025', '€1,190.00', '€400.00', '€790.00'],
      ['Feb 2025', '€0.00', '€0.00', '€790.00'],
      ['Mar 2025', '€500.00', '€0.00', '€1,290.00'],
      // The credit note of March's void, negative in its month.
      ['Apr 2025', '-€500.00', '€200.00', '€590.00'],
      ['Total', '€1,190.00', '€600.00', '€590.00'],
    ]);
    expect(requests.filter((r) => r.url === FIGURES_URL)).toHaveLength(1);
  });

  it('says so when nothing was issued, and names invoices in another currency left out', async () => {
    renderInvoicing(demoUsers.pm, {
      ...FIGURES,
      currency: 'USD',
      months: [],
      totals: { invoiced: 0, paid: 0, outstanding: 0 },
      otherCurrencies: ['EUR'],
    });
    expect(
      await screen.findByText('No invoice of this project has been issued yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Invoices in EUR are not counted/)).toHaveTextContent(
      "the figures are in USD, the project's currency",
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows nothing and asks nothing without readInvoices', async () => {
    const requests = renderInvoicing(demoUsers.member);
    await screen.findByText(`Signed in as ${demoUsers.member.name}`);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Invoicing' })).toBeNull();
    expect(requests.map((r) => r.url).filter((url) => url.includes('invoice'))).toEqual([]);
  });
});
