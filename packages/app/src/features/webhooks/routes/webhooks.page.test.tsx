import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Webhook, WebhookDelivery } from '@keel/types';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import WebhooksPage from './webhooks.page';

const SECRET = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

const webhook = (over: Partial<Webhook> = {}): Webhook => ({
  id: 4,
  url: 'https://hooks.example.com/keel',
  events: ['task.created'],
  projectId: null,
  projectName: null,
  active: true,
  pausedAt: null,
  consecutiveFailures: 0,
  createdBy: { id: 1, name: 'Ada Admin', initials: 'AA', color: '#2563eb' },
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
  version: 1,
  ...over,
});

const delivery: WebhookDelivery = {
  id: 31,
  webhookId: 4,
  eventId: 'evt_1',
  eventType: 'ping',
  status: 'delivered',
  attempt: 1,
  responseCode: 200,
  durationMs: 42,
  error: null,
  request: { headers: { 'Keel-Event': 'ping' }, body: '{"id":"evt_1","type":"ping"}' },
  responseExcerpt: 'thanks',
  createdAt: '2026-06-01T10:05:00.000Z',
  lastAttemptAt: '2026-06-01T10:05:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-06-01T10:05:00.000Z',
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

function renderPage(listed: Webhook[]) {
  let items = listed;
  const requests = stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url.startsWith('/api/webhooks?')) return json(200, page(items));
    if (method === 'GET' && url.startsWith('/api/webhooks/4/deliveries'))
      return json(200, page([delivery]));
    if (method === 'POST' && url === '/api/webhooks') {
      const made = webhook({ id: 5, ...(body as Partial<Webhook>) });
      items = [made, ...items];
      return json(201, { ...made, secret: SECRET });
    }
    if (method === 'POST' && url === '/api/webhooks/4/deliveries/31/redeliver')
      return json(201, { ...delivery, id: 32, status: 'pending', attempt: 0 });
    if (method === 'POST' && url.startsWith('/api/projects/query'))
      return json(200, page([{ id: 2, name: 'Apollo', code: 'KEEL-001' }]));
    return json(404, { message: 'Not found' });
  });
  renderRoutes(
    [{ path: '/management/webhooks', element: <WebhooksPage /> }],
    '/management/webhooks',
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('The webhooks page', () => {
  it('adds a webhook with the events picked by record and shows its secret once', async () => {
    const user = userEvent.setup();
    const requests = renderPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.click(within(dialog).getByRole('textbox', { name: /URL/ }));
    await user.paste('https://example.com/in');
    const tasks = within(dialog).getByRole('group', { name: 'Tasks' });
    await user.click(within(tasks).getByRole('checkbox', { name: 'created' }));
    const invoices = within(dialog).getByRole('group', { name: 'Invoices' });
    await user.click(within(invoices).getByRole('checkbox', { name: 'paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const secret = await screen.findByRole('textbox', { name: 'Signing secret' });
    expect(secret).toHaveValue(SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST' && r.url === '/api/webhooks')?.body).toEqual({
      url: 'https://example.com/in',
      events: ['task.created', 'invoice.paid'],
      projectId: null,
      active: true,
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  }, 30_000);

  it('shows the delivery log, opens a delivery and redelivers it', async () => {
    const user = userEvent.setup();
    const requests = renderPage([webhook()]);
    await user.click(
      await screen.findByRole('button', { name: 'Deliveries to https://hooks.example.com/keel' }),
    );
    const log = await screen.findByRole('dialog', { name: /Deliveries to/ });
    const table = await within(log).findByRole('grid', { name: 'Deliveries' });
    expect(within(table).getByText('Delivered')).toBeInTheDocument();
    expect(within(table).getByText('42 ms')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Open the delivery/ }));
    expect(within(log).getByRole('textbox', { name: 'Request body' })).toHaveValue(
      delivery.request.body,
    );
    expect(within(log).getByRole('textbox', { name: /Response/ })).toHaveValue('thanks');
    await user.click(within(log).getByRole('button', { name: 'Redeliver' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.url === '/api/webhooks/4/deliveries/31/redeliver')).toBe(true),
    );
  }, 30_000);

  it('says when a webhook is paused', async () => {
    renderPage([webhook({ pausedAt: '2026-06-02T00:00:00.000Z', consecutiveFailures: 20 })]);
    expect(await screen.findByText('Paused')).toBeInTheDocument();
  });
});
