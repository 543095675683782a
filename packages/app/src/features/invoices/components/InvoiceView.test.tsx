import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snackbar } from '@keel/ui';
import type { Invoice } from '@keel/types';
import { todayUtc } from '../../../lib/format';
import { demoUsers } from '../../../test/demo-users';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import { draftFixture, invoiceFixture } from '../../../test/invoices';
import InvoicePage from '../routes/invoice.page';

type Answer = (request: { method: string; url: string; body: unknown }) => Response | undefined;

/** The invoice page at /invoices/7 as Fin Ance, the invoice read as `invoice`; `write` answers writes. */
function renderPage(invoice: Invoice, write: Answer = () => undefined) {
  const requests = stubFetch((request) => {
    if (request.url.startsWith('/api/users/current')) return json(200, demoUsers.finance);
    if (request.method !== 'GET') return write(request) ?? json(200, invoice);
    if (request.url === '/api/invoices/7') return json(200, invoice);
    return json(404, { message: 'Not found' });
  });
  renderRoutes([{ path: '/invoices/:invoiceId', element: <InvoicePage /> }], '/invoices/7');
  const writes = () => requests.filter((r) => r.method !== 'GET');
  return { requests, writes };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvoicePage: a draft', () => {
  it('edits a line with the keyboard, updates the totals live and saves the lines with the version read', async () => {
    const user = userEvent.setup();
    const { writes } = renderPage(draftFixture());
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    // 7:30 h at 120.00 -> 10:00 h: net 1,200.00, tax 228.00, gross 1,428.00.
    await user.click(await screen.findByRole('gridcell', { name: '7:30' }));
    await user.keyboard('{Enter}');
    const editor = screen.getByRole('textbox', { name: 'Quantity, line 1' });
    expect(editor).toHaveValue('7:30');
    await user.keyboard('10:00{Enter}');
    expect(screen.getByRole('gridcell', { name: '10:00' })).toHaveFocus();
    const sums = within(screen.getByLabelText('Invoice totals'));
    expect(sums.getByText('€1,200.00')).toBeInTheDocument();
    expect(sums.getByText('€1,428.00')).toBeInTheDocument();
    // Ctrl+Enter adds a line below, taking the price and tax rate of the line above.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('Setup fee{Enter}');
    await user.keyboard('{ArrowRight}u{Enter}');
    await user.keyboard('{ArrowRight}1{Enter}');
    await user.keyboard('{ArrowRight}{Enter}{Control>}a{/Control}250{Enter}');
    expect(sums.getByText('€1,450.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/invoices/7',
      body: {
        version: 2,
        clientContactId: 11,
        paymentTermsDays: 30,
        notes: '',
        lines: [
          {
            id: 41,
            description: 'Development, Jan 2026',
            unitKind: 'minutes',
            quantity: 600,
            unitPrice: 12_000,
            taxRate: 1900,
          },
          {
            description: 'Setup fee',
            unitKind: 'units',
            quantity: 1,
            unitPrice: 25_000,
            taxRate: 1900,
          },
        ],
      },
    });
  }, 30_000);

  it('says the draft changed elsewhere on a stale version, and reloads it', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage(draftFixture(), () =>
      json(409, { message: 'Version conflict', current: draftFixture({ version: 3 }) }),
    );
    await user.click(await screen.findByRole('gridcell', { name: '7:30' }));
    await user.keyboard('{Enter}8:00{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    const reads = () => requests.filter((r) => r.method === 'GET' && r.url === '/api/invoices/7');
    const before = reads().length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(reads().length).toBe(before + 1));
  }, 20_000);

  it('issues after confirming, sending the version, and shows a 409 naming missing billing details in the dialog', async () => {
    const user = userEvent.setup();
    const { writes } = renderPage(draftFixture(), () =>
      json(409, { message: 'Missing billing details: legal name, buyer tax id' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    expect(
      await within(dialog).findByText('Missing billing details: legal name, buyer tax id'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'POST', url: '/api/invoices/7/issue', body: { version: 2 } },
    ]);
  });
});

describe('InvoicePage: an issued invoice', () => {
  it('offers the PDF and both e-invoice syntaxes as downloads', async () => {
    renderPage(invoiceFixture());
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/invoices/7/pdf',
    );
    expect(screen.getByRole('link', { name: 'E-invoice (UBL)' })).toHaveAttribute(
      'href',
      '/api/invoices/7/e-invoice?format=ubl',
    );
    expect(screen.getByRole('link', { name: 'E-invoice (CII)' })).toHaveAttribute(
      'href',
      '/api/invoices/7/e-invoice?format=cii',
    );
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('records a payment of the amount typed in major units, on the day chosen', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(snackbar, 'success');
    const { writes } = renderPage(invoiceFixture(), () =>
      json(201, invoiceFixture({ paid: 50_000, outstanding: 69_000, version: 3 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Record a payment/ });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/api/invoices/7/payments',
          body: { paidOn: todayUtc(), amount: 50_000 },
        },
      ]),
    );
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Payment recorded'));
    // The dialog closed, focus is back on the page.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('voids with the reason given and the version read', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(snackbar, 'success');
    const { writes } = renderPage(invoiceFixture(), () =>
      json(200, invoiceFixture({ status: 'void', creditNote: { id: 12, number: 'CN-2026-0001' } })),
    );
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-2026-0007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(writes()).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await vi.waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/api/invoices/7/void',
          body: { version: 2, reason: 'Wrong client' },
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Invoice voided; credit note CN-2026-0001 issued'),
    );
  });
});
