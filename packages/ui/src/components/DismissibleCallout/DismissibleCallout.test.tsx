import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DismissibleCallout } from './DismissibleCallout';

describe('DismissibleCallout', () => {
  it('announces its message and calls onDismiss from its Dismiss button', async () => {
    const onDismiss = vi.fn();
    render(
      <DismissibleCallout tone="caution" onDismiss={onDismiss}>
        Changed by someone else.
      </DismissibleCallout>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Changed by someone else.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
