import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import type { ProjectTimeline, TimelineTask } from '@keel/types';
import { rowIndex, treeRows } from '../gantt-rows';
import { makeScale } from '../gantt-scale';
import type { BarActions } from './GanttBar';
import { GanttChart } from './GanttChart';

function task(id: number, name: string, dates: [string, string] | null): TimelineTask {
  return {
    id,
    name,
    parentId: null,
    startDate: dates?.[0] ?? null,
    dueDate: dates?.[1] ?? null,
    progress: 0,
    status: 'todo',
    assignee: null,
    fixedStart: false,
    critical: false,
    version: 1,
    baseline: null,
  };
}

const TASKS = [
  task(1, 'Design', ['2026-03-02', '2026-03-06']),
  // No dates: no bar, skipped by the arrows.
  task(2, 'Someday', null),
  task(3, 'Build', ['2026-03-09', '2026-03-13']),
  task(4, 'Ship', ['2026-03-16', '2026-03-16']),
];

function renderChart(tasks = TASKS) {
  const timeline: ProjectTimeline = {
    tasks,
    dependencies: [],
    milestones: [],
    criticalPathDays: 11,
  } as unknown as ProjectTimeline;
  const rows = treeRows(tasks);
  const actions: BarActions = {
    onSelect: vi.fn(),
    onMove: vi.fn(),
    onResize: vi.fn(),
    onLink: vi.fn(),
  };
  render(
    <GanttChart
      rows={rows}
      rowOf={rowIndex(rows)}
      timeline={timeline}
      scale={makeScale('day', '2026-02-23', '2026-03-30')}
      today="2026-03-02"
      selectedId={null}
      editable
      broken={new Set()}
      printing={false}
      helpId="help"
      actions={actions}
    />,
  );
  return actions;
}

const bar = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}, `) });

describe('GanttChart by keyboard', () => {
  // The rows are virtualised against the chart's height, which jsdom lays out as 0.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => vi.restoreAllMocks());

  it('Up/Down Arrow go from bar to bar (past a task without dates), Home/End to the first and last, and select as they go', async () => {
    const actions = renderChart();
    bar('Design').focus();

    await userEvent.keyboard('{ArrowDown}');
    expect(bar('Build')).toHaveFocus();
    expect(actions.onSelect).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}');
    expect(bar('Ship')).toHaveFocus();
    // The last bar: Down stays.
    await userEvent.keyboard('{ArrowDown}');
    expect(bar('Ship')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(bar('Build')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(bar('Design')).toHaveFocus();

    await userEvent.keyboard('{End}');
    expect(bar('Ship')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(bar('Design')).toHaveFocus();
    expect(actions.onMove).not.toHaveBeenCalled();
  });

  it('leaves Alt+Up/Down to the bar (the focus stays; nothing moves)', async () => {
    const actions = renderChart();
    bar('Build').focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(bar('Build')).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(bar('Build')).toHaveFocus();
    expect(actions.onMove).not.toHaveBeenCalled();
    expect(actions.onResize).not.toHaveBeenCalled();
  });

  it('scrolls a bar off screen into the chart, then focuses it', async () => {
    // 200 rows, about 20 drawn: the last bar is not in the document until scrolled to.
    const many = Array.from({ length: 200 }, (_, i) =>
      task(i + 1, `Step ${i + 1}`, ['2026-03-02', '2026-03-03']),
    );
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    // Header and 201 rows of 32 px.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(202 * 32);
    // jsdom does not scroll: the scroll the virtualiser asks for, as a browser does it.
    HTMLElement.prototype.scrollTo = function (
      this: HTMLElement,
      options?: ScrollToOptions | number,
    ) {
      if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
      this.dispatchEvent(new Event('scroll'));
    };
    onTestFinished(() => {
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
    });
    renderChart(many);
    expect(screen.queryByRole('button', { name: /^Step 200, / })).toBeNull();
    bar('Step 1').focus();

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(bar('Step 200')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    expect(bar('Step 199')).toHaveFocus();
  });
});
