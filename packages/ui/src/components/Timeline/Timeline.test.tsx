import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timeline } from './Timeline';

const spans = [
  { key: '2026-03', label: 'Mar 2026', x: 0, width: 120 },
  { key: '2026-04', label: 'Apr 2026', x: 120, width: 120 },
];

describe('Timeline', () => {
  it('names each marker, keeps their order and presses one from the keyboard', async () => {
    const pressed: string[] = [];
    render(
      <Timeline
        aria-label="Milestones"
        width={240}
        spans={spans}
        today={{ x: 130, label: 'Today, 2 Apr' }}
        markers={['First', 'Second'].map((name, index) => ({
          key: name,
          x: 40 + index * 120,
          lane: 0,
          name,
          label: `${name}, planned`,
          shape: <span aria-hidden="true">◆</span>,
          onPress: () => pressed.push(name),
        }))}
      />,
    );
    const region = screen.getByRole('region', { name: 'Milestones' });
    const markers = within(region).getAllByRole('button');
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual([
      'First, planned',
      'Second, planned',
    ]);
    expect(within(region).getByText('Today, 2 Apr')).toBeTruthy();
    await userEvent.tab();
    expect(markers[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(pressed).toEqual(['First']);
    expect(region).not.toHaveAttribute('tabindex');
  });

  it('takes the focus itself when it has no markers, so it still scrolls by keyboard', () => {
    render(<Timeline aria-label="Milestones" width={240} spans={spans} markers={[]} />);
    expect(screen.getByRole('region', { name: 'Milestones' })).toHaveAttribute('tabindex', '0');
  });
});
