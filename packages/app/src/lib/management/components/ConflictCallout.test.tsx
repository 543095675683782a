import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ConflictCallout } from './ConflictCallout';

describe('ConflictCallout', () => {
  it('says what happened as an alert and reloads on its Reload button', async () => {
    const onReload = vi.fn();
    render(
      <ConflictCallout onReload={onReload}>
        This post was changed by someone else. Reload it to see their changes, then edit again.
      </ConflictCallout>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'This post was changed by someone else. Reload it to see their changes, then edit again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
