import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './IconButton';
import { tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'edit', 'aria-label': 'Edit project' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Primary: Story = { args: { variant: 'primary', icon: 'plus', 'aria-label': 'Add' } };
export const Small: Story = { args: { size: 'small', icon: 'close', 'aria-label': 'Close' } };
export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
  },
};
export const Focused: Story = { play: tabIn };
export const Critical: Story = {
  args: { tone: 'critical', icon: 'trash', 'aria-label': 'Delete' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { variant: 'secondary' } };
