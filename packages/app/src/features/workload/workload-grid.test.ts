import { describe, expect, it } from 'vitest';
import {
  bandOf,
  buildRows,
  cellLabel,
  markerOf,
  moveFocus,
  opensTasks,
  percentText,
} from './workload-grid';
import { figures, result } from './workload.fixtures';

describe('the heat map model', () => {
  it('bands and marks utilisation in words as well as colour', () => {
    expect(bandOf(figures(2400, 3000), 'user')).toBe('over');
    expect(bandOf(figures(2400, 2400), 'user')).toBe('busy');
    expect(bandOf(figures(2400, 1500), 'user')).toBe('ok');
    expect(bandOf(figures(2400, 1199), 'user')).toBe('free');
    expect(bandOf(figures(0, 0), 'user')).toBe('none');
    // No capacity (a holiday, leave) but work planned: over-allocated.
    expect(bandOf(figures(0, 60), 'user')).toBe('over');
    expect(bandOf(figures(0, 60), 'unassigned')).toBe('unassigned');
    // Tentative work never colours a cell.
    expect(bandOf(figures(2400, 0, { tentativeMinutes: 9000 }), 'user')).toBe('free');
    expect(markerOf('over')).toBe('Over');
    expect(markerOf('free')).toBe('Free');
    expect(markerOf('busy')).toBeNull();
    expect(percentText(1.25)).toBe('125 %');
    expect(percentText(null)).toBe('—');
  });

  it('lays out team subtotals, people under each team, the unassigned row and the total', () => {
    const rows = buildRows(result);
    expect(rows.map((r) => [r.key, r.kind, r.label])).toEqual([
      ['team-1', 'team', 'Delivery (subtotal)'],
      ['team-1:3', 'user', 'Max Member'],
      ['team-1:4', 'user', 'Pat Manager'],
      ['team-2', 'team', 'Design (subtotal)'],
      ['team-2:3', 'user', 'Max Member'],
      ['unassigned', 'unassigned', 'Unassigned'],
      ['total', 'total', 'Total'],
    ]);
    // A person in two teams has the same figures under each; the total is the API's (once).
    expect(rows[1]?.cells).toEqual(rows[4]?.cells);
    expect(rows[6]?.cells[0]?.allocatedMinutes).toBe(4080);
    expect(rows.filter(opensTasks).map((r) => r.key)).toEqual([
      'team-1:3',
      'team-1:4',
      'team-2:3',
      'unassigned',
    ]);
  });

  it('names a cell with everything it shows', () => {
    const rows = buildRows(result);
    const period = result.periods[0]!;
    expect(cellLabel(rows[1]!, period, rows[1]!.cells[0]!)).toMatch(
      /^Max Member, week of (23 Nov|Nov 23); 125 %, over-allocated; 50 h allocated of 40 h capacity; 1 task$/,
    );
    expect(cellLabel(rows[5]!, period, rows[5]!.cells[0]!)).toMatch(
      /^Unassigned, week of (23 Nov|Nov 23); 8 h of work with nobody assigned; 1 task$/,
    );
  });

  it('moves the focus with arrows, Home, End and pages, stopping at the edges', () => {
    const at = { row: 2, col: 3 };
    expect(moveFocus(at, 'ArrowUp', 10, 12)).toEqual({ row: 1, col: 3 });
    expect(moveFocus(at, 'ArrowDown', 10, 12)).toEqual({ row: 3, col: 3 });
    expect(moveFocus(at, 'ArrowLeft', 10, 12)).toEqual({ row: 2, col: 2 });
    expect(moveFocus(at, 'ArrowRight', 10, 12)).toEqual({ row: 2, col: 4 });
    expect(moveFocus(at, 'Home', 10, 12)).toEqual({ row: 2, col: 0 });
    expect(moveFocus(at, 'End', 10, 12)).toEqual({ row: 2, col: 11 });
    expect(moveFocus(at, 'Home', 10, 12, true)).toEqual({ row: 0, col: 0 });
    expect(moveFocus(at, 'End', 10, 12, true)).toEqual({ row: 9, col: 11 });
    expect(moveFocus(at, 'PageUp', 10, 12)).toEqual({ row: 0, col: 3 });
    expect(moveFocus(at, 'PageDown', 10, 12)).toEqual({ row: 7, col: 3 });
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowUp', 10, 12)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 9, col: 11 }, 'ArrowRight', 10, 12)).toEqual({ row: 9, col: 11 });
    expect(moveFocus(at, 'a', 10, 12)).toBeNull();
  });
});
