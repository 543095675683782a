import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Import, ImportDryRun, ImportUpdateInput } from '@keel/types';
import { json, renderRoutes, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { importFixture, tasksSheetFixture } from '../../../test/imports';
import ImportPage from './import.page';
import ImportDetailPage from './import-detail.page';

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

/** A commit's NDJSON answer whose lines the test sends one by one. */
function openStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
    send: (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
    close: () => controller.close(),
  };
}

const committed = importFixture({
  id: 9,
  fileName: 'contacts.xlsx',
  status: 'committed',
  sheets: [tasksSheetFixture({ kind: 'contacts', columns: ['Name'], mapping: { name: 'Name' } })],
  counts: { rows: 40, valid: 40, errors: 0, created: 38, updated: 2 },
  committedAt: '2026-11-29T10:00:00.000Z',
  version: 4,
});

function renderImport(start: string, listed: Import[], first: Import = importFixture()) {
  let current = first;
  let dryRuns = 0;
  const stream = openStream();
  const requests = stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url.startsWith('/api/imports?')) return json(200, page(listed));
    if (method === 'POST' && url === '/api/imports') return json(201, current);
    if (method === 'GET' && url === '/api/imports/12') return json(200, current);
    if (method === 'PUT' && url === '/api/imports/12') {
      const change = body as Omit<ImportUpdateInput, 'version'>;
      current = {
        ...current,
        sheets: change.sheets
          ? [{ ...current.sheets[0]!, mapping: change.sheets[0]!.mapping }]
          : current.sheets,
        valueMaps: change.valueMaps ?? current.valueMaps,
        status: 'mapping',
        version: current.version + 1,
      };
      return json(200, current);
    }
    if (method === 'POST' && url === '/api/imports/12/dry-run') {
      dryRuns += 1;
      const clean = dryRuns > 1;
      current = {
        ...current,
        status: 'checked',
        counts: clean
          ? { rows: 3, valid: 3, errors: 0, created: 3, updated: 0 }
          : { rows: 3, valid: 1, errors: 2, created: 1, updated: 0 },
        checkedAt: '2026-11-30T09:05:00.000Z',
        version: current.version + 1,
      };
      const result: ImportDryRun = {
        import: current,
        problems: clean
          ? []
          : [
              { kind: 'tasks', row: 3, column: 'State', message: '“Doing” is not a status' },
              { kind: 'tasks', row: 4, column: 'Title', message: 'Name is required' },
              { kind: 'tasks', row: 4, column: 'Hours', message: '“x” is not a duration' },
            ],
        problemsTruncated: false,
      };
      return json(200, result);
    }
    if (method === 'POST' && url === '/api/imports/12/commit') return stream.response;
    if (method === 'DELETE' && url === '/api/imports/12?version=1') return json(200, { ok: true });
    if (method === 'POST' && url === '/api/imports/9/rollback')
      return json(200, { ...committed, status: 'rolledBack', version: 5 });
    return json(404, { message: 'Not found' });
  });
  const router = renderRoutes(
    [
      { path: '/management/import', element: <ImportPage /> },
      { path: '/management/import/:importId', element: <ImportDetailPage /> },
    ],
    start,
  );
  return { requests, router, stream, committedAs: () => current };
}

const last = (requests: SeenRequest[], method: string, url: string) =>
  requests.filter((r) => r.method === method && r.url === url).at(-1);

afterEach(() => vi.unstubAllGlobals());

describe('The import page', () => {
  it('uploads a file and shows its columns with the guessed mapping pre-filled', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderImport('/management/import', []);
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    const read = screen.getByRole('button', { name: 'Read file' });
    expect(read).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /What the file holds/ }));
    await user.click(await screen.findByRole('option', { name: 'Tasks' }));
    const file = new File(['Ref;Project;Title\nT-1;KEEL-001;Plans\n'], 'tasks.csv', {
      type: 'text/csv',
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(screen.getByText(/Chosen: tasks\.csv/)).toBeInTheDocument();
    await user.click(read);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/management/import/12'));
    const sent = last(requests, 'POST', '/api/imports')!.body as FormData;
    expect(sent.get('kind')).toBe('tasks');
    expect((sent.get('file') as File).name).toBe('tasks.csv');

    // The guess: Project from "Project", the name from nothing (the header is "Title").
    const mapping = await screen.findByRole(
      'group',
      { name: 'Columns of Tasks' },
      { timeout: 10_000 },
    );
    // Focus moves to the mapping, which begins with its heading.
    await vi.waitFor(() =>
      expect(document.activeElement).toContainElement(
        screen.getByRole('heading', { name: '1. Map the columns' }),
      ),
    );
    expect(
      within(mapping).getByRole('button', { name: /Project \(code\) \(required\)/ }),
    ).toHaveTextContent('Project');
    expect(within(mapping).getByRole('button', { name: /Name \(required\)/ })).toHaveTextContent(
      'Not imported',
    );
    expect(within(mapping).getByText('Required: choose the column that holds it.')).toBeVisible();
    // The preview: the file's first rows, each header saying the field it feeds.
    const preview = screen.getByRole('table');
    expect(within(preview).getByText('Draw the plans')).toBeInTheDocument();
    expect(within(preview).getByText('→ Project (code)')).toBeInTheDocument();
  }, 30_000);

  it('saves a changed mapping, shows the dry run’s problems filtered, then commits with a live count', async () => {
    const user = userEvent.setup();
    const { requests, stream } = renderImport('/management/import/12', []);
    const mapping = await screen.findByRole(
      'group',
      { name: 'Columns of Tasks' },
      { timeout: 10_000 },
    );
    // By keyboard: open the name's list, move down to "Title" (Not imported, Ref, Project, Title).
    const nameField = within(mapping).getByRole('button', { name: /Name \(required\)/ });
    nameField.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(nameField).toHaveTextContent('Title');
    expect(screen.getByRole('button', { name: 'Commit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save and check the rows' }));

    await screen.findByRole('grid', { name: 'Problems' });
    // Focus moves to the results, which begin with their heading.
    await vi.waitFor(() =>
      expect(document.activeElement).toContainElement(
        screen.getByRole('heading', { name: '2. Check the rows' }),
      ),
    );
    expect(last(requests, 'PUT', '/api/imports/12')!.body).toEqual({
      version: 1,
      sheets: [{ kind: 'tasks', mapping: { ...tasksSheetFixture().mapping, name: 'Title' } }],
    });
    expect(
      screen.getByText(
        '2 rows have problems: fix the mapping, the values or the file, then check again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 3 problems shown')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filter the problems' });
    await user.click(within(filters).getByRole('button', { name: /Column/ }));
    await user.click(await screen.findByRole('option', { name: 'Hours' }));
    const problems = screen.getByRole('grid', { name: 'Problems' });
    expect(within(problems).getByText('“x” is not a duration')).toBeInTheDocument();
    expect(within(problems).queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 problems shown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the report (CSV)' })).toHaveAttribute(
      'href',
      '/api/imports/12/report',
    );
    // Rows with problems say so in words, and can be shown alone.
    await user.click(screen.getByRole('switch', { name: 'Only rows with problems' }));
    const preview = screen.getByRole('table');
    expect(within(preview).queryByText('Draw the plans')).not.toBeInTheDocument();
    expect(within(preview).getAllByText('Problem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Commit' })).toBeDisabled();
    expect(screen.getByText('2 rows have problems: fix them and check again.')).toBeInTheDocument();

    // "Doing" means in progress: the value map goes with the next check, which is clean.
    await user.click(screen.getByRole('button', { name: /“Doing” means/ }));
    await user.click(await screen.findByRole('option', { name: 'inProgress' }));
    await user.click(screen.getByRole('button', { name: 'Save and check the rows' }));
    expect(await screen.findByText(/Every row can be written/)).toBeInTheDocument();
    expect(last(requests, 'PUT', '/api/imports/12')!.body).toMatchObject({
      version: 3,
      valueMaps: { status: { Open: 'todo', Doing: 'inProgress' } },
    });

    await user.click(screen.getByRole('button', { name: 'Commit' }));
    stream.send({ processed: 1, total: 3 });
    stream.send({ processed: 2, total: 3 });
    const bar = await screen.findByRole('progressbar', { name: 'Writing rows' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 rows'));
    // The live region reads the count out politely, not at every line.
    const spoken = screen.getByText('1 of 3 rows written');
    expect(spoken).toHaveAttribute('aria-live', 'polite');
    const commit = last(requests, 'POST', '/api/imports/12/commit')!;
    expect(commit.body).toEqual({ version: 5 });
    const commitInit = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => url === '/api/imports/12/commit')![1]!;
    expect((commitInit.headers as Record<string, string>).Accept).toBe('application/x-ndjson');
    stream.send({ processed: 3, total: 3 });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '2 of 3 rows'));
    expect(spoken).toHaveTextContent('1 of 3 rows written');
    stream.send({
      ...importFixture(),
      status: 'committed',
      counts: { rows: 3, valid: 3, errors: 0, created: 3, updated: 0 },
      committedAt: '2026-11-30T09:10:00.000Z',
      version: 6,
    });
    stream.close();
    expect(await screen.findByText(/Committed on .*: 3 added, 0 updated\./)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(document.activeElement).toContainElement(
        screen.getByRole('heading', { name: 'Committed' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Roll back' })).toBeEnabled();
  }, 60_000);

  it('lists past imports with who ran them and rolls a committed one back after asking', async () => {
    const user = userEvent.setup();
    const open = importFixture({ id: 13, fileName: 'open.csv' });
    const { requests } = renderImport('/management/import', [committed, open]);
    const history = await screen.findByRole('grid', { name: 'Imports' });
    expect(await within(history).findByText('38 added, 2 updated')).toBeInTheDocument();
    expect(within(history).getAllByText('Ada Admin')).toHaveLength(2);
    expect(within(history).getByText('Committed')).toBeInTheDocument();
    // Only an uncommitted import can be deleted; only a committed one rolled back.
    expect(within(history).getByRole('button', { name: 'Delete open.csv' })).toBeInTheDocument();
    expect(
      within(history).queryByRole('button', { name: 'Delete contacts.xlsx' }),
    ).not.toBeInTheDocument();
    expect(
      within(history).queryByRole('button', { name: 'Roll back open.csv' }),
    ).not.toBeInTheDocument();

    await user.click(within(history).getByRole('button', { name: 'Roll back contacts.xlsx' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Roll back this import?' });
    expect(ask).toHaveTextContent('The 38 records it added are removed');
    await user.click(within(ask).getByRole('button', { name: 'Roll back' }));
    await vi.waitFor(() =>
      expect(last(requests, 'POST', '/api/imports/9/rollback')?.body).toEqual({ version: 4 }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  }, 30_000);

  it('says nothing was written when the commit answers with an error line', async () => {
    const user = userEvent.setup();
    const checked = importFixture({
      status: 'checked',
      counts: { rows: 3, valid: 3, errors: 0, created: 3, updated: 0 },
    });
    const { stream } = renderImport('/management/import/12', [], checked);
    const commit = await screen.findByRole('button', { name: 'Commit' });
    expect(commit).toBeEnabled();
    await user.click(commit);
    stream.send({ processed: 1, total: 3 });
    stream.send({ error: { status: 409, message: 'Row 3: the project KEEL-001 is archived' } });
    stream.close();
    expect(
      await screen.findByText('Nothing was written. Row 3: the project KEEL-001 is archived'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }, 30_000);

  it('discards an uncommitted import after asking and goes back to the list', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderImport('/management/import/12', []);
    await user.click(await screen.findByRole('button', { name: 'Discard import' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard this import?' });
    expect(ask).toHaveTextContent('tasks.csv was not committed');
    await user.click(within(ask).getByRole('button', { name: 'Discard import' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/management/import'));
    expect(
      requests.some((r) => r.method === 'DELETE' && r.url === '/api/imports/12?version=1'),
    ).toBe(true);
  }, 30_000);

  it('reads a Redmine server with the projects given as ids and identifiers', async () => {
    const user = userEvent.setup();
    const { requests } = renderImport('/management/import', []);
    await user.click(await screen.findByRole('tab', { name: 'From Redmine' }));
    await user.type(
      screen.getByRole('textbox', { name: /Server address/ }),
      'https://rm.example.com',
    );
    await user.type(screen.getByLabelText(/API key/), 'k3y');
    await user.type(screen.getByRole('textbox', { name: /Projects/ }), '12, website');
    await user.click(screen.getByRole('button', { name: 'Read from Redmine' }));
    await vi.waitFor(() =>
      expect(last(requests, 'POST', '/api/imports/redmine')?.body).toEqual({
        url: 'https://rm.example.com',
        apiKey: 'k3y',
        projectIds: [12, 'website'],
      }),
    );
  }, 30_000);
});
