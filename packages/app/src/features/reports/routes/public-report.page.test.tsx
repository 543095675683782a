import { screen, within } from '@testing-library/react';
import { json, renderRoutes, stubFetch } from '../../../test/fetch-stub';
import { publicReportFixture } from '../reports.fixtures';
import PublicReportPage from './public-report.page';

const published = publicReportFixture({
  project: { code: 'KEEL-001', name: 'Harbour Bank mobile app', client: 'Harbour Bank' },
  summary: 'The **card API** arrived late.',
  achievements: '- Payments flow in test',
  topRisks: [
    {
      kind: 'risk',
      title: 'App store review rejects the release',
      probability: 3,
      impact: 5,
      severity: 15,
      status: 'open',
      owner: 'Pat Manager',
      dueDate: '2026-12-17',
      mitigation: 'Pre-review call',
    },
  ],
  milestones: [{ name: 'Design signed off', dueDate: '2026-11-10', status: 'reached' }],
});

function renderViewer(answer: Response) {
  const requests = stubFetch(() => answer);
  renderRoutes(
    [{ path: '/reports/status/viewer/:reportToken', element: <PublicReportPage /> }],
    '/reports/status/viewer/tok_abc',
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('The public status report viewer', () => {
  it('shows the published report in plain tables with a Print button', async () => {
    const requests = renderViewer(json(200, published));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Status report/ }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/public/reports/tok_abc');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const rag = screen.getByRole('region', { name: 'RAG status' });
    expect(within(rag).getByRole('table')).toBeInTheDocument();
    expect(within(rag).getByRole('row', { name: /Schedule/ })).toHaveTextContent('Red');
    const risks = screen.getByRole('region', { name: 'Top risks and issues' });
    expect(within(risks).getByRole('row', { name: /App store review/ })).toHaveTextContent('15');
    expect(screen.getByRole('region', { name: 'Milestones of the period' })).toHaveTextContent(
      'Design signed off',
    );
    expect(screen.getByText('card API')).toBeInTheDocument();
  });

  it('says "Report not found" for a revoked or unknown token, without asking to sign in', async () => {
    renderViewer(json(404, { message: 'Not found' }));
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
