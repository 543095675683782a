import { render, screen } from '@testing-library/react';
import { FactList } from './FactList';

describe('FactList', () => {
  it.each(['columns', 'inline'] as const)('pairs each term with its value (%s)', (layout) => {
    render(
      <FactList
        layout={layout}
        aria-label="Contract"
        facts={[
          { term: 'Period', value: 'March' },
          { term: 'Currency', value: 'EUR' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Period', 'Currency']);
    expect(values).toEqual(['March', 'EUR']);
  });
});
