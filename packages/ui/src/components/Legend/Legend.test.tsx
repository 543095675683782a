import { render, screen, within } from '@testing-library/react';
import { Legend } from './Legend';

describe('Legend', () => {
  it('lists each mark with its meaning under the given name', () => {
    render(
      <Legend
        aria-label="Severity bands"
        items={[
          { key: 'low', swatch: <span aria-hidden="true">L</span>, label: 'Low (1–4)' },
          { key: 'high', swatch: <span aria-hidden="true">H</span>, label: 'High (10–14)' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Severity bands' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['LLow (1–4)', 'HHigh (10–14)']);
  });
});
