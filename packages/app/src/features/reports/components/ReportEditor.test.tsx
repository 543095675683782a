import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusReport } from '@keel/types';
import { reportFixture, riskFixture } from '../reports.fixtures';
import { ReportEditor } from './ReportEditor';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';

const register = [
  riskFixture({ id: 11, title: 'Vendor delay', severity: 16, probability: 4, impact: 4 }),
  riskFixture({ id: 12, title: 'Key person leaves', sharedWithStakeholders: false }),
  riskFixture({ id: 13, title: 'Closed long ago', status: 'closed' }),
];

function renderEditor(report: StatusReport) {
  const requests = stubFetch((request) => {
    const { method, url } = request;
    const body = request.body as Record<string, unknown> | null;
    if (method === 'GET' && url.startsWith('/api/projects/2/risks?'))
      return json(200, {
        items: register,
        total: register.length,
        page: 1,
        pageSize: 500,
        heatMap: [],
      });
    if (method === 'PUT' && url === '/api/projects/2/reports/7')
      return json(200, { ...report, summary: body?.summary, version: report.version + 1 });
    if (method === 'POST' && url === '/api/projects/2/reports/7/publish')
      return json(200, {
        ...report,
        state: 'published',
        publishedAt: '2026-03-15T10:00:00.000Z',
        version: Number(body?.version) + 1,
      });
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(
    <ReportEditor
      projectId={2}
      report={report}
      canReadRisks
      onReload={async () => report}
      onDeleted={() => {}}
    />,
  );
  return { requests };
}

afterEach(() => vi.unstubAllGlobals());

// The whole form (Markdown editors, date pickers, selects) renders in each test: slow on a busy CI.
describe('The status report editor', { timeout: 30_000 }, () => {
  it('lists the top risks in order, moves them and marks the hidden ones', async () => {
    const user = userEvent.setup();
    const report = reportFixture({
      topRisks: [
        { ...reportFixture().topRisks[0]!, riskId: 11, title: 'Vendor delay' },
        {
          ...reportFixture().topRisks[0]!,
          riskId: 12,
          title: 'Key person leaves',
          sharedWithStakeholders: false,
        },
      ],
    });
    const { requests } = renderEditor(report);
    const list = screen.getByRole('list', { name: 'Top risks in report order' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(names()[0]).toContain('Vendor delay');
    expect(names()[1]).toContain('Key person leaves');
    expect(names()[1]).toContain('Hidden from stakeholders and the public link');
    expect(screen.getByRole('button', { name: 'Move Vendor delay up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Key person leaves up' }));
    expect(names()[0]).toContain('Key person leaves');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ topRiskIds: [12, 11], version: 3 });

    await user.click(screen.getByRole('button', { name: 'Remove Vendor delay' }));
    expect(names()).toHaveLength(1);
  });

  it('asks before publishing, says it can never be edited afterwards, then publishes', async () => {
    const user = userEvent.setup();
    const { requests } = renderEditor(reportFixture());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Publish this status report?',
    });
    expect(dialog).toHaveTextContent('can never be edited or deleted afterwards');
    expect(requests.some((r) => r.url.endsWith('/publish'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/publish'))).toBe(true));
    const publish = requests.find((r) => r.url.endsWith('/publish'));
    expect(publish).toMatchObject({ method: 'POST', body: { version: 3 } });
    // Nothing was changed: no save before publishing.
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('cancelling the confirmation publishes nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderEditor(reportFixture());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Publish this status report?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.some((r) => r.method !== 'GET')).toBe(false);
  });

  it('saves unsaved changes first, then publishes the saved version', async () => {
    const user = userEvent.setup();
    const { requests } = renderEditor(reportFixture());
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), ' and on time');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Publish this status report?',
    });
    expect(dialog).toHaveTextContent('Your unsaved changes are saved first.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/publish'))).toBe(true));
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.method)).toEqual(['PUT', 'POST']);
    expect(writes[0]!.body).toMatchObject({ summary: 'All **good** and on time', version: 3 });
    expect(writes[1]!.body).toEqual({ version: 4 });
  });
});
