import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links the ancestors and marks the last step as the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Project', href: '/projects/1' },
          { label: 'Parent task' },
          { label: 'This task', href: '/ignored' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['Project', 'Parent task', 'This task']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Project']);
    expect(steps[2]).toHaveAttribute('aria-current', 'page');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });
});
