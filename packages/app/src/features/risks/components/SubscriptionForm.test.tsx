import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Risk } from '@keel/types';
import { SubscriptionForm } from './SubscriptionForm';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';

const project = { id: 3, code: 'KEEL-003', name: 'Harbour app' };

function risk(id: number, title: string): Risk {
  return {
    id,
    project,
    kind: 'risk',
    title,
    description: '',
    probability: 2,
    impact: 3,
    severity: 6,
    critical: false,
    owner: null,
    status: 'open',
    dueDate: null,
    mitigation: '',
    sharedWithStakeholders: false,
    commentCount: 0,
    createdBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
  };
}

/** The form against a fake API that records what it is sent. */
function renderForm() {
  const requests = stubFetch((request) => {
    const { method, url } = request;
    const body = request.body as Record<string, unknown> | null;
    if (method === 'GET' && url.startsWith('/api/projects/3/risks?'))
      return json(200, {
        items: [risk(9, 'Vendor delay'), risk(10, 'Key person leaves')],
        total: 2,
        page: 1,
        pageSize: 100,
        heatMap: [],
      });
    if (method === 'POST' && url === '/api/risks/subscriptions')
      return json(201, {
        id: 1,
        scope: body?.scope,
        project: body?.scope === 'all' ? null : project,
        risk: body?.scope === 'item' ? { id: 9, title: 'Vendor delay' } : null,
        events: body?.events,
        createdAt: '2026-11-26T10:00:00.000Z',
      });
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(
    <SubscriptionForm projects={[project, { id: 4, code: 'KEEL-004', name: 'Intranet' }]} />,
  );
  return { requests, posts: () => requests.filter((r) => r.method === 'POST') };
}

afterEach(() => vi.unstubAllGlobals());

// Select popovers in jsdom take a few seconds on a shared machine.
describe('the subscription form', { timeout: 30_000 }, () => {
  it('subscribes to all projects for the events left checked', async () => {
    const user = userEvent.setup();
    const { posts } = renderForm();
    expect(screen.getByRole('radio', { name: 'All my projects' })).toBeChecked();
    for (const name of ['New items', 'Severity raised', 'Status changed', 'New comments'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'New comments' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      scope: 'all',
      events: ['created', 'severityRaised', 'statusChanged'],
    });
  });

  it('subscribes to one item chosen among the project’s register', async () => {
    const user = userEvent.setup();
    const { posts } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'One risk or issue' }));
    await user.click(screen.getByRole('button', { name: /Project/ }));
    await user.click(screen.getByRole('option', { name: 'KEEL-003 Harbour app' }));
    await user.click(screen.getByRole('button', { name: /Risk or issue/ }));
    await user.click(await screen.findByRole('option', { name: 'Vendor delay' }));
    await user.click(screen.getByRole('checkbox', { name: 'New items' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      scope: 'item',
      riskId: 9,
      events: ['severityRaised', 'statusChanged', 'commented'],
    });
  });

  it('asks for a project and at least one event before sending anything', async () => {
    const user = userEvent.setup();
    const { posts } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'One project' }));
    for (const name of ['New items', 'Severity raised', 'Status changed', 'New comments'])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Choose a project')).toBeTruthy();
    expect(screen.getByText('Choose at least one event')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});
