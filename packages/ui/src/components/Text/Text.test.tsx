import { render, screen } from '@testing-library/react';
import { Text } from './Text';

describe('Text', () => {
  it('renders a span by default, or the element asked for', () => {
    const { container } = render(<Text>Note</Text>);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    render(<Text as="h2">Summary</Text>);
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
  });

  it('passes a role and a live region through', () => {
    render(
      <Text as="p" role="status" aria-live="polite" tone="muted">
        Loading…
      </Text>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
});
