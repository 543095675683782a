import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PublicStatusReport } from '@keel/types';
import PublicReportPage from './public-report.page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const published: PublicStatusReport = {
  project: { code: 'KEEL-001', name: 'Harbour Bank mobile app', client: 'Harbour Bank' },
  periodStart: '2026-11-05',
  periodEnd: '2026-11-18',
  rag: {
    overall: { status: 'amber', comment: 'Card API is late' },
    schedule: { status: 'red', comment: '' },
    budget: { status: 'green', comment: '' },
    scope: { status: 'green', comment: '' },
  },
  summary: 'The **card API** arrived late.',
  achievements: '- Payments flow in test',
  nextSteps: '',
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
  author: 'Pat Manager',
  publishedAt: '2026-11-19T19:59:00.000Z',
};

function renderViewer(answer: Response) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => answer);
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/reports/status/viewer/tok_abc']}>
        <Routes>
          <Route path="/reports/status/viewer/:reportToken" element={<PublicReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('The public status report viewer', () => {
  it('shows the published report in plain tables with a Print button', async () => {
    const fetch = renderViewer(json(200, published));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Status report/ }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/public/reports/tok_abc');
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
