import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn, type Selection, type SortDescriptor } from './DataTable';
import {
  projectColumns,
  projectTable,
  SortableProjectTable,
  type ProjectRow,
} from './data-table.fixtures';

// jsdom has no layout; give the virtualiser a viewport so it renders a window of rows.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 400);
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** The project columns and a button per row that archives it. */
function columnsWithArchive(onArchive: (id: number) => void): DataTableColumn<ProjectRow>[] {
  return [
    ...projectColumns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Button size="small" onPress={() => onArchive(row.id)}>
          {`Archive ${row.name}`}
        </Button>
      ),
    },
  ];
}

describe('DataTable', () => {
  it('renders a grid named by its label with one column header per column', () => {
    render(<DataTable {...projectTable(3)} />);
    const grid = screen.getByRole('grid', { name: 'Projects' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'Manager',
      'Status',
      'Budget',
    ]);
    expect(within(grid).getByRole('rowheader', { name: 'Project 00002' })).toBeInTheDocument();
  });

  it('sorts by a column when its header is pressed, and reverses on the second press', async () => {
    const user = userEvent.setup();
    render(
      <SortableProjectTable
        rowCount={5}
        initialSort={{ column: 'name', direction: 'ascending' }}
      />,
    );
    const budget = screen.getByRole('columnheader', { name: 'Budget' });
    expect(budget).toHaveAttribute('aria-sort', 'none');
    await user.click(budget);
    expect(budget).toHaveAttribute('aria-sort', 'ascending');
    const firstBudgets = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell').at(-1)?.textContent);
    const ascending = firstBudgets();
    await user.click(budget);
    expect(budget).toHaveAttribute('aria-sort', 'descending');
    expect(firstBudgets()).toEqual([...ascending].reverse());
  });

  it('selects rows with their checkboxes and selects all from the header', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn<(keys: Selection) => void>();
    render(
      <DataTable
        {...projectTable(3)}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const row = screen.getByRole('row', { name: /Project 00002/ });
    await user.click(within(row).getByRole('checkbox'));
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<number>)]).toEqual([2]);

    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(onSelectionChange.mock.lastCall?.[0]).toBe('all');
  });

  it('keeps disabled rows (e.g. group headings) out of the selection but open to row actions', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn<(keys: Selection) => void>();
    const onRowAction = vi.fn<(key: unknown) => void>();
    render(
      <DataTable
        {...projectTable(3)}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        disabledKeys={[1]}
        onRowAction={onRowAction}
      />,
    );
    const heading = screen.getByRole('row', { name: /Project 00001/ });
    expect(within(heading).getByRole('checkbox')).toBeDisabled();
    await user.click(within(heading).getByRole('rowheader'));
    expect(onRowAction).toHaveBeenCalledWith(1);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('allows one selected row at a time in single selection mode', async () => {
    const user = userEvent.setup();
    render(<DataTable {...projectTable(3)} selectionMode="single" />);
    await user.click(screen.getByRole('rowheader', { name: 'Project 00001' }));
    await user.click(screen.getByRole('rowheader', { name: 'Project 00003' }));
    const selected = screen
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-selected') === 'true');
    expect(selected).toHaveLength(1);
    expect(selected[0]).toHaveAccessibleName(/Project 00003/);
  });

  // Building the 10,000-item collection takes seconds in jsdom on a busy machine.
  it('renders only a window of 10,000 rows while announcing the full row count', () => {
    render(<DataTable {...projectTable(10_000)} height={400} />);
    const grid = screen.getByRole('grid', { name: 'Projects' });
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(grid).getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.queryByRole('rowheader', { name: 'Project 09999' })).not.toBeInTheDocument();
  }, 30_000);

  it('takes a press on a row button begun while the table or the page is still scrolling', async () => {
    // The virtualiser marks its content `pointer-events: none` for 300 ms after any scroll
    // of the table or of an ancestor: a press begun then fell through to the grid and was lost.
    const user = userEvent.setup();
    const onArchive = vi.fn<(id: number) => void>();
    const onSortChange = vi.fn<(descriptor: SortDescriptor) => void>();
    render(
      <DataTable
        {...projectTable(3)}
        columns={columnsWithArchive(onArchive)}
        onRowAction={() => undefined}
        sortDescriptor={{ column: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Projects' });
    fireEvent.scroll(grid, { target: { scrollLeft: 40 } });
    await user.click(screen.getByRole('button', { name: 'Archive Project 00002' }));
    expect(onArchive).toHaveBeenCalledWith(2);
    // The sort headers too.
    fireEvent.scroll(grid, { target: { scrollLeft: 0 } });
    await user.click(screen.getByRole('columnheader', { name: 'Budget' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'budget', direction: 'ascending' });
  });

  it('tells the virtualiser of a scroll it has not seen yet before a press begins', async () => {
    // A script scrolls the table (scrollIntoView) and presses at once: the scroll event comes a
    // frame later, and the focus the press moves made the virtualiser write its old position
    // back, moving the row away from under the pointer. The press now sends the event first.
    const user = userEvent.setup();
    const onArchive = vi.fn<(id: number) => void>();
    render(<DataTable {...projectTable(3)} columns={columnsWithArchive(onArchive)} />);
    const grid = screen.getByRole('grid', { name: 'Projects' });
    const scrolls: number[] = [];
    grid.addEventListener('scroll', () => scrolls.push(grid.scrollLeft));
    let scrollLeft = 40; // as a script left it, no event yet
    Object.defineProperty(grid, 'scrollLeft', {
      configurable: true,
      get: () => scrollLeft,
      set: (value: number) => {
        scrollLeft = value;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Archive Project 00002' }));
    expect(scrolls).toEqual([40]);
    expect(onArchive).toHaveBeenCalledWith(2);
    // Once seen, a press sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Archive Project 00003' }));
    expect(scrolls).toEqual([40]);
  });

  it('shows the empty state slot when there are no rows', () => {
    render(<DataTable {...projectTable(0)} emptyState={<p>No projects yet</p>} />);
    expect(screen.getByText('No projects yet')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading', () => {
    render(<DataTable {...projectTable(0)} loading />);
    // One announcement for the whole placeholder, not one per skeleton bar.
    expect(screen.getAllByRole('status')).toEqual([
      screen.getByRole('status', { name: 'Loading rows' }),
    ]);
  });

  it('moves between pages from the paging footer', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <DataTable
        {...projectTable(25)}
        paging={{ page: 1, pageSize: 25, total: 60, onPageChange }}
      />,
    );
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
  it('asks for more rows when its end scrolls into view, and shows a loading row meanwhile', () => {
    // jsdom has no IntersectionObserver: this one reports every observed element in view.
    const observed: Element[] = [];
    class InView {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push(element);
        this.callback(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', InView);
    try {
      const onLoadMore = vi.fn();
      const { rerender } = render(<DataTable {...projectTable(3)} onLoadMore={onLoadMore} />);
      expect(onLoadMore).toHaveBeenCalled();
      rerender(<DataTable {...projectTable(3)} onLoadMore={onLoadMore} isLoadingMore />);
      expect(screen.getByRole('status', { name: 'Loading more rows' })).toBeInTheDocument();
      expect(observed.length).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
