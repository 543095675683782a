import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH_PX } from '@keel/types';
import { Tooltip } from './Tooltip';
import { IconButton } from '../IconButton/IconButton';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Let react-aria's global warm-up timers run out so tests do not leak the warm state.
    act(() => {
      vi.runAllTimers();
    });
    vi.useRealTimers();
  });

  it('opens after the 100 ms default delay on hover', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Tooltip content="Add Custom View">
        <IconButton icon="plus" aria-label="Add" />
      </Tooltip>,
    );
    // react-aria only opens on hover when the last interaction was a pointer.
    await user.click(document.body);
    await user.hover(screen.getByRole('button', { name: 'Add' }));
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 10);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add Custom View');
    await user.unhover(screen.getByRole('button', { name: 'Add' }));
  });

  it('opens immediately on keyboard focus and describes its trigger', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Tooltip content="Edit the view">
        <IconButton icon="edit" aria-label="Edit" />
      </Tooltip>,
    );
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Edit the view');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription(
      'Edit the view',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is at most 400 px wide', () => {
    render(
      <Tooltip content="Long help" isOpen>
        <IconButton icon="info" aria-label="Help" />
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveStyle({ maxWidth: `${TOOLTIP_MAX_WIDTH_PX}px` });
  });
});
