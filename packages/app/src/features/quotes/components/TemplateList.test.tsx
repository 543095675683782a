import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote, QuoteSummary } from '@keel/types';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import { quoteOptionsFixture, totalsFixture } from '../../../test/quotes';
import { TemplateList } from './TemplateList';

const template: QuoteSummary = {
  id: 5,
  number: 'T-0005',
  name: 'Support retainer starter',
  client: null,
  metaTypeId: 3,
  owner: null,
  status: 'draft',
  archived: false,
  isTemplate: true,
  quoteDate: '2026-01-01',
  validUntil: null,
  total: { amount: 480000, currency: 'EUR' },
  lineCount: 4,
  currentRevision: null,
  acceptedRevision: null,
  updatedAt: '2026-02-01T09:00:00.000Z',
};

/** The answer of `POST /quotes`: a new draft copied from the template. */
const created: Quote = {
  id: 41,
  number: 'Q-2026-0041',
  name: template.name,
  client: null,
  metaTypeId: 3,
  owner: null,
  currency: 'EUR',
  status: 'draft',
  archived: false,
  isTemplate: false,
  quoteDate: '2026-03-01',
  validUntil: null,
  notes: '',
  rateProfile: null,
  pricingConfig: null,
  lineItems: [],
  markups: [],
  totals: totalsFixture(),
  costRates: null,
  currentRevision: null,
  acceptedRevision: null,
  changedSinceRevision: false,
  project: null,
  version: 1,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

function renderTemplates(canManage: boolean) {
  const requests = stubFetch(({ method, url }) => {
    if (url === '/api/quotes/query/options')
      return json(
        200,
        quoteOptionsFixture([{ id: 3, pageTitle: 'Support retainer', icon: 'clock' }], canManage),
      );
    if (method === 'POST' && url.startsWith('/api/quote-templates/query'))
      return json(200, { items: [template], total: 1, page: 1, pageSize: 25 });
    if (method === 'POST' && url === '/api/quotes') return json(201, created);
    return json(404, { message: 'Not found' });
  });
  const router = renderRoutes(
    [
      { path: '/quotes/templates', element: <TemplateList /> },
      { path: '/quotes/:id', element: <p>Quote page</p> },
    ],
    '/quotes/templates',
  );
  return { requests, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('TemplateList', () => {
  it('shows a template’s type, lines and total, linking to its template page', async () => {
    renderTemplates(false);
    const link = await screen.findByRole('link', { name: 'Support retainer starter' });
    expect(link).toHaveAttribute('href', '/quotes/5?template=1');
    const row = within(link.closest('[role="row"]') as HTMLElement);
    expect(row.getByText('Support retainer')).toBeInTheDocument();
    expect(row.getByText('4')).toBeInTheDocument();
    expect(row.getByText(/4,800\.00/)).toBeInTheDocument();
    // Readers who may not manage quotes cannot start one.
    expect(screen.queryByRole('button', { name: /Use template/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
  });

  it('Use template creates a quote copied from it and opens the quote', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderTemplates(true);
    await user.click(
      await screen.findByRole('button', { name: 'Use template Support retainer starter' }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/quotes/41'));
    expect(requests.find((r) => r.method === 'POST' && r.url === '/api/quotes')?.body).toEqual({
      name: 'Support retainer starter',
      copyFromId: 5,
    });
  });
});
