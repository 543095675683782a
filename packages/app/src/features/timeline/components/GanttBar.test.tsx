import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimelineTask } from '@keel/types';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { taskFixture } from '../../../test/tasks';
import { useGanttEditing } from '../useGanttEditing';
import { GanttBar } from './GanttBar';
import { GanttToolbar } from './GanttToolbar';

const design: TimelineTask = {
  id: 5,
  name: 'Design',
  parentId: null,
  startDate: '2026-03-02',
  dueDate: '2026-03-06',
  progress: 0,
  status: 'todo',
  assignee: null,
  fixedStart: false,
  critical: true,
  version: 3,
  baseline: null,
};

/** A bar with the page's editing wired to it, and the page's live region. */
function Harness({ moveOnly = false }: { moveOnly?: boolean }) {
  const editing = useGanttEditing(1, { moveOnly, onSelect: () => {}, onLink: () => {} });
  return (
    <>
      <GanttBar
        task={design}
        x={0}
        width={160}
        pxPerDay={32}
        label="Design bar"
        editable
        selected
        helpId="help"
        actions={editing.actions}
      />
      <div role="status">{editing.status}</div>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('GanttBar by keyboard', () => {
  it('Alt+ArrowRight saves the task a day later with the version read, and announces what followed', async () => {
    const requests = stubFetch((request) =>
      request.method === 'PUT'
        ? json(200, {
            ...taskFixture({
              id: 5,
              name: 'Design',
              startDate: '2026-03-03',
              dueDate: '2026-03-07',
              version: 4,
            }),
            moved: [
              {
                taskId: 6,
                name: 'Build',
                from: { startDate: '2026-03-09', dueDate: '2026-03-13' },
                to: { startDate: '2026-03-10', dueDate: '2026-03-16' },
                version: 2,
              },
            ],
            warnings: [],
          })
        : json(200, {}),
    );
    renderWithQueries(<Harness />);
    screen.getByRole('button', { name: 'Design bar' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Build/));
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toEqual([
      {
        method: 'PUT',
        url: expect.stringMatching(/\/api\/tasks\/5\/schedule$/),
        body: { startDate: '2026-03-03', dueDate: '2026-03-07', version: 3, shiftSuccessors: true },
      },
    ]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Design now 3 Mar 2026 to 7 Mar 2026.');
    expect(status).toHaveTextContent(
      '1 task followed: Build 9 Mar 2026 to 13 Mar 2026 → 10 Mar 2026 to 16 Mar 2026.',
    );
  });

  it('Shift+Alt+ArrowLeft moves only the due date, and "move only this task" keeps successors', async () => {
    const requests = stubFetch(() => json(409, { message: 'changed', current: {} }));
    renderWithQueries(<Harness moveOnly />);
    screen.getByRole('button', { name: 'Design bar' }).focus();
    await userEvent.keyboard('{Shift>}{Alt>}{ArrowLeft}{/Alt}{/Shift}');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Design was changed by someone else meanwhile: the plan is reloaded',
      ),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      startDate: '2026-03-02',
      dueDate: '2026-03-05',
      version: 3,
      shiftSuccessors: false,
    });
  });

  it('leaves plain arrows alone (no save)', async () => {
    const requests = stubFetch(() => json(200, {}));
    renderWithQueries(<Harness />);
    screen.getByRole('button', { name: 'Design bar' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(requests).toEqual([]);
  });
});

/** The toolbar's start lock, wired to the page's editing of the selected task. */
function ToolbarHarness({ selected }: { selected: TimelineTask | null }) {
  const editing = useGanttEditing(1, { moveOnly: false, onSelect: () => {}, onLink: () => {} });
  return (
    <>
      <GanttToolbar
        zoom="week"
        onZoom={() => {}}
        view="gantt"
        onView={() => {}}
        baselines={[]}
        baselineId={null}
        onBaseline={() => {}}
        canEdit
        onSaveBaseline={() => {}}
        selectedName={selected?.name ?? null}
        onLink={() => {}}
        selectedFixed={selected ? selected.fixedStart : null}
        onFixStart={(fixed) => selected && editing.actions.onFixStart(selected, fixed)}
        moveOnly={false}
        onMoveOnly={() => {}}
        onPrint={() => {}}
      />
      <div role="status">{editing.status}</div>
    </>
  );
}

describe('the start lock', () => {
  it("locks the selected task's start, its dates as they are", async () => {
    const requests = stubFetch(() =>
      json(200, { ...taskFixture({ id: 5, name: 'Design' }), moved: [], warnings: [] }),
    );
    renderWithQueries(<ToolbarHarness selected={design} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Start of Design fixed' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      startDate: '2026-03-02',
      dueDate: '2026-03-06',
      version: 3,
      shiftSuccessors: true,
      fixedStart: true,
    });
  });

  it('is off until a bar is selected', () => {
    stubFetch(() => json(200, {}));
    renderWithQueries(<ToolbarHarness selected={null} />);
    expect(screen.getByRole('switch', { name: 'Start fixed' })).toBeDisabled();
  });
});
