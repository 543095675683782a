import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildRows } from '../workload-grid';
import { result } from '../workload.fixtures';
import { WorkloadGrid } from './WorkloadGrid';

function renderGrid() {
  const onOpen = vi.fn();
  render(<WorkloadGrid periods={result.periods} rows={buildRows(result)} onOpen={onOpen} />);
  return { onOpen, grid: screen.getByRole('grid', { name: 'Workload heat map' }) };
}

describe('the workload heat map', () => {
  it('shows each cell’s utilisation, hours and marker, never colour alone', () => {
    const { grid } = renderGrid();
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(7);
    const over = cells[1]!;
    expect(over.textContent).toContain('125 %');
    expect(over.textContent).toContain('50/40 h');
    expect(over.textContent).toContain('Over');
    expect(over.getAttribute('aria-label')).toContain('over-allocated');
    const free = cells[2]!;
    expect(free.textContent).toContain('25 %');
    expect(free.textContent).toContain('Free');
    expect(within(grid).getByRole('rowheader', { name: 'Delivery (subtotal)' })).toBeTruthy();
    expect(within(grid).getByRole('rowheader', { name: 'Unassigned' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('Over-allocated');
  });

  it('has one tab stop and moves across cells with the keyboard; Enter opens a person’s cell', async () => {
    const user = userEvent.setup();
    const { grid, onOpen } = renderGrid();
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells.filter((c) => c.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toBe(cells[0]);
    // A subtotal opens nothing.
    await user.keyboard('{Enter}');
    expect(onOpen).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cells[1]);
    expect(cells[1]!.tabIndex).toBe(0);
    expect(cells[0]!.tabIndex).toBe(-1);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ key: 'team-1:3' }), 0);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cells[6]);
    await user.keyboard('{ArrowUp} ');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'unassigned' }), 0);
  });

  it('opens a cell on click', async () => {
    const user = userEvent.setup();
    const { grid, onOpen } = renderGrid();
    await user.click(within(grid).getAllByRole('gridcell')[2]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ key: 'team-1:4' }), 0);
  });
});
