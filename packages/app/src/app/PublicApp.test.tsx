import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { json, stubFetch } from '../test/fetch-stub';
import { publicReportFixture } from '../features/reports/reports.fixtures';
import { PublicApp } from './PublicApp';

/** The public entry's routes at `url`, with `fetch` answering `answer`; the paths it leaves for. */
function renderPublic(url: string, answer = () => json(404, { message: 'Not found' })) {
  const requests = stubFetch(answer);
  const left: string[] = [];
  // No query client: the public entry has none (its pages read with usePublicData).
  render(
    <MemoryRouter initialEntries={[url]}>
      <PublicApp leaveFor={(path) => left.push(path)} />
    </MemoryRouter>,
  );
  return { requests, left };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
  document.documentElement.removeAttribute('data-print-mode');
});

describe('The public entry', () => {
  it('shows a report viewer in print mode, under the public layout, with its title', async () => {
    const { requests, left } = renderPublic('/reports/status/viewer/tok_abc', () =>
      json(200, publicReportFixture()),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Status report/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/public/reports/tok_abc']);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.title).toBe('Status Report - Keel');
    expect(document.documentElement).toHaveAttribute('data-print-mode', '');
    expect(left).toEqual([]);
  });

  it.each([
    '/public/projects/abc/time-material?stakeholderToken=x',
    '/public/projects/3/time-material/resources/0/timesheet?stakeholderToken=x',
  ])('leaves %s for the app’s /not-found, asking nothing', async (url) => {
    const { requests, left } = renderPublic(url);
    await vi.waitFor(() => expect(left).toEqual(['/not-found']), { timeout: 10_000 });
    expect(requests).toEqual([]);
  });

  it('leaves any other path for the app’s /not-found', async () => {
    const { left } = renderPublic('/projects/3/time-material');
    await vi.waitFor(() => expect(left).toEqual(['/not-found']), { timeout: 10_000 });
  });
});
