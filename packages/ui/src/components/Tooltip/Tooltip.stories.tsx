import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from './Tooltip';
import { IconButton } from '../IconButton/IconButton';
import { Button } from '../Button/Button';
import { inFrame, tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Add Custom View',
    children: <IconButton icon="plus" aria-label="Add Custom View" />,
  },
  decorators: [inFrame({ padding: '64px 160px' })],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OnFocus: Story = { play: tabIn };
export const Open: Story = { args: { isOpen: true } };
export const Bottom: Story = { args: { isOpen: true, placement: 'bottom' } };
export const LongText: Story = {
  name: 'Long text (400 px max width)',
  args: {
    isOpen: true,
    placement: 'bottom',
    content:
      'Tooltips wrap once they reach 400 pixels, so a long explanation of what a control does stays readable instead of running across the whole screen.',
    children: <Button>Recalculate</Button>,
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { isOpen: true } };
