import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch';
import { inFrame, tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Dark theme' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultSelected: true } };
export const Focused: Story = { play: tabIn };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongText: Story = {
  decorators: [inFrame({ maxWidth: 260 })],
  args: { children: 'Email me a summary of overdue tasks every Monday morning' },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelected: true } };
