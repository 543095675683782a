import { fireEvent, render, screen } from '@testing-library/react';
import { GridTable, GridTableError } from './GridTable';

describe('GridTable', () => {
  it('is a named grid that hands its keys to the caller, with the key hint as its description', () => {
    const keys: string[] = [];
    render(
      <>
        <p id="hint">Arrow keys move</p>
        <GridTable
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

  it('gives a refused edit its message, which the editor points at', () => {
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
