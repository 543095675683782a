import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, ProjectContactPage } from '@keel/types';
import { demoUsers } from '../../../test/demo-users';
import { ProjectContactsCard } from './ProjectContactsCard';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';

const INTERNAL: ProjectContactPage = {
  items: [
    {
      projectId: 1,
      contactId: 5,
      name: 'Helen Marsh',
      company: 'Harbour Bank',
      jobTitle: 'Chief Digital Officer',
      email: 'helen.marsh@harbourbank.example',
      phone: '+44 20 7946 0101',
      role: 'Sponsor',
      createdAt: '2026-01-05T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
  detailsVisible: true,
};

const STAKEHOLDER: ProjectContactPage = {
  ...INTERNAL,
  items: INTERNAL.items.map((c) => ({ ...c, jobTitle: null, email: null, phone: null })),
  detailsVisible: false,
};

function renderCard(me: CurrentUser, page: ProjectContactPage, canUpdateProject: boolean) {
  const requests = stubFetch(({ method, url }) => {
    if (url.startsWith('/api/users/current')) return json(200, me);
    if (url.startsWith('/api/projects/1/contacts') && method === 'GET') return json(200, page);
    if (method === 'DELETE') return json(200, { ok: true });
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(<ProjectContactsCard projectId={1} canUpdateProject={canUpdateProject} />);
  return { requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProjectContactsCard', () => {
  it('shows a manager the role, mailto and tel links, and lets them link and unlink', async () => {
    const { requests } = renderCard(demoUsers.pm, INTERNAL, true);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Sponsor')).toBeInTheDocument();
    expect(within(item).getByText('Chief Digital Officer, Harbour Bank')).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'helen.marsh@harbourbank.example' }),
    ).toHaveAttribute('href', 'mailto:helen.marsh@harbourbank.example');
    expect(within(item).getByRole('link', { name: '+44 20 7946 0101' })).toHaveAttribute(
      'href',
      'tel:+442079460101',
    );
    expect(await screen.findByRole('button', { name: 'Link contact' })).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Unlink Helen Marsh' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual({
        method: 'DELETE',
        url: '/api/projects/1/contacts/5',
        body: null,
      }),
    );
  });

  it('shows a stakeholder the name, company and role only, with nothing to change', async () => {
    renderCard(demoUsers.stakeholder, STAKEHOLDER, false);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Helen Marsh');
    expect(item).toHaveTextContent('Sponsor');
    expect(item).toHaveTextContent('Harbour Bank');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Link contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unlink/ })).toBeNull();
  });

  it('offers no link to a manager without the contact directory', async () => {
    // Flags are listed only when held.
    const { readGlobalContact: _dropped, ...flags } = demoUsers.pm.globalPermissions;
    const noDirectory: CurrentUser = { ...demoUsers.pm, globalPermissions: flags };
    renderCard(noDirectory, INTERNAL, true);
    await screen.findByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Link contact' })).toBeNull();
  });
});
