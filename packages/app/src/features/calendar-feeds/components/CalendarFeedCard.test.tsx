import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarFeedState } from '@keel/types';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { CalendarFeedCard } from './CalendarFeedCard';

const PATH = '/api/calendar/tok_abc.ics';

function renderCard(initial: CalendarFeedState) {
  let state = initial;
  const requests = stubFetch(({ method, url }) => {
    if (url !== '/api/users/current/calendar-feed') return json(404, { message: 'Not found' });
    if (method === 'GET') return json(200, state);
    if (method === 'POST') {
      state = { feed: { createdAt: '2026-03-02T10:00:00.000Z', lastUsedAt: null } };
      return json(201, { ...state.feed, path: PATH, url: `https://keel.example${PATH}` });
    }
    if (method === 'DELETE') {
      state = { feed: null };
      return json(200, { ok: true });
    }
    return json(405, { message: 'Method not allowed' });
  });
  renderWithQueries(<CalendarFeedCard />);
  return { requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('The calendar feed card', () => {
  it('creates the feed by keyboard and shows its address once, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { requests } = renderCard({ feed: null });
    const create = await screen.findByRole('button', { name: 'Create calendar feed' });
    expect(screen.getByText(/No calendar feed/)).toBeInTheDocument();
    create.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed created' });
    const field = within(dialog).getByRole('textbox', { name: 'Calendar feed' });
    expect(field).toHaveValue(`${window.location.origin}${PATH}`);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(
      within(dialog).getByText('Copy the link now: it will not be shown again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PATH}`);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Closed, the address is gone for good; the card says the feed is active.
    expect(screen.queryByRole('textbox', { name: 'Calendar feed' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Active since/)).toBeInTheDocument();
    expect(screen.getByText(/Not fetched yet/)).toBeInTheDocument();
  });

  it('asks before rotating and revoking an active feed, then revokes it', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard({
      feed: { createdAt: '2026-03-02T10:00:00.000Z', lastUsedAt: '2026-03-03T08:00:00.000Z' },
    });
    expect(await screen.findByText(/Last fetched/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar feed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rotate link' }));
    const rotate = await screen.findByRole('alertdialog', { name: 'Rotate the calendar feed?' });
    await user.keyboard('{Escape}');
    expect(rotate).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the calendar feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByRole('button', { name: 'Create calendar feed' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
