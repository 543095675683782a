import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken } from '@keel/types';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { ApiTokensSection } from './ApiTokensSection';

const SECRET = 'keel_pat_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

const token = (over: Partial<ApiToken> = {}): ApiToken => ({
  id: 7,
  name: 'Nightly export',
  scopes: ['read'],
  expiresAt: '2026-09-01T00:00:00.000Z',
  lastUsedAt: null,
  createdAt: '2026-06-01T00:00:00.000Z',
  expired: false,
  ...over,
});

function renderSection(listed: ApiToken[]) {
  let items = listed;
  const requests = stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/users/current/tokens') return json(200, { items });
    if (method === 'POST' && url === '/api/users/current/tokens') {
      const input = body as { name: string; scopes: ApiToken['scopes'] };
      const made = token({ id: 8, name: input.name, scopes: input.scopes });
      items = [made, ...items];
      return json(201, { ...made, token: SECRET });
    }
    if (method === 'DELETE' && url === '/api/users/current/tokens/7') {
      items = items.filter((t) => t.id !== 7);
      return json(200, { ok: true });
    }
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(<ApiTokensSection />);
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('The API tokens section', () => {
  it('lists the tokens with their access and last use, never a secret', async () => {
    renderSection([
      token(),
      token({ id: 9, name: 'Old one', expired: true, scopes: ['read', 'write'] }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Nightly export')).toBeInTheDocument();
    expect(within(list).getByText('Read only')).toBeInTheDocument();
    expect(within(list).getByText('Expired')).toBeInTheDocument();
    expect(within(list).getAllByText(/last used never/)).toHaveLength(2);
  });

  it('creates a read-write token from the keyboard and shows its secret once', async () => {
    const user = userEvent.setup();
    const requests = renderSection([]);
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Token name/ }));
    await user.keyboard('CI deploys');
    await user.tab();
    // Arrow keys move the choice within the radio group.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Read and write/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const field = await screen.findByRole('textbox', { name: 'API token' });
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('Copy the token now: it will not be shown again.')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'CI deploys', scopes: ['read', 'write'] });
    expect(Date.parse(String(sent.expiresAt))).toBeGreaterThan(Date.now() + 89 * 86_400_000);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'API token' })).not.toBeInTheDocument();
    expect(await screen.findByText('CI deploys')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a token after confirming', async () => {
    const user = userEvent.setup();
    const requests = renderSection([token()]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
