import { render, screen, within } from '@testing-library/react';
import { Columns } from './Columns';

describe('Columns', () => {
  it('lays its items out in order inside one element', () => {
    const { container } = render(
      <Columns minColumnWidth={320}>
        <section aria-label="Budget">Budget</section>
        <section aria-label="Risks">Risks</section>
      </Columns>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(
      within(grid)
        .getAllByRole('region')
        .map((r) => r.textContent),
    ).toEqual(['Budget', 'Risks']);
  });

  it('renders as a list when asked, keeping its semantics', () => {
    render(
      <Columns as="ul" aria-label="Projects">
        <li>Website</li>
        <li>Intranet</li>
      </Columns>,
    );
    expect(
      within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });
});
