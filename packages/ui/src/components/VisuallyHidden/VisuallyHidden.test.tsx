import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its words in the accessible text, inline', () => {
    render(
      <p>
        <VisuallyHidden>Unread: </VisuallyHidden>A new comment
      </p>,
    );
    expect(screen.getByText('Unread:').tagName).toBe('SPAN');
    expect(screen.getByText('Unread:').closest('p')).toHaveTextContent('Unread: A new comment');
  });
});
