import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SNACKBAR_DEFAULT_MS, SNACKBAR_ERROR_MS, SNACKBAR_SUCCESS_MS } from '@keel/types';
import { SnackbarHost } from './SnackbarHost';
import { SnackbarController } from './snackbar';

function setup() {
  const controller = new SnackbarController();
  render(<SnackbarHost controller={controller} />);
  return controller;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [
      'a success message',
      SNACKBAR_SUCCESS_MS,
      'success',
      MESSAGES.customViewSaved,
      'Custom View Saved',
    ],
    ['an error', SNACKBAR_ERROR_MS, 'error', 'Project name: required', 'Project name: required'],
    ['other snackbars', SNACKBAR_DEFAULT_MS, 'info', 'Export started', 'Export started'],
  ] as const)('hides %s after %i ms', (_, ms, kind, message, shown) => {
    const controller = setup();
    act(() => {
      controller[kind](message);
    });
    expect(screen.getByText(shown)).toBeInTheDocument();
    advance(ms - 1);
    expect(screen.getByText(shown)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(shown)).not.toBeInTheDocument();
  });

  it('closes an error with its Close button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const controller = setup();
    act(() => {
      controller.error(MESSAGES.genericError);
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(MESSAGES.genericError)).not.toBeInTheDocument();
  });

  it('hides errors when a success is shown, and successes when an error is shown', () => {
    const controller = setup();
    act(() => {
      controller.error('Save failed');
    });
    act(() => {
      controller.success('Custom View Saved');
    });
    expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
    expect(screen.getByText('Custom View Saved')).toBeInTheDocument();
    act(() => {
      controller.error('Delete failed');
    });
    expect(screen.queryByText('Custom View Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Delete failed')).toBeInTheDocument();
  });

  it('shows multi-line server messages in one snackbar inside one labelled region', () => {
    const controller = setup();
    act(() => {
      controller.error('name: required;\ncode: too long');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('name: required; code: too long');
  });
});
