import { render, within } from '@testing-library/react';
import { Totals } from './Totals';

describe('Totals', () => {
  it('pairs each term with its figure, in order, under the given name', () => {
    const { container } = render(
      <Totals
        aria-label="Quote totals"
        items={[
          { term: 'Labour', value: '€100.00' },
          { term: 'Total', value: '€110.00', isTotal: true },
          { term: 'Cost', value: '€60.00', isScreenOnly: true },
        ]}
      />,
    );
    const list = container.querySelector('dl')!;
    expect(list).toHaveAttribute('aria-label', 'Quote totals');
    expect(
      within(list)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Labour', 'Total', 'Cost']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['€100.00', '€110.00', '€60.00']);
  });
});
