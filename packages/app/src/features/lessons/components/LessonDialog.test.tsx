import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lesson } from '@keel/types';
import { LessonDialog } from './LessonDialog';

const lesson: Lesson = {
  id: 9,
  project: { id: 1, code: 'KEEL-001', name: 'Harbour Bank mobile app' },
  title: 'Book the security review early',
  category: 'planning',
  whatHappened: 'The review came **late**.',
  recommendation: 'Plan it from day one.',
  impact: 'negative',
  tags: ['security'],
  author: { id: 2, name: 'Pat Manager', initials: 'PM', color: '#4f46e5' },
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  version: 3,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderDialog(current: Lesson | null, write: () => Response) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method !== 'GET') return write();
      return json(401, { message: 'Signed out' });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <LessonDialog projectId={1} lesson={current} onClose={onClose} onReload={vi.fn()} />
    </QueryClientProvider>,
  );
  const writes = () => requests.filter((r) => r.method !== 'GET');
  return { writes, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('LessonDialog', () => {
  it('adds tags on Enter and comma without sending, then records the lesson with the typed tag too', async () => {
    const { writes, onClose } = renderDialog(null, () => json(201, lesson));
    await userEvent.click(screen.getByRole('textbox', { name: /Title/ }));
    await userEvent.paste('Weekly demos');
    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Communication' }));
    await userEvent.click(screen.getByRole('radio', { name: /Positive/ }));
    await userEvent.click(screen.getByRole('textbox', { name: 'What happened' }));
    await userEvent.paste('A **demo** a week.');
    const tags = screen.getByRole('textbox', { name: /Tags/ });
    await userEvent.type(tags, 'Demos{Enter}');
    expect(writes()).toHaveLength(0);
    await userEvent.type(tags, 'Client,');
    const group = screen.getByRole('grid', { name: 'Tags of the lesson' });
    expect(
      within(group)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['demos', 'client']);
    await userEvent.type(tags, 'pace');
    await userEvent.click(screen.getByRole('button', { name: 'Add lesson' }));

    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/projects/1/lessons',
        body: {
          title: 'Weekly demos',
          category: 'communication',
          impact: 'positive',
          whatHappened: 'A **demo** a week.',
          recommendation: '',
          tags: ['demos', 'client', 'pace'],
        },
      },
    ]);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 60_000);

  it('refuses an eleventh tag and sends nothing without a category', async () => {
    const { writes } = renderDialog(null, () => json(201, lesson));
    await userEvent.click(screen.getByRole('textbox', { name: /Title/ }));
    await userEvent.paste('Too many');
    const tags = screen.getByRole('textbox', { name: /Tags/ });
    await userEvent.type(tags, 'a,b,c,d,e,f,g,h,i,j,');
    await userEvent.type(tags, 'k{Enter}');
    expect(screen.getByText('At most 10 tags')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add lesson' }));
    expect(screen.getAllByText('Category is required').length).toBeGreaterThan(0);
    expect(writes()).toHaveLength(0);
  }, 60_000);

  it('edits a lesson with its version and removes a tag', async () => {
    const { writes } = renderDialog(lesson, () => json(200, { ...lesson, version: 4 }));
    const group = screen.getByRole('grid', { name: 'Tags of the lesson' });
    await userEvent.click(within(group).getByRole('button', { name: /Remove/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/projects/1/lessons/9',
        body: {
          title: lesson.title,
          category: 'planning',
          impact: 'negative',
          whatHappened: lesson.whatHappened,
          recommendation: lesson.recommendation,
          tags: [],
          version: 3,
        },
      },
    ]);
  }, 60_000);
});
