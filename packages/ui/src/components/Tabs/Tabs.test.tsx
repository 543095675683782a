import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { EmptyState } from '../EmptyState/EmptyState';

describe('Tabs', () => {
  it('switches panels with arrow keys', async () => {
    render(
      <Tabs
        aria-label="Sections"
        items={[
          { id: 'a', title: 'Overview', content: 'Overview panel' },
          { id: 'b', title: 'Tasks', content: 'Tasks panel' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview panel');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tasks panel');
  });
});

describe('ProgressBar', () => {
  it('reports its value to assistive technology', () => {
    render(<ProgressBar label="Exporting" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Exporting' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
  });
});

describe('EmptyState', () => {
  it('names what is empty with a heading', () => {
    render(<EmptyState title="No quotes yet" description="Create one." />);
    expect(screen.getByRole('heading', { name: 'No quotes yet' })).toBeInTheDocument();
  });
});
