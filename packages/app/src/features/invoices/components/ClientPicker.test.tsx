import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceClientPage } from '@keel/types';
import { demoUsers } from '../../../test/demo-users';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import { draftFixture } from '../../../test/invoices';
import InvoicePage from '../routes/invoice.page';

const CLIENTS: InvoiceClientPage = {
  items: [
    { id: 11, name: 'Cleo Client', company: 'Acme Harbour', billingComplete: true },
    { id: 12, name: 'Nina New', company: 'Bare AG', billingComplete: false },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

/** The draft page as Fin Ance: the picker reads /api/invoices/clients (Finance reads no directory). */
function renderDraft() {
  const draft = draftFixture();
  const requests = stubFetch((request) => {
    if (request.url.startsWith('/api/users/current')) return json(200, demoUsers.finance);
    if (request.url.startsWith('/api/invoices/clients')) return json(200, CLIENTS);
    if (request.method !== 'GET') return json(200, draft);
    if (request.url === '/api/invoices/7') return json(200, draft);
    return json(404, { message: 'Not found' });
  });
  renderRoutes([{ path: '/invoices/:invoiceId', element: <InvoicePage /> }], '/invoices/7');
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('ClientPicker on a draft', () => {
  it('searches the invoice clients, marks incomplete billing details and saves the chosen client', async () => {
    const user = userEvent.setup();
    const requests = renderDraft();
    const field = await screen.findByRole('combobox', { name: /Client/ });
    expect(field).toHaveValue('Cleo Client, Acme Harbour');
    await user.clear(field);
    await user.type(field, 'nina');
    await vi.waitFor(() =>
      expect(requests.map((r) => r.url)).toContain(
        '/api/invoices/clients?page=1&pageSize=20&search=nina',
      ),
    );
    const option = await screen.findByRole('option', { name: /Nina New, Bare AG/ });
    expect(option).toHaveTextContent('Billing details incomplete');
    await user.click(option);
    expect(field).toHaveValue('Nina New, Bare AG');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ clientContactId: 12 });
    expect(requests.some((r) => r.url.startsWith('/api/contacts'))).toBe(false);
  });

  it('leaves the draft without a client when the text is emptied', async () => {
    const user = userEvent.setup();
    const requests = renderDraft();
    const field = await screen.findByRole('combobox', { name: /Client/ });
    await user.clear(field);
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ clientContactId: null });
  });
});
