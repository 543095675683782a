import { render, screen, within } from '@testing-library/react';
import { Stack } from './Stack';

describe('Stack', () => {
  it('lays its items out in order inside one element', () => {
    const { container } = render(
      <Stack>
        <span>First</span>
        <span>Second</span>
      </Stack>,
    );
    const stack = container.firstElementChild as HTMLElement;
    expect(stack.tagName).toBe('DIV');
    expect([...stack.children].map((c) => c.textContent)).toEqual(['First', 'Second']);
  });

  it('renders as the element asked for, keeping its semantics', () => {
    render(
      <Stack as="ul" aria-label="Milestones">
        <li>Kick-off</li>
        <li>Sign-off</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Milestones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('passes a landmark role and its name through', () => {
    render(
      <Stack as="section" aria-labelledby="title">
        <h2 id="title">Budget</h2>
      </Stack>,
    );
    expect(screen.getByRole('region', { name: 'Budget' })).toBeInTheDocument();
  });
});
