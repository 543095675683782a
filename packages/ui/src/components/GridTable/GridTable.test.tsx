import { fireEvent, render, screen, within } from '@testing-library/react';
import { GridTable, GridTableError, GridTableInput, GridTableSwatch } from './GridTable';

describe('GridTable', () => {
  it('names the table by its hidden caption and passes grid attributes through', () => {
    const ref = { current: null as HTMLTableElement | null };
    render(
      <GridTable caption="Your time" role="grid" aria-rowcount={2} tableRef={ref}>
        <tbody>
          <tr>
            <th scope="row">Design</th>
            <td role="gridcell">1:30</td>
          </tr>
        </tbody>
      </GridTable>,
    );
    const table = screen.getByRole('grid', { name: 'Your time' });
    expect(table).toHaveAttribute('aria-rowcount', '2');
    expect(ref.current).toBe(table);
    expect(within(table).getByRole('gridcell')).toHaveTextContent('1:30');
  });

  it('describes an input by its error and marks it invalid', () => {
    render(<GridTableInput aria-label="Design, Monday" defaultValue="x" error="Not a time" />);
    const input = screen.getByRole('textbox', { name: 'Design, Monday' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Not a time');
    expect(screen.getByRole('alert')).toHaveTextContent('Not a time');
  });

  it('leaves a valid input undescribed', () => {
    render(<GridTableInput aria-label="Design, Monday" defaultValue="1:30" />);
    const input = screen.getByRole('textbox', { name: 'Design, Monday' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides a legend swatch from assistive technology', () => {
    const { container } = render(<GridTableSwatch tone="critical">Over</GridTableSwatch>);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('as figures, is a named grid that hands its keys to the caller, described by the key hint', () => {
    const keys: string[] = [];
    render(
      <>
        <p id="hint">Arrow keys move</p>
        <GridTable
          variant="figures"
          aria-label="Line items"
          aria-describedby="hint"
          aria-rowcount={2}
          onKeyDown={(event) => keys.push(event.key)}
        >
          <tbody>
            <tr role="row">
              <td role="gridcell" tabIndex={0}>
                Workshop
              </td>
            </tr>
          </tbody>
        </GridTable>
      </>,
    );
    const grid = screen.getByRole('grid', { name: 'Line items' });
    expect(grid).toHaveAccessibleDescription('Arrow keys move');
    expect(grid).toHaveAttribute('aria-rowcount', '2');
    fireEvent.keyDown(screen.getByRole('gridcell'), { key: 'ArrowDown' });
    expect(keys).toEqual(['ArrowDown']);
  });

  it('gives a refused edit in a figures cell its message, which the editor points at', () => {
    render(
      <>
        <input aria-label="Hours" aria-describedby="error" />
        <GridTableError id="error">Not a number</GridTableError>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Hours' })).toHaveAccessibleDescription(
      'Not a number',
    );
  });
});
