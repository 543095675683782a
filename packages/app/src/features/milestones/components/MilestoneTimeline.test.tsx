import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Milestone } from '@keel/types';
import { formatDate } from '../../../lib/format';
import { MilestoneTimeline } from './MilestoneTimeline';

function milestone(id: number, name: string, dueDate: string, status: Milestone['status']) {
  return {
    id,
    projectId: 1,
    name,
    description: '',
    dueDate,
    status,
    financial: false,
    financials: null,
    progress: { taskCount: 0, completedTaskCount: 0 },
    version: 1,
  } satisfies Milestone;
}

const milestones = [
  milestone(2, 'Go-live', '2026-05-20', 'planned'),
  milestone(1, 'Kick-off', '2026-03-02', 'reached'),
  milestone(3, 'Design sign-off', '2026-04-01', 'missed'),
];

describe('the milestone timeline', () => {
  it('names each marker by name, date and status, in date order, and opens it from the keyboard', async () => {
    const onOpen = vi.fn();
    render(<MilestoneTimeline milestones={milestones} today="2026-04-10" onOpen={onOpen} />);
    const timeline = screen.getByRole('region', { name: 'Milestone timeline' });
    const markers = within(timeline).getAllByRole('button');
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual([
      `Kick-off, due ${formatDate('2026-03-02')}, Reached`,
      `Design sign-off, due ${formatDate('2026-04-01')}, Missed`,
      `Go-live, due ${formatDate('2026-05-20')}, Planned`,
    ]);
    expect(within(timeline).getByText(`Today, ${formatDate('2026-04-10')}`)).toBeTruthy();

    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(markers[0]);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(milestones[2]);
  });

  it('says what each shape means in a legend', () => {
    render(<MilestoneTimeline milestones={[]} today="2026-04-10" onOpen={() => {}} />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Planned', 'Reached', 'Missed']);
  });
});
