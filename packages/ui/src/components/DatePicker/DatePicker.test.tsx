import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './DatePicker';
import { Calendar } from '../Calendar/Calendar';

describe('DatePicker', () => {
  it('returns the chosen calendar day as an ISO date', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Due date" focusedValue="2025-03-01" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    await userEvent.click(screen.getByRole('button', { name: /March 14, 2025/ }));
    expect(onChange).toHaveBeenCalledWith('2025-03-14');
  });

  it('runs its rules on the chosen date', async () => {
    render(
      <DatePicker
        label="Due date"
        focusedValue="2025-03-01"
        rules={[(value) => (value !== null && value >= '2025-03-10') || 'Too early']}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    await userEvent.click(screen.getByRole('button', { name: /March 5, 2025/ }));
    expect(screen.getByText('Too early')).toBeInTheDocument();
  });
});

describe('Calendar', () => {
  it('selects a day with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Calendar aria-label="Due" defaultValue="2025-03-14" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2025-03-15');
  });
});
