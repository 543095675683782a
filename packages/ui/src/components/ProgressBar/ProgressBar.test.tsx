import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progress bar named by its label, read out in words', () => {
    render(
      <ProgressBar label="Hours of the 200 h cap" value={168} maxValue={200} valueLabel="84 %" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Hours of the 200 h cap' });
    expect(bar).toHaveAttribute('aria-valuenow', '168');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '84 %');
    expect(screen.getByText('84 %')).toBeInTheDocument();
  });

  it('stays full past its limit, with the threshold marked', () => {
    render(
      <ProgressBar
        label="Amount"
        value={300}
        maxValue={200}
        valueLabel="150 %"
        tone="critical"
        markAt={0.8}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Amount' });
    expect(bar).toHaveAttribute('aria-valuenow', '200');
    const track = bar.lastElementChild as HTMLElement;
    expect((track.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect((track.lastElementChild as HTMLElement).style.left).toBe('80%');
  });
});
