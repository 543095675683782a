import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimeMaterialContract } from '@keel/types';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { StakeholderLinkCard } from './StakeholderLinkCard';

const contract = (over: Partial<TimeMaterialContract> = {}): TimeMaterialContract => ({
  id: 4,
  projectId: 2,
  name: 'Relaunch support',
  periodStart: '2026-01-01',
  periodEnd: '2026-06-30',
  currency: 'EUR',
  capAmount: null,
  capMinutes: null,
  consumed: {
    minutes: 0,
    amount: { amount: 0, currency: 'EUR' },
    minutesLevel: 'within',
    amountLevel: 'within',
  },
  resourceCount: 0,
  stakeholderLink: { active: false, createdAt: null },
  version: 3,
  ...over,
});

function renderCard(value: TimeMaterialContract) {
  const requests = stubFetch(({ method, url }) => {
    if (method === 'POST' && url === '/api/projects/2/time-material/4/stakeholder-token')
      return json(201, {
        token: 'tok_123',
        path: '/public/projects/2/time-material?stakeholderToken=tok_123',
        contract: contract({
          version: 4,
          stakeholderLink: { active: true, createdAt: '2026-03-02T10:00:00.000Z' },
        }),
      });
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(<StakeholderLinkCard projectId={2} contract={value} />);
  return { requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('The public link card', () => {
  it('creates the link with the contract version and shows the full URL once, with a note', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard(contract());
    expect(screen.getByText('No link')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create public link' }));

    const field = await screen.findByRole('textbox', { name: 'Public link' });
    expect(field).toHaveValue(
      `${window.location.origin}/public/projects/2/time-material?stakeholderToken=tok_123`,
    );
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('Copy the link now: it will not be shown again.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ version: 3 });
  });

  it('says how to copy by hand when the clipboard is not available', async () => {
    const user = userEvent.setup();
    renderCard(contract());
    await user.click(screen.getByRole('button', { name: 'Create public link' }));
    await screen.findByRole('textbox', { name: 'Public link' });
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Copying did not work here: select the link and copy it by hand.'),
    ).toBeInTheDocument();
  });

  it('asks before revoking an active link and never shows a token it does not have', async () => {
    const user = userEvent.setup();
    renderCard(
      contract({ stakeholderLink: { active: true, createdAt: '2026-03-02T10:00:00.000Z' } }),
    );
    expect(screen.queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    expect(screen.getByText(/Active since/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the public link?' });
    expect(within(dialog).getByRole('button', { name: 'Revoke link' })).toBeInTheDocument();
  });

  it('shows nothing to a reader who may not manage the link', () => {
    renderCard(contract({ stakeholderLink: null }));
    expect(screen.queryByText('Public link')).not.toBeInTheDocument();
  });
});
