import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';
import { tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#projects', children: 'Open project' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Neutral: Story = { args: { tone: 'neutral' } };
export const Subtle: Story = { args: { tone: 'neutral', underline: 'hover' } };
export const Critical: Story = { args: { tone: 'critical' } };
export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link'));
  },
};
export const Focused: Story = { play: tabIn };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 320 }}>
      The quote{' '}
      <Link {...args}>Website redesign and content migration for the northern region</Link> is
      waiting for approval.
    </p>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
