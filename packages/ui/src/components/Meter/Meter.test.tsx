import { render, screen } from '@testing-library/react';
import { Meter } from './Meter';

describe('Meter', () => {
  it('is a progress bar named by its label, read out in words', () => {
    render(<Meter label="Hours of the 200 h cap" value={168} max={200} valueText="84 %" />);
    const bar = screen.getByRole('progressbar', { name: 'Hours of the 200 h cap' });
    expect(bar).toHaveAttribute('aria-valuenow', '168');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '84 %');
    expect(screen.getByText('84 %')).toBeInTheDocument();
  });

  it('stays full past its limit', () => {
    render(
      <Meter label="Amount" value={300} max={200} valueText="150 %" tone="critical" markAt={0.8} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Amount' });
    expect(bar).toHaveAttribute('aria-valuenow', '200');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect((bar.lastElementChild as HTMLElement).style.left).toBe('80%');
  });
});
