import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@keel/types';
import { UserEditForm } from './UserEditForm';

const user: AdminUser = {
  id: 3,
  email: 'member@example.com',
  name: 'Max Member',
  initials: 'MM',
  color: '#4f46e5',
  external: false,
  status: 'active',
  roles: [{ id: 3, name: 'Team Member' }],
  teams: [],
  lastSignInAt: null,
  invitation: null,
  version: 4,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The form over a fetch that answers the role list and the given save response. */
function renderForm(saveResponse: () => Response) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'PUT') return saveResponse();
      if (url.startsWith('/api/roles')) {
        return json(200, { items: [], total: 0, page: 1, pageSize: 500 });
      }
      return json(401, { message: 'Signed out' });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onReload = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <UserEditForm user={user} onReload={onReload} isReadOnly={false} />
    </QueryClientProvider>,
  );
  return { requests, onReload };
}

afterEach(() => vi.unstubAllGlobals());

describe('UserEditForm', () => {
  it('validates inline before sending anything', async () => {
    const { requests } = renderForm(() => json(200, user));
    await userEvent.clear(screen.getByRole('textbox', { name: /Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('sends the edit with the version it loaded and shows the server’s field errors in place', async () => {
    const { requests } = renderForm(() =>
      json(400, {
        message: 'Invalid request',
        errors: { color: ['Expected a colour as #rrggbb'] },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expected a colour as #rrggbb')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/admin/users/3');
    expect(put?.body).toMatchObject({ version: 4, name: 'Max Member', roleIds: [3], teamIds: [] });
  });

  it('says when someone else changed the user and reloads on request', async () => {
    const { onReload } = renderForm(() =>
      json(409, {
        message: 'This record was changed by someone else; reload and try again',
        current: { id: 3, version: 5 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows a rule the server enforces, such as the last administrator', async () => {
    renderForm(() =>
      json(409, {
        message:
          'This is the last active administrator. Give another active user the Administrator role first.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('last active administrator');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
