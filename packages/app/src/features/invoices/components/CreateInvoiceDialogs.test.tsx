import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import { draftFixture } from '../../../test/invoices';
import { CreateFromTimeDialog, lastMonth } from './CreateInvoiceDialogs';

function renderDialog(answer: () => Response) {
  const requests = stubFetch(() => answer());
  const onClose = vi.fn();
  const router = renderRoutes(
    [
      {
        path: '/projects/3/time-material',
        element: (
          <CreateFromTimeDialog
            source={{ contractId: 5, name: 'Support 2026' }}
            today="2026-03-14"
            onClose={onClose}
          />
        ),
      },
      { path: '/invoices/:invoiceId', element: <p>Draft page</p> },
    ],
    '/projects/3/time-material',
  );
  return { requests, router, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('CreateFromTimeDialog', () => {
  it('defaults to last month', () => {
    expect(lastMonth('2026-03-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastMonth('2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it("drafts the contract's time of the period and opens the draft", async () => {
    const user = userEvent.setup();
    const { requests, router } = renderDialog(() => json(201, draftFixture({ id: 21 })));
    const dialog = await screen.findByRole('dialog', { name: 'Create invoice from Support 2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/invoices/21'));
    // The client picker's search is a GET; the draft is the one write.
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: '/api/invoices/from-time',
        body: { contractId: 5, from: '2026-02-01', to: '2026-02-28' },
      },
    ]);
  });

  it("shows the API's refusal in the dialog and stays on the page", async () => {
    const user = userEvent.setup();
    const { router } = renderDialog(() =>
      json(409, { message: 'No approved billable time to invoice in this period' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(
      await within(dialog).findByText('No approved billable time to invoice in this period'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/3/time-material');
  });
});
