import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { Text } from '../Text/Text';
import { Timeline, TIMELINE_MARKER_WIDTH } from './Timeline';

const MONTH = 120;
const months = ['Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026'];

const marker = (key: string, x: number, lane: number, name: string, state: string) => ({
  key,
  x,
  lane,
  name,
  label: `${name}, ${state}`,
  shape: (
    <Text tone={state === 'Reached' ? 'positive' : state === 'Missed' ? 'critical' : 'default'}>
      <Icon name={state === 'Reached' ? 'check' : state === 'Missed' ? 'alert' : 'calendar'} />
    </Text>
  ),
  onPress: () => {},
});

const meta = {
  title: 'Composites/Timeline',
  component: Timeline,
  args: {
    'aria-label': 'Milestone timeline',
    width: months.length * MONTH,
    spans: months.map((label, index) => ({ key: label, label, x: index * MONTH, width: MONTH })),
    today: { x: 160, label: 'Today, 10 Apr 2026' },
    laneCount: 2,
    markers: [
      marker('kick-off', 8, 0, 'Kick-off', 'Reached'),
      marker('sign-off', 124, 0, 'Design sign-off', 'Missed'),
      marker(
        'beta',
        124 + TIMELINE_MARKER_WIDTH / 2,
        1,
        'Beta release to the pilot group',
        'Planned',
      ),
      marker('go-live', 320, 0, 'Go-live', 'Planned'),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Without markers the track still scrolls by keyboard (it takes the focus). */
export const Empty: Story = { args: { markers: [], laneCount: 1 } };
