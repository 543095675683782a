import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RiskHeatMap, type HeatMapSelection } from './RiskHeatMap';

const cells = [
  { probability: 4, impact: 5, count: 2 },
  { probability: 1, impact: 1, count: 3 },
  { probability: 3, impact: 3, count: 1 },
];

/** The map as the register holds it: the selection is the page's state. */
function Harness({ onSelect }: { onSelect: (cell: HeatMapSelection | null) => void }) {
  const [selected, setSelected] = useState<HeatMapSelection | null>(null);
  return (
    <RiskHeatMap
      cells={cells}
      selected={selected}
      onSelect={(cell) => {
        setSelected(cell);
        onSelect(cell);
      }}
    />
  );
}

describe('the probability-impact heat map', () => {
  it('is a 5 x 5 grid naming every cell by probability, impact, count and band', () => {
    render(<Harness onSelect={vi.fn()} />);
    const grid = screen.getByRole('grid', { name: 'Probability-impact heat map' });
    const all = within(grid).getAllByRole('gridcell');
    expect(all).toHaveLength(25);
    // Probability 5 is the top row; impact runs left to right.
    expect(all[0]?.getAttribute('aria-label')).toBe(
      'Probability 5, impact 1: 0 items (moderate severity 5)',
    );
    const critical = within(grid).getByRole('gridcell', {
      name: 'Probability 4, impact 5: 2 items (critical severity 20)',
    });
    expect(critical.textContent).toContain('2');
    // The band's initial is shown beside the colour.
    expect(critical.textContent).toContain('C');
    expect(
      within(grid).getByRole('gridcell', {
        name: 'Probability 1, impact 1: 3 items (low severity 1)',
      }).textContent,
    ).toContain('3');
    expect(
      within(grid).getByRole('gridcell', {
        name: 'Probability 3, impact 3: 1 item (moderate severity 9)',
      }),
    ).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Probability 5',
      'Probability 4',
      'Probability 3',
      'Probability 2',
      'Probability 1',
    ]);
    expect(screen.getByRole('list', { name: 'Severity bands' }).textContent).toContain(
      'Critical (15-25)',
    );
  });

  it('has one tab stop, moves with the arrows and filters with Enter, clearing with it again', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const grid = screen.getByRole('grid', { name: 'Probability-impact heat map' });
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0),
    ).toHaveLength(1);

    await user.tab();
    // The tab stop starts on the top right cell (probability 5, impact 5).
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Probability 5, impact 5: 0 items/,
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Probability 4, impact 5: 2 items/,
    );
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ probability: 4, impact: 5 });
    const cell = within(grid).getByRole('gridcell', { name: /^Probability 4, impact 5/ });
    expect(cell.getAttribute('aria-selected')).toBe('true');

    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(cell.getAttribute('aria-selected')).toBe('false');

    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Probability 1, impact 1: 3 items/,
    );
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    // The edges hold.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Probability 1, impact 1/);
    await user.click(within(grid).getByRole('gridcell', { name: /^Probability 3, impact 3/ }));
    expect(onSelect).toHaveBeenLastCalledWith({ probability: 3, impact: 3 });
  });
});
