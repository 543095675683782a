import { render, screen } from '@testing-library/react';
import { Callout } from './Callout';

describe('Callout', () => {
  it('announces its message as an alert by default', () => {
    render(<Callout tone="critical">Wrong email or password.</Callout>);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.');
  });

  it('shows its one action beside the message', () => {
    render(
      <Callout tone="caution" action={<button>Reload</button>}>
        This project was changed by someone else.
      </Callout>,
    );
    expect(screen.getByRole('alert')).toContainElement(
      screen.getByRole('button', { name: 'Reload' }),
    );
  });

  it('can announce politely, or not at all', () => {
    const { rerender } = render(<Callout announce="status">Saved a draft.</Callout>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved a draft.');
    rerender(<Callout announce="none">Imports run at night.</Callout>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Imports run at night.')).toBeVisible();
  });
});
