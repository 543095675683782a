import { render, screen, within } from '@testing-library/react';
import { FigureTable } from './FigureTable';

describe('FigureTable', () => {
  it('renders a named table with every row', () => {
    render(
      <FigureTable aria-label="Resources">
        <tbody>
          <tr>
            <th scope="row">Ada</th>
            <td data-numeric>12:00</td>
          </tr>
        </tbody>
      </FigureTable>,
    );
    const table = screen.getByRole('table', { name: 'Resources' });
    expect(within(table).getByRole('rowheader', { name: 'Ada' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '12:00' })).toHaveAttribute('data-numeric');
  });
});
