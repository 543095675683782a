import { render, screen, within } from '@testing-library/react';
import { Inline } from './Inline';

describe('Inline', () => {
  it('lays its items out in order inside one element', () => {
    const { container } = render(
      <Inline>
        <button>Save</button>
        <button>Cancel</button>
      </Inline>,
    );
    const inline = container.firstElementChild as HTMLElement;
    expect(inline.tagName).toBe('DIV');
    expect(
      within(inline)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Save', 'Cancel']);
  });

  it('renders as a list when asked, and can name a group', () => {
    render(
      <>
        <Inline as="ol" aria-label="Steps">
          <li>One</li>
          <li>Two</li>
        </Inline>
        <Inline role="group" aria-label="Row actions" justify="end" wrap={false}>
          <button>Edit</button>
        </Inline>
      </>,
    );
    expect(
      within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Row actions' })).toContainElement(
      screen.getByRole('button', { name: 'Edit' }),
    );
  });
});
