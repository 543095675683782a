import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import type { Tone } from '../../theme/tone';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'In progress' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
const tones: Tone[] = ['neutral', 'info', 'positive', 'caution', 'critical'];
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
export const Strong: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone} weight="strong">
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
export const Count: Story = {
  args: { tone: 'info', weight: 'strong', children: '12', 'aria-label': '12 unread' },
};
export const LongText: Story = {
  decorators: [inFrame({ maxWidth: 160 })],
  args: { children: 'Waiting for the client to approve the change request' },
};
export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };
export const DarkStrong: Story = { globals: { theme: 'dark' }, render: Strong.render };
