import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarkupEntryView } from '@keel/types';
import { LineItemsGrid, type RoleOption } from './LineItemsGrid';
import { QuoteTotals } from './QuoteTotals';
import { liveTotals, type DraftLine } from '../line-draft';

const ROLES: RoleOption[] = [
  { role: 'Developer', rate: 10_000 },
  { role: 'Designer', rate: 8_000 },
];
const MARKUPS: MarkupEntryView[] = [
  { index: 0, label: 'Contingency', kind: 'percent', value: 10, appliesTo: 'subtotal' },
];

/** The grid and the totals wired as the page wires them (draft state, engine totals). */
function Harness({ costRates }: { costRates: Record<string, number> | null }) {
  const [lines, setLines] = useState<DraftLine[]>([]);
  const totals = liveTotals(lines, MARKUPS, costRates);
  return (
    <>
      <LineItemsGrid
        lines={lines}
        onChange={setLines}
        canEdit
        currency="EUR"
        roles={ROLES}
        lineLabour={totals.lines.map((l) => l.labour)}
      />
      <QuoteTotals
        totals={totals}
        markups={MARKUPS}
        currency="EUR"
        canSeeCost={costRates !== null}
      />
    </>
  );
}

describe('LineItemsGrid', () => {
  it('builds lines by keyboard: add, type, pick a role that fills the rate, override it; totals follow', async () => {
    const user = userEvent.setup();
    render(<Harness costRates={{ Developer: 6_000, Designer: 5_000 }} />);
    expect(screen.getByText(/Ctrl\+Enter/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const grid = screen.getByRole('grid', { name: 'Line items' });
    expect(within(grid).getAllByRole('row')).toHaveLength(2);

    // Section: type straight into the focused cell, Tab commits and moves on.
    await user.keyboard('Build{Tab}');
    await user.keyboard('{Enter}');
    await user.keyboard('API work{Enter}');
    await user.keyboard('{ArrowRight}{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role, line 1' }), 'Developer');
    await user.keyboard('{Enter}{ArrowRight}');
    await user.keyboard('7.5{Enter}');
    const row1 = within(grid).getAllByRole('row')[1]!;
    expect(within(row1).getByText('Developer')).toBeInTheDocument();
    expect(within(row1).getByText('7.5 h')).toBeInTheDocument();
    // 7.5 h at 100.00 = 750.00 labour; +10 % contingency.
    expect(screen.getByTestId('quote-total')).toHaveTextContent('825.00');

    // Ctrl+Enter adds a line below, taking the section.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Line 2 added')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role, line 2' }), 'Designer');
    await user.keyboard('{Enter}{ArrowRight}2{Enter}{ArrowRight}{Enter}');
    // The role filled 80.00; override the rate to 90.
    const rate = screen.getByRole('textbox', { name: 'Hourly rate, line 2' });
    expect(rate).toHaveValue('80.00');
    await user.clear(rate);
    await user.keyboard('90{Enter}');
    // 750 + 2 h × 90 = 930; × 1.1 = 1023.
    expect(screen.getByTestId('quote-total')).toHaveTextContent('1,023.00');
    // Cost: 7.5 × 60 + 2 × 50 = 550; margin 473.
    expect(screen.getByText('€550.00')).toBeInTheDocument();

    // A bad value is refused with its reason and the cell stays in edit.
    await user.keyboard('{ArrowRight}{Enter}');
    await user.keyboard('abc{Enter}');
    expect(screen.getByText('Type an amount such as 120 or 95.50')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Ctrl+Delete deletes the line.
    await user.keyboard('{Control>}{Delete}{/Control}');
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Line 2 deleted')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('825.00');
  });

  it('keeps the cell being edited when Ctrl+Enter adds a line, and types roles without a profile', async () => {
    const user = userEvent.setup();
    function NoRoles() {
      const [lines, setLines] = useState<DraftLine[]>([]);
      const totals = liveTotals(lines, [], null);
      return (
        <>
          <LineItemsGrid
            lines={lines}
            onChange={setLines}
            canEdit
            currency="EUR"
            roles={[]}
            lineLabour={totals.lines.map((l) => l.labour)}
          />
          <QuoteTotals totals={totals} markups={[]} currency="EUR" canSeeCost={false} />
        </>
      );
    }
    render(<NoRoles />);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.keyboard('Build{Tab}API{Tab}Developer{Tab}2{Tab}100{Tab}50');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const rows = within(screen.getByRole('grid', { name: 'Line items' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Developer')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('€50.00')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('250.00');
  });

  it('keeps cost and margin out for readers who may not see cost', async () => {
    const user = userEvent.setup();
    render(<Harness costRates={null} />);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}2{Enter}');
    expect(screen.queryByText('Cost')).not.toBeInTheDocument();
    expect(screen.queryByText('Margin')).not.toBeInTheDocument();
  });

  it('a new line takes the section above, and Enter then typing replaces it rather than appending', async () => {
    const user = userEvent.setup();
    render(<Harness costRates={null} />);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.keyboard('Design{Tab}Workshop{Enter}');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const grid = screen.getByRole('grid', { name: 'Line items' });
    const row2 = () => within(grid).getAllByRole('row')[2]!;
    expect(within(row2()).getAllByRole('gridcell')[0]).toHaveTextContent('Design');
    expect(within(row2()).getAllByRole('gridcell')[0]).toHaveFocus();

    // Enter opens the section's editor with its text selected: what is typed replaces it.
    await user.keyboard('{Enter}');
    const editor = screen.getByRole('textbox', { name: 'Section, line 2' });
    expect(editor).toHaveValue('Design');
    expect([
      (editor as HTMLInputElement).selectionStart,
      (editor as HTMLInputElement).selectionEnd,
    ]).toEqual([0, 6]);
    await user.keyboard('Build{Enter}');
    expect(within(row2()).getAllByRole('gridcell')[0]).toHaveTextContent(/^Build$/);

    // End keeps the text and appends, when that is what is wanted.
    await user.keyboard('{Enter}{End} phase{Enter}');
    expect(within(row2()).getAllByRole('gridcell')[0]).toHaveTextContent(/^Build phase$/);
    // The line above kept its own section.
    expect(
      within(within(grid).getAllByRole('row')[1]!).getAllByRole('gridcell')[0],
    ).toHaveTextContent(/^Design$/);
  });
});
